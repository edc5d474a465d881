import type { Catalogue } from '../../i18n/book.js';

/** The UI kit's own words: what its components say when the page does not give them other words. */
const en = {
  optional: '(optional)',
  tryAgain: 'Try again',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  show: 'Show',
  hide: 'Hide',
  otpLabel: '6-digit code',
  checkingSignIn: 'Checking you are signed in…',
  state: 'State',
  chooseState: 'Choose your state',
  lga: 'Local government area (LGA)',
  chooseLga: 'Choose your LGA',
  chooseStateFirst: 'Choose a state first',
  area: 'Neighbourhood or area',
  areaHint: 'Type where you live, like Yaba or Wuse, and choose it: we fill in the state and LGA.',
  places: 'Places',
  noArea: 'No area by that name: choose the state and LGA below.',
} satisfies Catalogue;

export default en;
