import { getDefaultStore, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { defineBook, loadedCatalogue } from './book.js';
import { languageAtom, useT } from './language-atom.js';
import { sayFrom } from './said-lookup.js';

/**
 * Aboki's own texts in the browser (the schemas' field errors checked before sending, the API
 * client's fallbacks): the same catalogues the API says its answers from, keyed by the English and
 * fetched for the page's language only.
 */
export const saidBook = defineBook<string>('shared/said', {
  pcm: () => import('./said/pcm.js'),
  ha: () => import('./said/ha.js'),
  yo: () => import('./said/yo.js'),
  ig: () => import('./said/ig.js'),
});

/** An English text of Aboki's own in the page's language now; as it is while its catalogue loads. */
export function sayInPage(english: string, store = getDefaultStore()): string {
  const language = store.get(languageAtom);
  return sayFrom(loadedCatalogue(saidBook, language) ?? {}, language, english);
}

/** In a component: Aboki's own English texts in the page's language (suspends until they load). */
export function useSay(): (english: string) => string {
  useT(saidBook);
  const language = useAtomValue(languageAtom);
  return useCallback(
    (english: string) => sayFrom(loadedCatalogue(saidBook, language) ?? {}, language, english),
    [language],
  );
}
