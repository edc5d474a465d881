import type { Translation } from '../../i18n/book.js';
import type en from './en.js';

const ig: Translation<typeof en> = {
  optional: '(ọ bụghị iwu)',
  tryAgain: 'Nwaa ọzọ',
  showPassword: 'Gosi okwuntughe',
  hidePassword: 'Zoo okwuntughe',
  show: 'Gosi',
  hide: 'Zoo',
  otpLabel: 'Koodu nọmba 6',
  checkingSignIn: 'Anyị na-elele ma ị banyela…',
  state: 'Steeti',
  chooseState: 'Họrọ steeti gị',
  lga: 'Ọchịchị ime obodo (LGA)',
  chooseLga: 'Họrọ LGA gị',
  chooseStateFirst: 'Buru ụzọ họrọ steeti',
  area: 'Obodo ma ọ bụ mpaghara',
  areaHint: 'Dee ebe ị bi, dịka Yaba ma ọ bụ Wuse, ma họrọ ya: anyị ga-edejupụta steeti na LGA.',
  places: 'Ebe',
  noArea: 'Enweghị mpaghara nwere aha ahụ: họrọ steeti na LGA n’okpuru.',
};

export default ig;
