import { defineBook } from 'shared';
import type { FrameText } from './en.js';
export type { FrameText };

/** The frame every page shows: it says them in English; each other language is fetched when chosen. */
export const frameBook = defineBook<FrameText>('shell/frame', {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});
