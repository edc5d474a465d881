import { defineBook } from 'shared';
import en from './en.js';

/** The shell's public pages' texts: English bundled, each other language loaded when it is chosen. */
export const pagesBook = defineBook('shell/pages', en, {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});

/** One of the pages' message ids. */
export type PageText = keyof typeof en;
