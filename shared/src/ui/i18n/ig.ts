import type { Translation } from '../../i18n/book.js';
import type { KitText } from './en.js';

const ig: Translation<KitText> = {
  '(optional)': '(ọ bụghị iwu)',
  'Try again': 'Nwaa ọzọ',
  'Show password': 'Gosi okwuntughe',
  'Hide password': 'Zoo okwuntughe',
  Show: 'Gosi',
  Hide: 'Zoo',
  '6-digit code': 'Koodu nọmba 6',
  'Checking you are signed in…': 'Anyị na-elele ma ị banyela…',
  State: 'Steeti',
  'Choose your state': 'Họrọ steeti gị',
  'Local government area (LGA)': 'Ọchịchị ime obodo (LGA)',
  'Choose your LGA': 'Họrọ LGA gị',
  'Choose a state first': 'Buru ụzọ họrọ steeti',
  'Neighbourhood or area': 'Obodo ma ọ bụ mpaghara',
  'Type where you live, like Yaba or Wuse, and choose it: we fill in the state and LGA.':
    'Dee ebe ị bi, dịka Yaba ma ọ bụ Wuse, ma họrọ ya: anyị ga-edejupụta steeti na LGA.',
  Places: 'Ebe',
  'No area by that name: choose the state and LGA below.':
    'Enweghị mpaghara nwere aha ahụ: họrọ steeti na LGA n’okpuru.',
  English: 'Bekee',
  Pidgin: 'Pidgin',
  Hausa: 'Hausa',
  Yoruba: 'Yoruba',
  Igbo: 'Igbo',
  Fulfulde: 'Fulfulde',
  Ibibio: 'Ibibio',
  Tiv: 'Tiv',
  Kanuri: 'Kanuri',
  Edo: 'Edo',
};

export default ig;
