import { defineBook } from 'shared';
import en from './en.js';

/** The site footer's texts: a book of its own, as the footer is on every page of the site layout. */
export const footerBook = defineBook('shell/footer', en, {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});
