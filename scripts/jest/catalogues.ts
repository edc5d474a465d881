import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  formatMessage,
  LANGUAGES,
  placeholdersOf,
  SOURCE_LANGUAGE,
  type Book,
  type Catalogue,
  type Language,
} from 'shared';

// The one check every book's catalogues get (issue 24): each language has exactly the book's English
// texts, with the same placeholders and plural arguments; no text is empty or leaves a brace
// unfilled; the brand, ₦ and numbers are kept; and every English text is said in the app's code, so
// a catalogue never carries words nobody shows.

const TRANSLATED = LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE);
/** Written the same in every language (docs/i18n-glossary.md): the brand, the payment provider, ₦ and digits. */
const KEPT_AS_WRITTEN = /Aboki|Paystack|₦|\d+/g;

/** The app's code the ids are looked up in: its .ts/.tsx files under `directory`, tests and catalogues aside. */
export function codeUnder(directory: string): string {
  return readdirSync(directory)
    .flatMap((name) => {
      const file = path.join(directory, name);
      if (statSync(file).isDirectory()) return [codeUnder(file)];
      const isCode = /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
      const isCatalogue = /^(en|pcm|ha|yo|ig)\.ts$/.test(name);
      return isCode && !isCatalogue ? [readFileSync(file, 'utf8')] : [];
    })
    .join('\n');
}

/** A value for each of a text's placeholders: a count for a plural argument, a word otherwise. */
function sampleValues(text: string): Record<string, string | number> {
  return Object.fromEntries(
    placeholdersOf(text).map((name): [string, string | number] =>
      name.endsWith(':plural') ? [name.slice(0, -':plural'.length), 2] : [name, 'X'],
    ),
  );
}

/** A text as the code writes it: in single quotes, or double when it holds an apostrophe (prettier's choice). */
function quoted(text: string): string[] {
  return [`'${text.replace(/'/g, "\\'")}'`, `"${text}"`, JSON.stringify(text)];
}

/** The checks for one book: its English (the book's `en.ts`) and the code the English is searched in. */
export function describeBook(book: Book, english: readonly string[], code: () => string) {
  const source: Catalogue = Object.fromEntries(english.map((text) => [text, text]));

  describe(`the ${book.name} book`, () => {
    const translations = new Map<Language, Catalogue>();
    beforeAll(async () => {
      for (const language of TRANSLATED) {
        translations.set(language, (await book.loaders[language]()).default);
      }
    });

    it.each(TRANSLATED)(
      '%s has exactly the English ids, with the same placeholders and plurals',
      (language) => {
        const translation = translations.get(language)!;
        expect(Object.keys(translation).sort()).toEqual(Object.keys(source).sort());
        for (const [id, text] of Object.entries(source)) {
          expect([id, placeholdersOf(translation[id] ?? '')]).toEqual([id, placeholdersOf(text)]);
        }
      },
    );

    it.each(LANGUAGES)(
      '%s has no empty text, and every text formats with nothing left unfilled',
      (language) => {
        const catalogue = language === SOURCE_LANGUAGE ? source : translations.get(language)!;
        for (const [id, text] of Object.entries(catalogue)) {
          const formatted = formatMessage(text, sampleValues(source[id] ?? text), language);
          expect([id, formatted.trim() !== '' && !/[{}#]/.test(formatted)]).toEqual([id, true]);
        }
      },
    );

    it.each(TRANSLATED)('%s keeps the brand, the naira sign and every number of the English', (language) => {
      const translation = translations.get(language)!;
      for (const [id, text] of Object.entries(source)) {
        const kept = (text.replace(/\{[^}]*\}/g, '').match(KEPT_AS_WRITTEN) ?? []).filter(
          (token) => !(translation[id] ?? '').includes(token),
        );
        expect([id, kept]).toEqual([id, []]);
      }
    });

    it('says every English text in its code', () => {
      const text = code();
      expect(english.filter((words) => !quoted(words).some((literal) => text.includes(literal)))).toEqual([]);
    });
  });
}
