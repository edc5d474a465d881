import { formatMessage, type MessageValues } from './message-format.js';
import { SOURCE_LANGUAGE, type Language } from './languages.js';

/**
 * Aboki's texts are keyed by their English, as gettext does: the code says `t('Sign in')`, so an
 * English page carries its words once, as it did before it spoke other languages, and every other
 * language is a catalogue from that English to its own words (in the syntax of message-format.ts).
 */
export type Catalogue = Readonly<Record<string, string>>;
/** A language's catalogue for a book: every English text of the book, and no other (the catalogue tests check). */
export type Translation<Text extends string> = { readonly [English in Text]: string };
export type TranslatedLanguage = Exclude<Language, typeof SOURCE_LANGUAGE>;
type Loaders<Text extends string> = Readonly<
  Record<TranslatedLanguage, () => Promise<{ default: Translation<Text> }>>
>;

/**
 * One app's texts for one group of pages: a loader per language other than English, so a page
 * downloads only its language, and nothing at all in English.
 */
export interface Book<Text extends string = string> {
  readonly name: string;
  readonly loaders: Loaders<Text>;
}

export type Translate<Text extends string> = (text: Text, values?: MessageValues) => string;

/** What each book has loaded, by language; a failed load is kept as null (English is shown). */
const loaded = new WeakMap<Book, Map<Language, Catalogue | null>>();
const pending = new WeakMap<Book, Map<Language, Promise<void>>>();
/**
 * Every book whose pages have loaded: a change of language loads each of them before it shows, so
 * the page switches at once instead of showing English, then the new language. `shared` is a
 * singleton, so the shell's and every remote's books are here together.
 */
const books = new Set<Book>();

export function defineBook<Text extends string>(name: string, loaders: Loaders<Text>): Book<Text> {
  const book: Book<Text> = { name, loaders };
  books.add(book);
  return book;
}

export function isBookReady(book: Book, language: Language): boolean {
  return language === SOURCE_LANGUAGE || loaded.get(book)?.has(language) === true;
}

/**
 * Loads a book's catalogue for a language, once. A catalogue that cannot be fetched (offline, a
 * failed deploy) leaves the English showing, and is not asked for again (no loop).
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

/**
 * A book's translate function for a language: the text in that language when its catalogue has
 * loaded and holds it, else the English. Plural forms follow the language the text is in.
 */
export function translator<Text extends string>(book: Book<Text>, language: Language): Translate<Text> {
  if (pseudo) return (text, values) => pseudoText(formatMessage(text, values, SOURCE_LANGUAGE));
  const catalogue = loaded.get(book)?.get(language) ?? null;
  return (text, values) => {
    const translated = catalogue?.[text];
    return translated === undefined
      ? formatMessage(text, values, SOURCE_LANGUAGE)
      : formatMessage(translated, values, language);
  };
}

/** The catalogue a book has loaded for a language, as it is (null: English, or not loaded, or failed). */
export function loadedCatalogue(book: Book, language: Language): Catalogue | null {
  return loaded.get(book)?.get(language) ?? null;
}

/** A page's heading in English: its title, and its description and document title when it has them. */
export interface PageHeadingTexts<Text extends string = string> {
  title: Text;
  description?: Text;
  documentTitle?: Text;
}

/** A page's heading in the page's language, for `<PageHeading {...translatedHeading(t, heading)} />`. */
export function translatedHeading<Text extends string>(t: Translate<Text>, heading: PageHeadingTexts<Text>) {
  return {
    title: t(heading.title),
    ...(heading.description ? { description: t(heading.description) } : {}),
    ...(heading.documentTitle ? { documentTitle: t(heading.documentTitle) } : {}),
  };
}
