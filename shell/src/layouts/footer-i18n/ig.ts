import type { Translation } from 'shared/i18n';
import type { FooterText } from './en.js';

const ig: Translation<FooterText> = {
  'Trusted help at home and with errands, across Nigeria.':
    'Enyemaka ị pụrụ ịtụkwasị obi, n’ụlọ na n’ozi, n’ofe Naịjirịa.',
  Footer: 'Ala ibe',
  Services: 'Ọrụ',
  About: 'Maka anyị',
  'Help centre': 'Ebe enyemaka',
  'Contact us': 'Kpọtụrụ anyị',
};

export default ig;
