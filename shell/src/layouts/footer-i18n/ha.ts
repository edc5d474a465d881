import type { Translation } from 'shared';
import type en from './en.js';

const ha: Translation<typeof en> = {
  'footer.tagline': 'Amintaccen taimako a gida da wajen aike-aike, a faɗin Najeriya.',
  'footer.nav': 'Ƙasan shafi',
  'footer.services': 'Ayyuka',
  'footer.about': 'Game da mu',
  'footer.help': 'Cibiyar taimako',
  'footer.contact': 'Tuntuɓe mu',
};

export default ha;
