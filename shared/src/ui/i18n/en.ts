/** The UI kit's own words, when the page gives it no others: the keys of its catalogues (never bundled). */
const en = [
  '(optional)',
  'Try again',
  'Show password',
  'Hide password',
  'Show',
  'Hide',
  '6-digit code',
  'Checking you are signed in…',
  'State',
  'Choose your state',
  'Local government area (LGA)',
  'Choose your LGA',
  'Choose a state first',
  'Neighbourhood or area',
  'Type where you live, like Yaba or Wuse, and choose it: we fill in the state and LGA.',
  'Places',
  'No area by that name: choose the state and LGA below.',
  'English',
  'Pidgin',
  'Hausa',
  'Yoruba',
  'Igbo',
  'Fulfulde',
  'Ibibio',
  'Tiv',
  'Kanuri',
  'Edo',
] as const;

export default en;
export type KitText = (typeof en)[number];
