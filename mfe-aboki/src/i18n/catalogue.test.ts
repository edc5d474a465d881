import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, SOURCE_LANGUAGE, formatMessage, placeholdersOf, type Catalogue } from 'shared';
import en from './en.js';
import ha from './ha.js';
import ig from './ig.js';
import { ROUTE_HEADING_IDS, abokiBook } from './index.js';
import pcm from './pcm.js';
import yo from './yo.js';

const TRANSLATIONS: Record<string, Catalogue> = { pcm, ha, yo, ig };
const SRC = fileURLToPath(new URL('..', import.meta.url));

/** mfe-aboki's source files, without its catalogues and tests. */
function sourceFiles(directory = SRC): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    const catalogue =
      path.dirname(file) === path.join(SRC, 'i18n') && /^(en|pcm|ha|yo|ig)\.ts$/.test(entry.name);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !catalogue ? [file] : [];
  });
}

/** A value for every placeholder English uses: a count for a plural, else a word. */
const VALUES: Record<string, string | number> = Object.fromEntries(
  Object.values(en)
    .flatMap((text) => placeholdersOf(text))
    .map((name) => (name.endsWith(':plural') ? [name.slice(0, -':plural'.length), 2] : [name, 'x'])),
);

/** Each page with a heading, by path: the page module (for an `export const heading`, if it declares one). */
const PAGES = {
  '/aboki': 'pages/onboard-aboki-page.tsx',
  '/aboki/profile-details': 'pages/aboki-profile-details-page.tsx',
  '/aboki/select-services': 'pages/aboki-select-services-page.tsx',
  '/aboki/services-available': 'pages/aboki-services-available-page.tsx',
  '/aboki/services-success': 'pages/aboki-services-success-page.tsx',
  '/profile/agent-dashboard': 'pages/agent-dashboard-page.tsx',
} as const;

describe('mfe-aboki catalogues', () => {
  it('has a translation for every language but the source, and a loader for each', () => {
    expect(abokiBook.name).toBe('mfe-aboki');
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE).sort());
    expect(Object.keys(abokiBook.loaders).sort()).toEqual(Object.keys(TRANSLATIONS).sort());
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
    '%s has no empty text, every message formats, and every text is NFC',
    (language) => {
      const catalogue = language === 'en' ? en : TRANSLATIONS[language]!;
      for (const [id, text] of Object.entries(catalogue)) {
        expect([id, text.trim().length > 0]).toEqual([id, true]);
        expect([id, text.normalize('NFC')]).toEqual([id, text]);
        const formatted = formatMessage(text, VALUES, language as (typeof LANGUAGES)[number]);
        expect([id, /[{}#]/.test(formatted)]).toEqual([id, false]);
      }
    },
  );

  it('keeps the brand, ₦ and the technical formats as they are in every language', () => {
    for (const translation of Object.values(TRANSLATIONS)) {
      for (const [id, source] of Object.entries(en)) {
        for (const kept of ['Aboki', '₦', 'JPEG', 'NIN', 'LGA', 'MB']) {
          if (source.includes(kept)) expect([id, translation[id]!.includes(kept)]).toEqual([id, true]);
        }
      }
    }
  });

  it('loads each language on demand', async () => {
    for (const [language, translation] of Object.entries(TRANSLATIONS)) {
      const loaded = await abokiBook.loaders[language as keyof typeof abokiBook.loaders]();
      expect(loaded.default).toEqual(translation);
    }
  });

  it('uses every English id somewhere in mfe-aboki', () => {
    const source = sourceFiles()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(en).filter((id) => !source.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });

  it("names each page's heading by ids, used by that page, whose English agrees with any heading it declares", async () => {
    expect(Object.keys(ROUTE_HEADING_IDS).sort()).toEqual(Object.keys(PAGES).sort());
    for (const [route, ids] of Object.entries(ROUTE_HEADING_IDS)) {
      const file = PAGES[route as keyof typeof PAGES];
      // The page shows its heading from these ids, in the page's language.
      expect([
        route,
        readFileSync(path.join(SRC, file), 'utf8').includes(`ROUTE_HEADING_IDS['${route}']`),
      ]).toEqual([route, true]);
      const inEnglish = Object.fromEntries(
        Object.entries(ids).map(([part, id]) => [part, en[id as keyof typeof en]]),
      );
      // Headings carry no values, so a skeleton could paint them in any language.
      for (const text of Object.values(inEnglish)) expect([route, placeholdersOf(text)]).toEqual([route, []]);
      const page = (await import(`../${file.replace(/\.tsx$/, '.js')}`)) as { heading?: unknown };
      if (page.heading !== undefined) expect([route, inEnglish]).toEqual([route, page.heading]);
    }
  });
});
