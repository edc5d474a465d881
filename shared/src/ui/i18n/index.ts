import { defineBook } from '../../i18n/book.js';
import type { KitText } from './en.js';

/** The UI kit's words; every app's pages show them, so they load with the first page in a language. */
export const kitBook = defineBook<KitText>('shared/ui', {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});
