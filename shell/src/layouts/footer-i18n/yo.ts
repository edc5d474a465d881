import type { Translation } from 'shared';
import type en from './en.js';

const yo: Translation<typeof en> = {
  'footer.tagline': 'Ìrànlọ́wọ́ tí ẹ lè fọkàn tán, nílé àti lóde, káàkiri Nàìjíríà.',
  'footer.nav': 'Ìsàlẹ̀ ojú-ìwé',
  'footer.services': 'Iṣẹ́',
  'footer.about': 'Nípa wa',
  'footer.help': 'Ibùdó ìrànlọ́wọ́',
  'footer.contact': 'Kàn sí wa',
};

export default yo;
