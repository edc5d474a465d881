import type { Translation } from 'shared/i18n';
import type { FooterText } from './en.js';

const pcm: Translation<FooterText> = {
  'Trusted help at home and with errands, across Nigeria.':
    'Person wey you fit trust for house work and errand, for all Naija.',
  Footer: 'Footer',
  Services: 'Services',
  About: 'About us',
  'Help centre': 'Help centre',
  'Contact us': 'Contact us',
};

export default pcm;
