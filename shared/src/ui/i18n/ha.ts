import type { Translation } from '../../i18n/book.js';
import type en from './en.js';

const ha: Translation<typeof en> = {
  optional: '(ba dole ba)',
  tryAgain: 'Sake gwadawa',
  showPassword: 'Nuna kalmar sirri',
  hidePassword: 'Ɓoye kalmar sirri',
  show: 'Nuna',
  hide: 'Ɓoye',
  otpLabel: 'Lamba mai lambobi 6',
  checkingSignIn: 'Muna duba ko kun shiga…',
  state: 'Jiha',
  chooseState: 'Zaɓi jiharku',
  lga: 'Ƙaramar hukuma (LGA)',
  chooseLga: 'Zaɓi ƙaramar hukumarku',
  chooseStateFirst: 'Ku fara zaɓar jiha',
  area: 'Unguwa ko yanki',
  areaHint: 'Ku rubuta inda kuke zaune, kamar Yaba ko Wuse, ku zaɓa: za mu cika jiha da ƙaramar hukuma.',
  places: 'Wurare',
  noArea: 'Babu unguwa mai wannan suna: ku zaɓi jiha da ƙaramar hukuma a ƙasa.',
};

export default ha;
