import { formatMessage, type MessageValues } from './message-format.js';
import { SOURCE_LANGUAGE, type Language } from './languages.js';

/** A catalogue's English source: message id → English text in the catalogue syntax (message-format.ts). */
export type Catalogue = Readonly<Record<string, string>>;
/** Another language's catalogue: every id of the source, and no other (the catalogue tests check). */
export type Translation<Source extends Catalogue> = { readonly [Id in keyof Source]: string };
export type TranslatedLanguage = Exclude<Language, typeof SOURCE_LANGUAGE>;
type Loaders<Source extends Catalogue> = Readonly<
  Record<TranslatedLanguage, () => Promise<{ default: Translation<Source> }>>
>;

/**
 * One app's texts for one group of pages: the English source, bundled with the pages (it is also
 * every text's fallback), and a loader per other language, so a page downloads only its language.
 */
export interface Book<Source extends Catalogue = Catalogue> {
  readonly name: string;
  readonly source: Source;
  readonly loaders: Loaders<Source>;
}

export type Translate<Source extends Catalogue> = (
  id: keyof Source & string,
  values?: MessageValues,
) => string;

/** What each book has loaded, by language; a failed load is kept as null (English is shown). */
const loaded = new WeakMap<Book, Map<Language, Catalogue | null>>();
const pending = new WeakMap<Book, Map<Language, Promise<void>>>();
/**
 * Every book whose pages have loaded: a change of language loads each of them before it shows, so
 * the page switches at once instead of showing English, then the new language. `shared` is a
 * singleton, so the shell's and every remote's books are here together.
 */
const books = new Set<Book>();

export function defineBook<Source extends Catalogue>(
  name: string,
  source: Source,
  loaders: Loaders<Source>,
): Book<Source> {
  const book: Book<Source> = { name, source, loaders };
  books.add(book);
  return book;
}

export function isBookReady(book: Book, language: Language): boolean {
  return language === SOURCE_LANGUAGE || loaded.get(book)?.has(language) === true;
}

/**
 * Loads a book's catalogue for a language, once. A catalogue that cannot be fetched (offline, a
 * failed deploy) leaves the English source showing: never a page of message ids, never a loop.
 */
export function loadBook(book: Book, language: Language): Promise<void> {
  if (isBookReady(book, language)) return Promise.resolve();
  const inFlight = pending.get(book)?.get(language);
  if (inFlight) return inFlight;
  const remember = (catalogue: Catalogue | null) => {
    if (!loaded.has(book)) loaded.set(book, new Map());
    loaded.get(book)!.set(language, catalogue);
    pending.get(book)?.delete(language);
  };
  const promise = book.loaders[language as TranslatedLanguage]().then(
    (module) => remember(module.default),
    () => remember(null),
  );
  if (!pending.has(book)) pending.set(book, new Map());
  pending.get(book)!.set(language, promise);
  return promise;
}

/** Loads every book in use for a language: before a change of language shows, or before a server render. */
export function loadAllBooks(language: Language): Promise<void> {
  return Promise.all([...books].map((book) => loadBook(book, language))).then(() => undefined);
}

/**
 * A book's translate function for a language: the message in that language when it has loaded and
 * holds the id, else the English source's. Plural forms follow the language the text is in.
 */
/**
 * The pseudo-locale, for development only: every text shown through a book comes out accented and
 * about 30 % longer ("Śíǵñ íñ ·······"), so a word written into a page (it stays plain) and a label
 * too tight for a longer language both show at a glance. Turned on by `?pseudo` in development.
 */
let pseudo = false;
export function turnOnPseudoLocale(on = true): void {
  pseudo = on;
}

const PLAIN = 'aeiounsgcAEIOUNSGC';
const ACCENTED = [...'áéíóúñśǵćÁÉÍÓÚÑŚǴĆ'];

export function pseudoText(text: string): string {
  const accented = text.replace(
    /[aeiounsgcAEIOUNSGC]/g,
    (letter) => ACCENTED[PLAIN.indexOf(letter)] ?? letter,
  );
  return `${accented} ${'·'.repeat(Math.ceil(text.length * 0.3))}`;
}

export function translator<Source extends Catalogue>(
  book: Book<Source>,
  language: Language,
): Translate<Source> {
  if (pseudo) {
    return (id, values) => pseudoText(formatMessage(book.source[id] ?? id, values, SOURCE_LANGUAGE));
  }
  const catalogue = loaded.get(book)?.get(language) ?? null;
  return (id, values) => {
    const translated = catalogue?.[id];
    return translated === undefined
      ? formatMessage(book.source[id] ?? id, values, SOURCE_LANGUAGE)
      : formatMessage(translated, values, language);
  };
}

/** The catalogue a book has loaded for a language, as it is (null: English, or not loaded, or failed). */
export function loadedCatalogue(book: Book, language: Language): Catalogue | null {
  return loaded.get(book)?.get(language) ?? null;
}
