import { defineBook } from 'shared';
import en from './en.js';

/** The frame every page shows: English is bundled with it, each other language is fetched when chosen. */
export const frameBook = defineBook('shell/frame', en, {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});
