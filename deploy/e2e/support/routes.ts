/** The apps a page can belong to: the shell's public pages, or one of the remotes. */
export type Owner = 'shell' | 'mfe-auth' | 'mfe-onboarding' | 'mfe-aboki' | 'mfe-requests' | 'mfe-ops';

export interface SpecRoute {
  path: string;
  owner: Owner;
  /** The page's one h1. */
  heading: string;
  /** Where the page settles, when the path redirects. */
  landsOn?: string;
  /** Only for signed-in people: visitors are sent to /sign-in?next=<path>. */
  signedIn?: true;
  /** Only for an agent with a profile (issue 8): checked signed in as one. */
  agent?: true;
  /** Only for a USER with a profile (issue 9's booking steps): checked signed in as one. */
  user?: true;
}

/** Every route of spec §2, who owns it (design.md §2) and what its h1 says. `/` is the public home. */
export const SPEC_ROUTES: readonly SpecRoute[] = [
  { path: '/', owner: 'shell', heading: 'Trusted help at home and with errands' },
  { path: '/about', owner: 'shell', heading: 'About Aboki' },
  { path: '/services', owner: 'shell', heading: 'Services and prices' },
  { path: '/contact', owner: 'shell', heading: 'Contact us' },
  { path: '/help', owner: 'shell', heading: 'Help centre' },

  { path: '/sign-in', owner: 'mfe-auth', heading: 'Sign in' },
  { path: '/sign-up', owner: 'mfe-auth', heading: 'Create your Aboki account' },
  { path: '/otp', owner: 'mfe-auth', heading: 'Confirm your email' },
  { path: '/reset-password', owner: 'mfe-auth', heading: 'Reset your password' },
  { path: '/reset-password/otp', owner: 'mfe-auth', heading: 'Enter your reset code' },
  { path: '/reset-password/submit', owner: 'mfe-auth', heading: 'Choose a new password' },
  { path: '/password-successful', owner: 'mfe-auth', heading: 'Password changed' },

  { path: '/select-services', owner: 'mfe-onboarding', heading: 'How will you use Aboki?', signedIn: true },
  {
    path: '/select-services/agent-profile',
    owner: 'mfe-onboarding',
    heading: 'Create your agent profile',
    signedIn: true,
  },
  {
    path: '/select-services/user-profile',
    owner: 'mfe-onboarding',
    heading: 'Create your user profile',
    signedIn: true,
  },
  {
    path: '/select-services/agent-profile/details',
    owner: 'mfe-onboarding',
    heading: 'Agent profile details',
    signedIn: true,
  },
  {
    path: '/select-services/user-profile/details',
    owner: 'mfe-onboarding',
    heading: 'User profile details',
    signedIn: true,
  },
  {
    path: '/select-services/agent-profile/created',
    owner: 'mfe-onboarding',
    heading: 'Agent profile created',
    signedIn: true,
  },
  {
    path: '/select-services/user-profile/created',
    owner: 'mfe-onboarding',
    heading: 'User profile created',
    signedIn: true,
  },
  { path: '/profile/agent-profile', owner: 'mfe-onboarding', heading: 'Your agent profile', signedIn: true },
  { path: '/profile/user-profile', owner: 'mfe-onboarding', heading: 'Your profile', signedIn: true },

  { path: '/aboki', owner: 'mfe-aboki', heading: 'Onboard an Aboki', signedIn: true, agent: true },
  {
    path: '/aboki/profile-details',
    owner: 'mfe-aboki',
    heading: 'Aboki profile details',
    signedIn: true,
    agent: true,
  },
  {
    path: '/aboki/select-services',
    owner: 'mfe-aboki',
    heading: 'Choose the Aboki’s services',
    signedIn: true,
    agent: true,
  },
  {
    path: '/aboki/services-available',
    owner: 'mfe-aboki',
    heading: 'Set the Aboki’s availability',
    signedIn: true,
    agent: true,
  },
  {
    path: '/aboki/services-success',
    owner: 'mfe-aboki',
    heading: 'Aboki ready for requests',
    signedIn: true,
    agent: true,
  },
  {
    path: '/profile/agent-dashboard',
    owner: 'mfe-aboki',
    heading: 'Agent dashboard',
    signedIn: true,
    agent: true,
  },
  // The operator console (issue 25): to anyone who is not staff, /ops is simply not there.
  { path: '/ops', owner: 'mfe-ops', heading: 'This page is not available', signedIn: true },

  { path: '/select-aboki', owner: 'mfe-requests', heading: 'Choose an Aboki' },
  { path: '/select-aboki/confirm-request', owner: 'mfe-requests', heading: 'Confirm your request' },
  {
    path: '/select-aboki/add-payment-option',
    owner: 'mfe-requests',
    heading: 'Choose how to pay',
    signedIn: true,
    user: true,
  },
  {
    path: '/select-aboki/request-details',
    owner: 'mfe-requests',
    heading: 'Request details',
    signedIn: true,
    user: true,
  },
  {
    path: '/select-aboki/service-request-successful',
    owner: 'mfe-requests',
    heading: 'Request sent',
    signedIn: true,
    user: true,
  },
  { path: '/select-aboki/service-request-error', owner: 'mfe-requests', heading: 'Request not sent' },
  {
    path: '/manage-services-request',
    owner: 'mfe-requests',
    heading: 'Ongoing requests',
    landsOn: '/manage-services-request/ongoing',
    signedIn: true,
  },
  {
    path: '/manage-services-request/ongoing',
    owner: 'mfe-requests',
    heading: 'Ongoing requests',
    signedIn: true,
  },
  {
    path: '/manage-services-request/upcoming',
    owner: 'mfe-requests',
    heading: 'Upcoming requests',
    signedIn: true,
  },
  {
    path: '/manage-services-request/completed',
    owner: 'mfe-requests',
    heading: 'Completed requests',
    signedIn: true,
  },
  {
    path: '/manage-services-request/cancelled',
    owner: 'mfe-requests',
    heading: 'Cancelled requests',
    signedIn: true,
  },
];

/** The h1s of the shell's error pages: a page showing one of these did not render its own content. */
export const ERROR_HEADINGS = [
  'Page not found',
  'This part of Aboki did not load',
  'Something went wrong on this page',
  'Aboki ran into a problem',
] as const;
