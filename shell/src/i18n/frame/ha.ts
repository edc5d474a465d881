import type { Translation } from 'shared';
import type en from './en.js';

const ha: Translation<typeof en> = {
  'header.signIn': 'Shiga',
  'header.menu': 'Menu',
  'header.close': 'Rufe',
  'header.mainNav': 'Babba',
  'header.dashboard': 'Allon aiki',
  'header.myRequests': 'Buƙatuna',
  'header.finishSetup': 'Kammala saiti',
  'header.yourAccount': 'Asusunka: {name}',
  'header.signOut': 'Fita',
  'header.signingOut': 'Ana fita…',
  'header.language': 'Harshe',
  'nav.services': 'Ayyuka',
  'nav.about': 'Game da mu',
  'nav.help': 'Taimako',
  'nav.contact': 'Tuntuɓe mu',
  'frame.skip': 'Tsallaka zuwa abin da ke shafin',
  'frame.loading': 'Ana buɗe Aboki…',
  'auth.needHand': 'Kana buƙatar taimako?',
  'auth.helpCentre': 'Cibiyar taimako',
  'auth.contactUs': 'Tuntuɓe mu',
  'notFound.title': 'Ba a sami shafin ba',
  'notFound.description':
    'Ba mu sami wannan shafin ba. Wataƙila an mayar da shi wani wuri, ko kuma an rubuta adireshin ba daidai ba.',
  'errors.goHome': 'Koma shafin farko',
  'errors.visitHelp': 'Duba cibiyar taimako',
  'errors.tryAgain': 'Sake gwadawa',
  'errors.notLoaded.title': 'Wannan ɓangaren Aboki bai buɗe ba',
  'errors.notLoaded.description':
    'Wataƙila intanet ɗinka ya yanke, ko kuma muna sabunta wannan shafin. Sauran Aboki na aiki.',
  'errors.notVerified.title': 'Ba mu iya tabbatar da wannan ɓangaren Aboki ba',
  'errors.notVerified.description':
    'Abin da ya iso wayarka ba shi ne abin da Aboki ya fitar ba, don haka ba mu buɗe shi ba. Wasu layukan sadarwa suna canza shafuka a hanya: sake gwadawa, ko ka yi amfani da wani layi ko data. Sauran Aboki na aiki.',
  'errors.pageFailed.title': 'Wani abu ya lalace a wannan shafin',
  'errors.pageFailed.description':
    'Ba mu iya nuna wannan shafin ba. Don Allah sake gwadawa; idan ya ci gaba, sanar da mu ta shafin tuntuɓa.',
  'errors.root.title': 'Aboki ya sami matsala',
  'errors.root.description': 'Wani abu ya faru yayin nuna wannan shafin. Sake buɗe shafin yakan gyara shi.',
  'errors.root.reload': 'Sake buɗe shafin',
  'banner.ready': 'Sabuwar Aboki ta shirya.',
  'banner.reload': 'Sake buɗewa',
  'banner.notNow': 'Ba yanzu ba',
  'preview.label': 'Gwaji',
  'preview.versions': 'Gwaji: {versions}',
  'preview.leave': 'Bar gwajin',
  'preview.leaveFailed': 'Ba mu iya fitar da ku daga gwajin ba. Don Allah ku sake gwadawa.',
};

export default ha;
