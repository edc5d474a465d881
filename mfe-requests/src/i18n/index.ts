import { currentLanguage, defineBook, translator, type Translate } from 'shared';
import en from './en.js';

/** mfe-requests' texts: English is bundled with the pages; each other language is its own chunk. */
export const requestsBook = defineBook('mfe-requests', en, {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});

export type RequestsId = keyof typeof en;
export type RequestsT = Translate<typeof en>;

/**
 * The book in the language of the moment, outside a component (a toast raised from the live
 * stream): the pages that raise them have loaded it already, else it speaks English.
 */
export function translateNow(): RequestsT {
  return translator(requestsBook, currentLanguage());
}

/** The catalogue ids of a page's heading (its `export const heading`, in every language). */
export interface HeadingIds {
  title: RequestsId;
  description?: RequestsId;
  documentTitle?: RequestsId;
}

/**
 * Each mfe-requests path with an `export const heading`, as catalogue ids, for a skeleton painted in
 * the visitor's language: the build declares the English from each page's `export const heading`
 * (route-chunks.json), and these name the same texts in `requestsBook` (catalogue.test.ts checks
 * they agree).
 */
export const ROUTE_HEADING_IDS = {
  '/select-aboki': { title: 'select.heading.title', description: 'select.heading.description' },
  '/select-aboki/confirm-request': {
    title: 'confirm.heading.title',
    description: 'confirm.heading.description',
  },
} as const satisfies Record<string, HeadingIds>;

/** A page's heading in the page's language, for `<PageHeading {...translatedHeading(t, ids)} />`. */
export function translatedHeading(t: RequestsT, ids: HeadingIds) {
  return {
    title: t(ids.title),
    ...(ids.description ? { description: t(ids.description) } : {}),
    ...(ids.documentTitle ? { documentTitle: t(ids.documentTitle) } : {}),
  };
}

/** The search's languages, by the API's value: the ids of their names. */
const LANGUAGE_IDS: Readonly<Record<string, RequestsId>> = {
  English: 'language.English',
  Pidgin: 'language.Pidgin',
  Hausa: 'language.Hausa',
  Yoruba: 'language.Yoruba',
  Igbo: 'language.Igbo',
  Fulfulde: 'language.Fulfulde',
  Ibibio: 'language.Ibibio',
  Tiv: 'language.Tiv',
  Kanuri: 'language.Kanuri',
  Edo: 'language.Edo',
};

/** The name of a language an Aboki speaks, in the page's language (the API's value when unknown). */
export function languageName(t: RequestsT, language: string): string {
  const id = LANGUAGE_IDS[language];
  return id ? t(id) : language;
}

/** "Speaks Hausa, English", in the page's language. */
export function speaksText(t: RequestsT, languages: readonly string[]): string {
  return t('aboki.speaks', { languages: languages.map((language) => languageName(t, language)).join(', ') });
}
