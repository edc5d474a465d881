import type { Translation } from '../../i18n/book.js';
import type { KitText } from './en.js';

const pcm: Translation<KitText> = {
  '(optional)': '(no be must)',
  'Try again': 'Try again',
  'Show password': 'Show password',
  'Hide password': 'Hide password',
  Show: 'Show',
  Hide: 'Hide',
  '6-digit code': '6-digit code',
  'Checking you are signed in…': 'We dey check say you don sign in…',
  State: 'State',
  'Choose your state': 'Choose your state',
  'Local government area (LGA)': 'Local government (LGA)',
  'Choose your LGA': 'Choose your LGA',
  'Choose a state first': 'Choose state first',
  'Neighbourhood or area': 'Area wey you dey',
  'Type where you live, like Yaba or Wuse, and choose it: we fill in the state and LGA.':
    'Type where you dey stay, like Yaba or Wuse, then choose am: we go fill the state and LGA.',
  Places: 'Places',
  'No area by that name: choose the state and LGA below.':
    'We no see area wey get dat name: choose the state and LGA for down.',
  English: 'English',
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

export default pcm;
