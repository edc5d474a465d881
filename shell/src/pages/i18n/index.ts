import { defineBook } from 'shared';
import type { PageText } from './en.js';

/** The shell's public pages' texts: the pages say them in English; each other language is loaded when chosen. */
export const pagesBook = defineBook<PageText>('shell/pages', {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});

/** One of the pages' message ids. */
export type { PageText };
