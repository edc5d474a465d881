import type { Translation } from 'shared/i18n';
import type { FooterText } from './en.js';

const ha: Translation<FooterText> = {
  'Trusted help at home and with errands, across Nigeria.':
    'Amintaccen taimako a gida da wajen aike-aike, a faɗin Najeriya.',
  Footer: 'Ƙasan shafi',
  Services: 'Ayyuka',
  About: 'Game da mu',
  'Help centre': 'Cibiyar taimako',
  'Contact us': 'Tuntuɓe mu',
};

export default ha;
