import type { Catalogue } from 'shared';

/** The shell's frame: header, auth frame, skeletons, error pages and the new-version banner. */
const en = {
  'header.signIn': 'Sign in',
  'header.menu': 'Menu',
  'header.close': 'Close',
  'header.mainNav': 'Main',
  'header.dashboard': 'Dashboard',
  'header.myRequests': 'My requests',
  'header.finishSetup': 'Finish setting up',
  'header.yourAccount': 'Your account: {name}',
  'header.signOut': 'Sign out',
  'header.signingOut': 'Signing out…',
  'header.language': 'Language',
  'nav.services': 'Services',
  'nav.about': 'About',
  'nav.help': 'Help',
  'nav.contact': 'Contact',
  'frame.skip': 'Skip to content',
  'frame.loading': 'Loading Aboki…',
  'auth.needHand': 'Need a hand?',
  'auth.helpCentre': 'Help centre',
  'auth.contactUs': 'Contact us',
  'notFound.title': 'Page not found',
  'notFound.description': 'We could not find that page. It may have moved, or the link may be mistyped.',
  'errors.goHome': 'Go to the home page',
  'errors.visitHelp': 'Visit the help centre',
  'errors.tryAgain': 'Try again',
  'errors.notLoaded.title': 'This part of Aboki did not load',
  'errors.notLoaded.description':
    'Your connection may have dropped, or we are updating this page. The rest of Aboki still works.',
  'errors.notVerified.title': 'We could not verify this part of Aboki',
  'errors.notVerified.description':
    'What reached your phone was not what Aboki published, so we did not run it. Some networks change pages on the way: try again, or use another network or mobile data. The rest of Aboki still works.',
  'errors.pageFailed.title': 'Something went wrong on this page',
  'errors.pageFailed.description':
    'We could not show this page. Please try again; if it keeps happening, tell us through the contact page.',
  'errors.root.title': 'Aboki ran into a problem',
  'errors.root.description': 'Something went wrong while showing this page. Reloading usually fixes it.',
  'errors.root.reload': 'Reload the page',
  'banner.ready': 'A new version of Aboki is ready.',
  'banner.reload': 'Reload',
  'banner.notNow': 'Not now',
  'preview.label': 'Preview',
  'preview.versions': 'Preview: {versions}',
  'preview.leave': 'Leave preview',
  'preview.leaveFailed': 'Could not leave the preview. Please try again.',
} satisfies Catalogue;

export default en;
