import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, SOURCE_LANGUAGE, formatMessage, placeholdersOf, type Book, type Catalogue } from 'shared';
import footerEn from '../../layouts/footer-i18n/en.js';
import footerHa from '../../layouts/footer-i18n/ha.js';
import footerIg from '../../layouts/footer-i18n/ig.js';
import { footerBook } from '../../layouts/footer-i18n/index.js';
import footerPcm from '../../layouts/footer-i18n/pcm.js';
import footerYo from '../../layouts/footer-i18n/yo.js';
import en from './en.js';
import ha from './ha.js';
import ig from './ig.js';
import { pagesBook } from './index.js';
import pcm from './pcm.js';
import yo from './yo.js';

const PAGES = fileURLToPath(new URL('..', import.meta.url));
const LAYOUTS = fileURLToPath(new URL('../../layouts', import.meta.url));

/** The components a book's ids are looked up in (tests and catalogues aside). */
function sourcesIn(directory: string, only?: RegExp): string {
  return readdirSync(directory)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && (!only || only.test(name)))
    .map((name) => readFileSync(path.join(directory, name), 'utf8'))
    .join('\n');
}

const BOOKS: {
  name: string;
  book: Book;
  en: Catalogue;
  translations: Record<string, Catalogue>;
  source: () => string;
}[] = [
  {
    name: 'shell/pages',
    book: pagesBook,
    en,
    translations: { pcm, ha, yo, ig },
    source: () => sourcesIn(PAGES),
  },
  {
    name: 'shell/footer',
    book: footerBook,
    en: footerEn,
    translations: { pcm: footerPcm, ha: footerHa, yo: footerYo, ig: footerIg },
    source: () => sourcesIn(LAYOUTS, /^site-footer\.tsx$/),
  },
];

/** A value for every placeholder any of the catalogues names. */
const VALUES = {
  price: '₦15,000',
  pricePromise: 'Each Aboki sets their own price.',
  moveRule: 'Moving is free.',
  howAgentsJoin: 'how agents join',
  sendUsAMessage: 'send us a message',
  email: 'ada@example.com',
  min: 10,
  used: 0,
  max: 2000,
};

describe.each(BOOKS)('the $name book', ({ name, book, en: source, translations, source: code }) => {
  it('is named, and has a translation and a loader for every language but English', async () => {
    expect(book.name).toBe(name);
    const others = LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE).sort();
    expect(Object.keys(translations).sort()).toEqual(others);
    expect(Object.keys(book.loaders).sort()).toEqual(others);
    for (const [language, translation] of Object.entries(translations)) {
      const loaded = await book.loaders[language as keyof typeof book.loaders]();
      expect(loaded.default).toEqual(translation);
    }
  });

  it.each(['pcm', 'ha', 'yo', 'ig'])(
    '%s has exactly the English ids, with the same placeholders',
    (language) => {
      const translation = translations[language]!;
      expect(Object.keys(translation).sort()).toEqual(Object.keys(source).sort());
      for (const [id, text] of Object.entries(source)) {
        expect([id, placeholdersOf(translation[id]!)]).toEqual([id, placeholdersOf(text)]);
      }
    },
  );

  it.each(['en', 'pcm', 'ha', 'yo', 'ig'])('%s has no empty text, and every text formats', (language) => {
    const catalogue = language === 'en' ? source : translations[language]!;
    for (const [id, text] of Object.entries(catalogue)) {
      expect([id, text.trim().length > 0]).toEqual([id, true]);
      expect([id, /[{}#]/.test(formatMessage(text, VALUES, language as 'en'))]).toEqual([id, false]);
    }
  });

  it('uses every English id in its components', () => {
    const text = code();
    expect(Object.keys(source).filter((id) => !text.includes(`'${id}'`))).toEqual([]);
  });
});
