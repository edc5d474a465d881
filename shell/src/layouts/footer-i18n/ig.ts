import type { Translation } from 'shared';
import type en from './en.js';

const ig: Translation<typeof en> = {
  'footer.tagline': 'Enyemaka ị pụrụ ịtụkwasị obi, n’ụlọ na n’ozi, n’ofe Naịjirịa.',
  'footer.nav': 'Ala ibe',
  'footer.services': 'Ọrụ',
  'footer.about': 'Maka anyị',
  'footer.help': 'Ebe enyemaka',
  'footer.contact': 'Kpọtụrụ anyị',
};

export default ig;
