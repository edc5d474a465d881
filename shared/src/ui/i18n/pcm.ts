import type { Translation } from '../../i18n/book.js';
import type en from './en.js';

const pcm: Translation<typeof en> = {
  optional: '(no be must)',
  tryAgain: 'Try again',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  show: 'Show',
  hide: 'Hide',
  otpLabel: '6-digit code',
  checkingSignIn: 'We dey check say you don sign in…',
  state: 'State',
  chooseState: 'Choose your state',
  lga: 'Local government (LGA)',
  chooseLga: 'Choose your LGA',
  chooseStateFirst: 'Choose state first',
  area: 'Area wey you dey',
  areaHint: 'Type where you dey stay, like Yaba or Wuse, then choose am: we go fill the state and LGA.',
  places: 'Places',
  noArea: 'We no see area wey get dat name: choose the state and LGA for down.',
};

export default pcm;
