import type { Translation } from '../../i18n/book.js';
import type { KitText } from './en.js';

const yo: Translation<KitText> = {
  '(optional)': '(kò pọn dandan)',
  'Try again': 'Ẹ tún gbìyànjú',
  'Show password': 'Fi ọ̀rọ̀ aṣínà hàn',
  'Hide password': 'Fi ọ̀rọ̀ aṣínà pamọ́',
  Show: 'Fihàn',
  Hide: 'Fipamọ́',
  '6-digit code': 'Kóòdù oní-nọ́ńbà 6',
  'Checking you are signed in…': 'À ń ṣàyẹ̀wò bóyá ẹ ti wọlé…',
  State: 'Ìpínlẹ̀',
  'Choose your state': 'Ẹ yan ìpínlẹ̀ yín',
  'Local government area (LGA)': 'Ìjọba ìbílẹ̀ (LGA)',
  'Choose your LGA': 'Ẹ yan ìjọba ìbílẹ̀ yín',
  'Choose a state first': 'Ẹ kọ́kọ́ yan ìpínlẹ̀',
  'Neighbourhood or area': 'Àdúgbò',
  'Type where you live, like Yaba or Wuse, and choose it: we fill in the state and LGA.':
    'Ẹ kọ ibi tí ẹ ń gbé, bíi Yaba tàbí Wuse, kí ẹ sì yàn án: a ó kún ìpínlẹ̀ àti ìjọba ìbílẹ̀.',
  Places: 'Àwọn ibi',
  'No area by that name: choose the state and LGA below.':
    'Kò sí àdúgbò tó ń jẹ́ bẹ́ẹ̀: ẹ yan ìpínlẹ̀ àti ìjọba ìbílẹ̀ nísàlẹ̀.',
  English: 'Gẹ̀ẹ́sì',
  Pidgin: 'Pidgin',
  Hausa: 'Haúsá',
  Yoruba: 'Yorùbá',
  Igbo: 'Ìgbò',
  Fulfulde: 'Fúlàní',
  Ibibio: 'Ibibio',
  Tiv: 'Tiv',
  Kanuri: 'Kanuri',
  Edo: 'Ẹdó',
};

export default yo;
