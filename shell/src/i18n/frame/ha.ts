import type { Translation } from 'shared/i18n';
import type { FrameText } from './en.js';

const ha: Translation<FrameText> = {
  'Sign in': 'Shiga',
  Menu: 'Menu',
  Close: 'Rufe',
  Main: 'Babba',
  Dashboard: 'Allon aiki',
  'My requests': 'Buƙatuna',
  'Finish setting up': 'Kammala saiti',
  'Your account: {name}': 'Asusunku: {name}',
  'Sign out': 'Fita',
  'Signing out…': 'Ana fita…',
  Language: 'Harshe',
  Services: 'Ayyuka',
  About: 'Game da mu',
  Help: 'Taimako',
  Contact: 'Tuntuɓe mu',
  'Skip to content': 'Tsallaka zuwa abin da ke shafin',
  'Loading Aboki…': 'Ana buɗe Aboki…',
  'Need a hand?': 'Kuna buƙatar taimako?',
  'Help centre': 'Cibiyar taimako',
  'Contact us': 'Tuntuɓe mu',
  'Page not found': 'Ba a sami shafin ba',
  'We could not find that page. It may have moved, or the link may be mistyped.':
    'Ba mu sami wannan shafin ba. Wataƙila an mayar da shi wani wuri, ko kuma an rubuta adireshin ba daidai ba.',
  'Go to the home page': 'Koma shafin farko',
  'Visit the help centre': 'Duba cibiyar taimako',
  'Try again': 'Sake gwadawa',
  'This part of Aboki did not load': 'Wannan ɓangaren Aboki bai buɗe ba',
  'Your connection may have dropped, or we are updating this page. The rest of Aboki still works.':
    'Wataƙila intanet ɗinku ya yanke, ko kuma muna sabunta wannan shafin. Sauran Aboki na aiki.',
  'We could not verify this part of Aboki': 'Ba mu iya tabbatar da wannan ɓangaren Aboki ba',
  'What reached your phone was not what Aboki published, so we did not run it. Some networks change pages on the way: try again, or use another network or mobile data. The rest of Aboki still works.':
    'Abin da ya iso wayarku ba shi ne abin da Aboki ya fitar ba, don haka ba mu buɗe shi ba. Wasu layukan sadarwa suna canza shafuka a hanya: ku sake gwadawa, ko ku yi amfani da wani layi ko data. Sauran Aboki na aiki.',
  'Something went wrong on this page': 'Wani abu ya lalace a wannan shafin',
  'We could not show this page. Please try again; if it keeps happening, tell us through the contact page.':
    'Ba mu iya nuna wannan shafin ba. Don Allah sake gwadawa; idan ya ci gaba, sanar da mu ta shafin tuntuɓa.',
  'Aboki ran into a problem': 'Aboki ya sami matsala',
  'Something went wrong while showing this page. Reloading usually fixes it.':
    'Wani abu ya faru yayin nuna wannan shafin. Sake buɗe shafin yakan gyara shi.',
  'Reload the page': 'Sake buɗe shafin',
  'A new version of Aboki is ready.': 'Sabuwar Aboki ta shirya.',
  Reload: 'Sake buɗewa',
  'Not now': 'Ba yanzu ba',
  Preview: 'Gwaji',
  'Preview: {versions}': 'Gwaji: {versions}',
  'Leave preview': 'Bar gwajin',
  'Could not leave the preview. Please try again.':
    'Ba mu iya fitar da ku daga gwajin ba. Don Allah ku sake gwadawa.',
};

export default ha;
