import { defineBook } from 'shared';
import type { FooterText } from './en.js';
export type { FooterText };

/** The site footer's texts: a book of its own, as the footer is on every page of the site layout. */
export const footerBook = defineBook<FooterText>('shell/footer', {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});
