import { defineBook, type Translate } from 'shared';
import type { AuthText } from './en.js';
export type { AuthText };

/** mfe-auth's texts: the pages say them in English; each other language is a chunk of its own. */
export const authBook = defineBook<AuthText>('mfe-auth', {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});

export type AuthT = Translate<AuthText>;
