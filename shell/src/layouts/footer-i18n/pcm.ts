import type { Translation } from 'shared';
import type en from './en.js';

const pcm: Translation<typeof en> = {
  'footer.tagline': 'Person wey you fit trust for house work and errand, for all Naija.',
  'footer.nav': 'Footer',
  'footer.services': 'Services',
  'footer.about': 'About us',
  'footer.help': 'Help centre',
  'footer.contact': 'Contact us',
};

export default pcm;
