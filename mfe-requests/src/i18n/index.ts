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

/** The search's languages, by the API's value: the ids of their names. */
const LANGUAGE_IDS: Readonly<Record<string, RequestsText>> = {
  English: 'English',
  Pidgin: 'Pidgin',
  Hausa: 'Hausa',
  Yoruba: 'Yoruba',
  Igbo: 'Igbo',
  Fulfulde: 'Fulfulde',
  Ibibio: 'Ibibio',
  Tiv: 'Tiv',
  Kanuri: 'Kanuri',
  Edo: 'Edo',
};

/** The name of a language an Aboki speaks, in the page's language (the API's value when unknown). */
export function languageName(t: RequestsT, language: string): string {
  const id = LANGUAGE_IDS[language];
  return id ? t(id) : language;
}

/** "Speaks Hausa, English", in the page's language. */
export function speaksText(t: RequestsT, languages: readonly string[]): string {
  return t('Speaks {languages}', {
    languages: languages.map((language) => languageName(t, language)).join(', '),
  });
}
