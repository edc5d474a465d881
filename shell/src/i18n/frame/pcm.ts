import type { Translation } from 'shared/i18n';
import type { FrameText } from './en.js';

const pcm: Translation<FrameText> = {
  'Sign in': 'Sign in',
  Menu: 'Menu',
  Close: 'Close',
  Main: 'Main',
  Dashboard: 'Dashboard',
  'My requests': 'My requests',
  'Finish setting up': 'Finish setup',
  'Your account: {name}': 'Your account: {name}',
  'Sign out': 'Sign out',
  'Signing out…': 'We dey sign you out…',
  Language: 'Language',
  Services: 'Services',
  About: 'About us',
  Help: 'Help',
  Contact: 'Contact',
  'Skip to content': 'Go straight to wetin dey page',
  'Loading Aboki…': 'Aboki dey load…',
  'Need a hand?': 'You need help?',
  'Help centre': 'Help centre',
  'Contact us': 'Contact us',
  'Page not found': 'We no see dis page',
  'We could not find that page. It may have moved, or the link may be mistyped.':
    'We no fit find dat page. Dem fit don move am, or the link get mistake.',
  'Go to the home page': 'Go back to home page',
  'Visit the help centre': 'Check help centre',
  'Try again': 'Try again',
  'This part of Aboki did not load': 'Dis part of Aboki no load',
  'Your connection may have dropped, or we are updating this page. The rest of Aboki still works.':
    'Your network fit don cut, or we dey update dis page. The rest of Aboki still dey work.',
  'We could not verify this part of Aboki': 'We no fit confirm dis part of Aboki',
  'What reached your phone was not what Aboki published, so we did not run it. Some networks change pages on the way: try again, or use another network or mobile data. The rest of Aboki still works.':
    'Wetin reach your phone no be wetin Aboki send, so we no run am. Some network dey change page for road: try again, or use another network or your data. The rest of Aboki still dey work.',
  'Something went wrong on this page': 'Something spoil for dis page',
  'We could not show this page. Please try again; if it keeps happening, tell us through the contact page.':
    'We no fit show dis page. Abeg try again; if e still dey happen, tell us for the contact page.',
  'Aboki ran into a problem': 'Aboki jam problem',
  'Something went wrong while showing this page. Reloading usually fixes it.':
    'Something go wrong as we dey show dis page. If you reload am, e go normally work.',
  'Reload the page': 'Reload the page',
  'A new version of Aboki is ready.': 'New version of Aboki don ready.',
  Reload: 'Reload',
  'Not now': 'No be now',
  Preview: 'Preview',
  'Preview: {versions}': 'Preview: {versions}',
  'Leave preview': 'Comot from preview',
  'Could not leave the preview. Please try again.': 'We no fit comot you from the preview. Abeg try again.',
};

export default pcm;
