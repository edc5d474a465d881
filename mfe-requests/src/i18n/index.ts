import { currentLanguage, defineBook, translator, type Translate } from 'shared';
import type { RequestsText } from './en.js';
export type { RequestsText };

/** mfe-requests' texts: the pages say them in English; each other language is a chunk of its own. */
export const requestsBook = defineBook<RequestsText>('mfe-requests', {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});

export type RequestsT = Translate<RequestsText>;

/**
 * The book in the language of the moment, outside a component (a toast raised from the live
 * stream): the pages that raise them have loaded it already, else it speaks English.
 */
export function translateNow(): RequestsT {
  return translator(requestsBook, currentLanguage());
}

/** "Speaks Hausa, English", in the page's language (each name from `useSpokenLanguageName`). */
export function speaksText(t: RequestsT, names: readonly string[]): string {
  return t('Speaks {languages}', { languages: names.join(', ') });
}
