import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, SOURCE_LANGUAGE, formatMessage, placeholdersOf, type Catalogue } from 'shared';
import en from './en.js';
import ha from './ha.js';
import ig from './ig.js';
import { ROUTE_HEADING_IDS, requestsBook } from './index.js';
import pcm from './pcm.js';
import yo from './yo.js';
import { heading as confirmHeading } from '../pages/confirm-request-page.js';
import { heading as selectHeading } from '../pages/select-aboki-page.js';

const TRANSLATIONS: Record<string, Catalogue> = { pcm, ha, yo, ig };
const SRC = fileURLToPath(new URL('..', import.meta.url));

/** mfe-requests' source files, without its catalogues, tests and test fixtures. */
function sourceFiles(directory = SRC): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    const catalogue =
      path.dirname(file) === path.join(SRC, 'i18n') && /^(en|pcm|ha|yo|ig)\.ts$/.test(entry.name);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !catalogue ? [file] : [];
  });
}

describe('mfe-requests catalogues', () => {
  it('has a translation for every language but the source, and a loader for each', () => {
    expect(requestsBook.name).toBe('mfe-requests');
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE).sort());
    expect(Object.keys(requestsBook.loaders).sort()).toEqual(Object.keys(TRANSLATIONS).sort());
  });

  it.each(Object.keys(TRANSLATIONS))(
    '%s has exactly the English ids, with the same placeholders',
    (language) => {
      const translation = TRANSLATIONS[language]!;
      expect(Object.keys(translation).sort()).toEqual(Object.keys(en).sort());
      for (const [id, source] of Object.entries(en)) {
        expect([id, placeholdersOf(translation[id]!)]).toEqual([id, placeholdersOf(source)]);
      }
    },
  );

  it.each(['en', ...Object.keys(TRANSLATIONS)])(
    '%s has no empty text, is NFC-normalised, and every message formats',
    (language) => {
      const catalogue = language === 'en' ? en : TRANSLATIONS[language]!;
      for (const [id, text] of Object.entries(catalogue)) {
        expect([id, text.trim().length > 0]).toEqual([id, true]);
        expect([id, text.normalize('NFC')]).toEqual([id, text]);
        const values = Object.fromEntries(
          placeholdersOf(text).map((name) => [name.replace(/:plural$/, ''), 2]),
        );
        expect([id, /[{}#]/.test(formatMessage(text, values, language as never))]).toEqual([id, false]);
      }
    },
  );

  it('keeps Aboki, Paystack and ₦ as they are wherever English names them', () => {
    for (const [language, translation] of Object.entries(TRANSLATIONS)) {
      for (const [id, source] of Object.entries(en)) {
        for (const kept of ['Paystack', '₦']) {
          if (source.includes(kept))
            expect([language, id, translation[id]!.includes(kept)]).toEqual([language, id, true]);
        }
      }
    }
  });

  it('loads each language on demand', async () => {
    for (const [language, translation] of Object.entries(TRANSLATIONS)) {
      const loaded = await requestsBook.loaders[language as keyof typeof requestsBook.loaders]();
      expect(loaded.default).toEqual(translation);
    }
  });

  it('uses every English id somewhere in mfe-requests', () => {
    const source = sourceFiles()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(en).filter((id) => !source.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });

  it("names each page's heading by ids whose English is the heading the skeleton paints", () => {
    const declared = {
      '/select-aboki': selectHeading,
      '/select-aboki/confirm-request': confirmHeading,
    };
    expect(Object.keys(ROUTE_HEADING_IDS).sort()).toEqual(Object.keys(declared).sort());
    for (const [route, ids] of Object.entries(ROUTE_HEADING_IDS)) {
      const inEnglish = Object.fromEntries(
        Object.entries(ids).map(([part, id]) => [part, en[id as keyof typeof en]]),
      );
      expect([route, inEnglish]).toEqual([route, declared[route as keyof typeof declared]]);
    }
  });

  it('has heading ids for every page that declares an `export const heading`', () => {
    const pages = sourceFiles().filter((file) => /^export const heading\b/m.test(readFileSync(file, 'utf8')));
    expect(pages.map((file) => path.basename(file)).sort()).toEqual([
      'confirm-request-page.tsx',
      'select-aboki-page.tsx',
    ]);
  });
});
