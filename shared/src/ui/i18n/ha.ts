import type { Translation } from '../../i18n/book.js';
import type { KitText } from './en.js';

const ha: Translation<KitText> = {
  '(optional)': '(ba dole ba)',
  'Try again': 'Sake gwadawa',
  'Show password': 'Nuna kalmar sirri',
  'Hide password': 'Ɓoye kalmar sirri',
  Show: 'Nuna',
  Hide: 'Ɓoye',
  '6-digit code': 'Lamba mai lambobi 6',
  'Checking you are signed in…': 'Muna duba ko kun shiga…',
  State: 'Jiha',
  'Choose your state': 'Zaɓi jiharku',
  'Local government area (LGA)': 'Ƙaramar hukuma (LGA)',
  'Choose your LGA': 'Zaɓi ƙaramar hukumarku',
  'Choose a state first': 'Ku fara zaɓar jiha',
  'Neighbourhood or area': 'Unguwa ko yanki',
  'Type where you live, like Yaba or Wuse, and choose it: we fill in the state and LGA.':
    'Ku rubuta inda kuke zaune, kamar Yaba ko Wuse, ku zaɓa: za mu cika jiha da ƙaramar hukuma.',
  Places: 'Wurare',
  'No area by that name: choose the state and LGA below.':
    'Babu unguwa mai wannan suna: ku zaɓi jiha da ƙaramar hukuma a ƙasa.',
  English: 'Turanci',
  Pidgin: 'Pidgin',
  Hausa: 'Hausa',
  Yoruba: 'Yarbanci',
  Igbo: 'Igbo',
  Fulfulde: 'Fulatanci',
  Ibibio: 'Ibibio',
  Tiv: 'Tiv',
  Kanuri: 'Kanuri',
  Edo: 'Edo',
};

export default ha;
