import { currentLanguage, defineBook, translator, type Translate } from 'shared';
import type { AbokiText } from './en.js';
export type { AbokiText };

/** mfe-aboki's texts: the pages say them in English; each other language is a chunk of its own. */
export const abokiBook = defineBook<AbokiText>('mfe-aboki', {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});

export type AbokiT = Translate<AbokiText>;

/**
 * The book in the page's language now, for texts made outside a component (toasts, an API call's
 * fallback words). A page of mfe-aboki has loaded the book in that language before it shows (useT),
 * so by the time an agent acts, it is there; until then English shows.
 */
export function abokiT(): AbokiT {
  return translator(abokiBook, currentLanguage());
}
