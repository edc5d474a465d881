import type { Translation } from '../../i18n/book.js';
import type en from './en.js';

const yo: Translation<typeof en> = {
  optional: '(kò pọn dandan)',
  tryAgain: 'Ẹ tún gbìyànjú',
  showPassword: 'Fi ọ̀rọ̀ aṣínà hàn',
  hidePassword: 'Fi ọ̀rọ̀ aṣínà pamọ́',
  show: 'Fihàn',
  hide: 'Fipamọ́',
  otpLabel: 'Kóòdù oní-nọ́ńbà 6',
  checkingSignIn: 'À ń ṣàyẹ̀wò bóyá ẹ ti wọlé…',
  state: 'Ìpínlẹ̀',
  chooseState: 'Ẹ yan ìpínlẹ̀ yín',
  lga: 'Ìjọba ìbílẹ̀ (LGA)',
  chooseLga: 'Ẹ yan ìjọba ìbílẹ̀ yín',
  chooseStateFirst: 'Ẹ kọ́kọ́ yan ìpínlẹ̀',
  area: 'Àdúgbò',
  areaHint: 'Ẹ kọ ibi tí ẹ ń gbé, bíi Yaba tàbí Wuse, kí ẹ sì yàn án: a ó kún ìpínlẹ̀ àti ìjọba ìbílẹ̀.',
  places: 'Àwọn ibi',
  noArea: 'Kò sí àdúgbò tó ń jẹ́ bẹ́ẹ̀: ẹ yan ìpínlẹ̀ àti ìjọba ìbílẹ̀ nísàlẹ̀.',
};

export default yo;
