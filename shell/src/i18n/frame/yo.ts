import type { Translation } from 'shared';
import type en from './en.js';

const yo: Translation<typeof en> = {
  'header.signIn': 'Wọlé',
  'header.menu': 'Àkójọ',
  'header.close': 'Pa á dé',
  'header.mainNav': 'Àkọ́kọ́',
  'header.dashboard': 'Pátákó iṣẹ́',
  'header.myRequests': 'Àwọn ìbéèrè mi',
  'header.finishSetup': 'Parí ìṣètò',
  'header.yourAccount': 'Àkọọ́lẹ̀ yín: {name}',
  'header.signOut': 'Jáde',
  'header.signingOut': 'A ń jáde…',
  'header.language': 'Èdè',
  'nav.services': 'Iṣẹ́',
  'nav.about': 'Nípa wa',
  'nav.help': 'Ìrànlọ́wọ́',
  'nav.contact': 'Kàn sí wa',
  'frame.skip': 'Fò lọ sí àkóónú',
  'frame.loading': 'Aboki ń ṣí…',
  'auth.needHand': 'Ṣé ẹ nílò ìrànlọ́wọ́?',
  'auth.helpCentre': 'Ibùdó ìrànlọ́wọ́',
  'auth.contactUs': 'Kàn sí wa',
  'notFound.title': 'A kò rí ojú-ìwé yìí',
  'notFound.description':
    'A kò rí ojú-ìwé náà. Ó lè jẹ́ pé a ti gbé e lọ síbòmíràn, tàbí pé àṣìṣe wà nínú ìjápọ̀ náà.',
  'errors.goHome': 'Lọ sí ojú-ìwé àkọ́kọ́',
  'errors.visitHelp': 'Lọ sí ibùdó ìrànlọ́wọ́',
  'errors.tryAgain': 'Ẹ tún gbìyànjú',
  'errors.notLoaded.title': 'Apá Aboki yìí kò ṣí',
  'errors.notLoaded.description':
    'Ó lè jẹ́ pé íntánẹ́ẹ̀tì yín ti já, tàbí pé à ń ṣàtúnṣe ojú-ìwé yìí. Àwọn apá Aboki yòókù ṣì ń ṣiṣẹ́.',
  'errors.notVerified.title': 'A kò lè fọkàn tán apá Aboki yìí',
  'errors.notVerified.description':
    'Ohun tó dé orí fóònù yín kì í ṣe ohun tí Aboki gbé jáde, nítorí náà a kò ṣí i. Àwọn nẹ́tíwọ́ọ̀kì kan máa ń yí ojú-ìwé padà lójú ọ̀nà: ẹ tún gbìyànjú, tàbí ẹ lo nẹ́tíwọ́ọ̀kì mìíràn tàbí dátà. Àwọn apá Aboki yòókù ṣì ń ṣiṣẹ́.',
  'errors.pageFailed.title': 'Nǹkan kan dàrú lórí ojú-ìwé yìí',
  'errors.pageFailed.description':
    'A kò lè fi ojú-ìwé yìí hàn. Ẹ jọ̀ọ́ ẹ tún gbìyànjú; tí ó bá ń ṣẹlẹ̀ ṣáá, ẹ sọ fún wa láti ojú-ìwé ìkànsí.',
  'errors.root.title': 'Aboki ní ìṣòro',
  'errors.root.description': 'Nǹkan kan dàrú bí a ṣe ń fi ojú-ìwé yìí hàn. Títún un ṣí sábà máa ń yanjú rẹ̀.',
  'errors.root.reload': 'Tún ojú-ìwé ṣí',
  'banner.ready': 'Ẹ̀yà tuntun Aboki ti ṣetán.',
  'banner.reload': 'Tún ṣí',
  'banner.notNow': 'Kì í ṣe báyìí',
  'preview.label': 'Àyẹ̀wò',
  'preview.versions': 'Àyẹ̀wò: {versions}',
  'preview.leave': 'Kúrò nínú àyẹ̀wò',
  'preview.leaveFailed': 'A kò lè mú yín kúrò nínú àyẹ̀wò náà. Ẹ jọ̀ọ́ ẹ tún gbìyànjú.',
};

export default yo;
