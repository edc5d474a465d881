import type { Translation } from 'shared';
import type en from './en.js';

const pcm: Translation<typeof en> = {
  'header.signIn': 'Sign in',
  'header.menu': 'Menu',
  'header.close': 'Close',
  'header.mainNav': 'Main',
  'header.dashboard': 'Dashboard',
  'header.myRequests': 'My requests',
  'header.finishSetup': 'Finish setup',
  'header.yourAccount': 'Your account: {name}',
  'header.signOut': 'Sign out',
  'header.signingOut': 'We dey sign you out…',
  'header.language': 'Language',
  'nav.services': 'Services',
  'nav.about': 'About us',
  'nav.help': 'Help',
  'nav.contact': 'Contact',
  'frame.skip': 'Go straight to wetin dey page',
  'frame.loading': 'Aboki dey load…',
  'auth.needHand': 'You need help?',
  'auth.helpCentre': 'Help centre',
  'auth.contactUs': 'Contact us',
  'notFound.title': 'We no see dis page',
  'notFound.description': 'We no fit find dat page. Dem fit don move am, or the link get mistake.',
  'errors.goHome': 'Go back to home page',
  'errors.visitHelp': 'Check help centre',
  'errors.tryAgain': 'Try again',
  'errors.notLoaded.title': 'Dis part of Aboki no load',
  'errors.notLoaded.description':
    'Your network fit don cut, or we dey update dis page. The rest of Aboki still dey work.',
  'errors.notVerified.title': 'We no fit confirm dis part of Aboki',
  'errors.notVerified.description':
    'Wetin reach your phone no be wetin Aboki send, so we no run am. Some network dey change page for road: try again, or use another network or your data. The rest of Aboki still dey work.',
  'errors.pageFailed.title': 'Something spoil for dis page',
  'errors.pageFailed.description':
    'We no fit show dis page. Abeg try again; if e still dey happen, tell us for the contact page.',
  'errors.root.title': 'Aboki jam problem',
  'errors.root.description':
    'Something go wrong as we dey show dis page. If you reload am, e go normally work.',
  'errors.root.reload': 'Reload the page',
  'banner.ready': 'New version of Aboki don ready.',
  'banner.reload': 'Reload',
  'banner.notNow': 'No be now',
  'preview.label': 'Preview',
  'preview.versions': 'Preview: {versions}',
  'preview.leave': 'Comot from preview',
  'preview.leaveFailed': 'We no fit comot you from the preview. Abeg try again.',
};

export default pcm;
