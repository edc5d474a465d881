import { defineBook } from '../../i18n/book.js';
import en from './en.js';

/** The UI kit's words; every app's pages show them, so they load with the first page in a language. */
export const kitBook = defineBook('shared/ui', en, {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});
