import type { Translation } from 'shared/i18n';
import type { FooterText } from './en.js';

const yo: Translation<FooterText> = {
  'Trusted help at home and with errands, across Nigeria.':
    'Ìrànlọ́wọ́ tí ẹ lè fọkàn tán, nílé àti lóde, káàkiri Nàìjíríà.',
  Footer: 'Ìsàlẹ̀ ojú-ìwé',
  Services: 'Iṣẹ́',
  About: 'Nípa wa',
  'Help centre': 'Ibùdó ìrànlọ́wọ́',
  'Contact us': 'Kàn sí wa',
};

export default yo;
