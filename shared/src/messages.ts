import { template } from './i18n/template.js';

/** Texts the API and the site both show; spec.md §5 and §8 are a contract, so they live in one place. */
export const MESSAGES = {
  contactReceived: "Thanks — we've received your message and will reply by email within one working day.",
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',

  // Accounts: spec §5 and §8 to the letter where the spec gives the text.
  registered: 'Registration successful! Please verify your email.',
  loggedIn: 'Logged in successfully!',
  loggedOut: 'Logged out successfully!',
  roleSet: template<{ role: string }>('Role set to {role} successfully!'),
  profileCreated: 'Profile created successfully!',
  roleRequired: 'Please select a user type (Agent or User) first.',
  userRoleRequired: "Invalid role. Please select 'User' to create a user profile.",
  agentRoleRequired: "Invalid role. Please select 'Agent' to create an agent profile.",

  // Accounts: the server's own answers.
  emailTaken:
    'An account with this email already exists. Sign in, or reset your password if you have forgotten it.',
  weakPasswordCommon:
    'This password is one of the most common passwords, so it is easy to guess. Choose another: a few unrelated words work well.',
  weakPasswordPersonal: 'Your password must not be your name or your email address.',
  codeSent:
    'If that email has an account waiting for verification, we have sent it a new code. It lasts 10 minutes.',
  invalidOtp: 'That code is wrong or has expired. Check the latest email from us, or ask for a new code.',
  emailVerified: 'Email verified. Welcome to Aboki!',
  emailVerifiedSetPassword:
    'Email verified. This email was signed up more than once with different passwords, so neither was kept: choose a new password with "Forgot password" before you next sign in.',
  invalidCredentials: 'Incorrect email or password.',
  emailNotVerified: 'Please verify your email first. We have emailed you a new code.',
  emailNotVerifiedCodeRecent: 'Please verify your email first. Enter the code we emailed you a moment ago.',
  signInCodeRequired:
    'Many wrong passwords have been tried for this account, so signing in now also needs a code from your email. If the password is right, we have emailed you a 6-digit sign-in code: enter it with your password. It lasts 10 minutes.',
  invalidPasswordOrCode:
    'Incorrect password or sign-in code. Check the latest sign-in email from us, or ask for a new code.',
  signInThrottled: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  signUpThrottled: 'Too many sign-ups from here. Please wait a while and try again.',
  codeRequestTooSoon: 'Please wait a minute before asking for another code.',
  codeRequestsThrottled: 'You have asked for several codes. Please wait before asking again.',
  codeChecksThrottled: 'Too many code attempts. Please wait and try again later.',
  signInRequired: 'Please sign in to continue.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  accountSuspended: template<{ reason: string }>(
    'Our team has suspended this account: {reason} If you think this is a mistake, reply to the e-mail we sent you or use the contact page.',
  ),
  resetCodeSent:
    'If an account uses that email, we have sent it a code to reset the password. It lasts 10 minutes.',
  resetCodeAccepted: 'Code accepted. Choose a new password.',
  invalidResetToken: 'This password reset has expired or was already used. Please ask for a new code.',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
  roleLocked: 'Your profile is already created, so your role can no longer change.',
  profileExists: 'You already have a profile. Edit it from your profile page.',
  profileMissing: 'You have not created a profile yet. Create one first.',
  profileUpdated: 'Profile updated successfully!',
  agentFieldsOnly: 'Only agent profiles have this field',

  // Abokis: what the API answers about an agent's Abokis.
  abokiCreated: 'Aboki saved as a draft. Continue with the details.',
  abokiUpdated: 'Aboki details saved.',
  abokiPhotoSaved: 'Photo saved.',
  abokiServicesSaved: 'Services and prices saved.',
  abokiAvailabilitySaved: 'Working hours and areas saved.',
  abokiSentForReview:
    'Sent for review. Our team checks the ID and calls the guarantor, usually within 2 working days; we e-mail you when it is done.',
  abokiWaitingForReview: 'This Aboki is already waiting for a review.',
  abokiIsSuspended:
    'Our team has suspended this Aboki: read the reason on its page, and contact us if something is wrong.',
  abokiPaused: 'Aboki paused. Users will not see them until you resume.',
  abokiResumed: 'Aboki resumed. Users can book them again.',
  abokiAgentsOnly: 'Only agents can onboard and manage Abokis.',
  abokiAgentProfileRequired: 'Create your agent profile first, then you can onboard Abokis.',
  abokiNotFound: 'We could not find that Aboki.',
  /** `missing`: the missing parts' names, joined with ", " by the caller. */
  abokiNotReady: template<{ missing: string }>(
    'This Aboki is not ready to publish yet. Still missing: {missing}.',
  ),
  abokiAlreadyPublished: 'This Aboki is already published.',
  abokiIsPaused: 'This Aboki is paused: resume it instead of publishing it again.',
  abokiCannotPause: 'Only a published Aboki can be paused.',
  abokiCannotResume: 'Only a paused Aboki can be resumed.',
  abokiChanged: 'This Aboki was changed by another request at the same time. Reload and try again.',
  photoNotImage: 'That file is not a JPEG, PNG or WebP photo. Choose a photo and try again.',
  photoTooLarge: 'That photo is too large. Choose one under 5 MB.',
  photoNotFound: 'Photo not found.',
} as const;

/** The words of deleting an account and downloading one's data (the site shows them as they are). */
export const DATA_RIGHTS_MESSAGES = {
  wrongPassword: 'That password is not right. Enter the password you sign in with.',
  openJobs:
    'Your account cannot be deleted while a job is still open or money is still being refunded. Finish or cancel your open jobs first, then try again.',
  alreadyDeleted: 'This account has been deleted.',
  deleted: 'Your account has been deleted.',
  tooManyExports: 'You have downloaded your data 5 times in the last hour. Please try again later.',
  tooManyDeletes: 'Too many attempts to delete this account. Please wait an hour and try again.',
  confirmDelete: 'Confirm that you want to delete your account',
} as const;

// The API's own answers (its error handler's words among them) are `shared/api-messages`: written for API
// clients as much as for people, some name the protocol (JSON), which the pages' words never do, and
// no page needs them, so no app's bundle carries them.
