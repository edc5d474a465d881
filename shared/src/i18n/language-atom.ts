import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { use, useMemo } from 'react';
import { isBookReady, loadAllBooks, loadBook, translator, type Book, type Translate } from './book.js';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_TAGS,
  languageOfTag,
  SOURCE_LANGUAGE,
  type Language,
} from './languages.js';

/**
 * The page's language, one atom for every app (it lives in the `shared` singleton, like the auth
 * atom). It starts as the document's `<html lang>`: the site server chose it (a `?lang=` link, the
 * cookie, then Accept-Language) and rendered the page in it, so hydration starts in the same words.
 */
export const languageAtom = atom<Language>(
  (typeof document !== 'undefined' && languageOfTag(document.documentElement.lang)) || SOURCE_LANGUAGE,
);

/** The language every request and page uses now (the API client sends it as Accept-Language). */
export function currentLanguage(store = getDefaultStore()): Language {
  return store.get(languageAtom);
}

/**
 * Changes the language without reloading: every book in use loads first, so the page switches in
 * one step and nothing typed into a form is lost. The cookie lets the site server render the next
 * document in it; saving it on an account is the caller's (the header, which knows who is signed in).
 */
export async function chooseLanguage(language: Language, store = getDefaultStore()): Promise<void> {
  await loadAllBooks(language);
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
    document.documentElement.lang = LANGUAGE_TAGS[language];
  }
  store.set(languageAtom, language);
}

/**
 * A book's translate function in the page's language. A book not yet loaded in it suspends the
 * page (its route's fallback shows, or the server's markup stays while hydrating) until it is.
 */
export function useT<Text extends string>(book: Book<Text>): Translate<Text> {
  const language = useAtomValue(languageAtom);
  // The same promise while it loads (loadBook keeps it), as `use` requires.
  if (!isBookReady(book, language)) use(loadBook(book, language));
  return useMemo(() => translator(book, language), [book, language]);
}
