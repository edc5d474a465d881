import type { Translation } from 'shared/i18n';
import type { FrameText } from './en.js';

const yo: Translation<FrameText> = {
  'Sign in': 'Wọlé',
  Menu: 'Àkójọ',
  Close: 'Pa á dé',
  Main: 'Àkọ́kọ́',
  Dashboard: 'Pátákó iṣẹ́',
  'My requests': 'Ìbéèrè mi',
  'Finish setting up': 'Parí ìṣètò',
  'Your account: {name}': 'Àkọọ́lẹ̀ yín: {name}',
  'Sign out': 'Jáde',
  'Signing out…': 'A ń jáde…',
  Language: 'Èdè',
  Services: 'Iṣẹ́',
  About: 'Nípa wa',
  Help: 'Ìrànlọ́wọ́',
  Contact: 'Kàn sí wa',
  'Skip to content': 'Fò lọ sí àkóónú',
  'Loading Aboki…': 'Aboki ń ṣí…',
  'Need a hand?': 'Ṣé ẹ nílò ìrànlọ́wọ́?',
  'Help centre': 'Ibùdó ìrànlọ́wọ́',
  'Contact us': 'Kàn sí wa',
  'Page not found': 'A kò rí ojú-ìwé yìí',
  'We could not find that page. It may have moved, or the link may be mistyped.':
    'A kò rí ojú-ìwé náà. Ó lè jẹ́ pé a ti gbé e lọ síbòmíràn, tàbí pé àṣìṣe wà nínú ìjápọ̀ náà.',
  'Go to the home page': 'Lọ sí ojú-ìwé àkọ́kọ́',
  'Visit the help centre': 'Lọ sí ibùdó ìrànlọ́wọ́',
  'Try again': 'Ẹ tún gbìyànjú',
  'This part of Aboki did not load': 'Apá Aboki yìí kò ṣí',
  'Your connection may have dropped, or we are updating this page. The rest of Aboki still works.':
    'Ó lè jẹ́ pé íntánẹ́ẹ̀tì yín ti já, tàbí pé à ń ṣàtúnṣe ojú-ìwé yìí. Àwọn apá Aboki yòókù ṣì ń ṣiṣẹ́.',
  'We could not verify this part of Aboki': 'A kò lè fọkàn tán apá Aboki yìí',
  'What reached your phone was not what Aboki published, so we did not run it. Some networks change pages on the way: try again, or use another network or mobile data. The rest of Aboki still works.':
    'Ohun tó dé orí fóònù yín kì í ṣe ohun tí Aboki gbé jáde, nítorí náà a kò ṣí i. Àwọn nẹ́tíwọ́ọ̀kì kan máa ń yí ojú-ìwé padà lójú ọ̀nà: ẹ tún gbìyànjú, tàbí ẹ lo nẹ́tíwọ́ọ̀kì mìíràn tàbí dátà. Àwọn apá Aboki yòókù ṣì ń ṣiṣẹ́.',
  'Something went wrong on this page': 'Nǹkan kan dàrú lórí ojú-ìwé yìí',
  'We could not show this page. Please try again; if it keeps happening, tell us through the contact page.':
    'A kò lè fi ojú-ìwé yìí hàn. Ẹ jọ̀ọ́ ẹ tún gbìyànjú; tí ó bá ń ṣẹlẹ̀ ṣáá, ẹ sọ fún wa láti ojú-ìwé ìkànsí.',
  'Aboki ran into a problem': 'Aboki ní ìṣòro',
  'Something went wrong while showing this page. Reloading usually fixes it.':
    'Nǹkan kan dàrú bí a ṣe ń fi ojú-ìwé yìí hàn. Títún un ṣí sábà máa ń yanjú rẹ̀.',
  'Reload the page': 'Tún ojú-ìwé ṣí',
  'A new version of Aboki is ready.': 'Ẹ̀yà tuntun Aboki ti ṣetán.',
  Reload: 'Tún ṣí',
  'Not now': 'Kì í ṣe báyìí',
  Preview: 'Àyẹ̀wò',
  'Preview: {versions}': 'Àyẹ̀wò: {versions}',
  'Leave preview': 'Kúrò nínú àyẹ̀wò',
  'Could not leave the preview. Please try again.':
    'A kò lè mú yín kúrò nínú àyẹ̀wò náà. Ẹ jọ̀ọ́ ẹ tún gbìyànjú.',
};

export default yo;
