import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, SOURCE_LANGUAGE, formatMessage, placeholdersOf, type Catalogue } from 'shared';
import en from './en.js';
import ha from './ha.js';
import ig from './ig.js';
import { ROUTE_HEADING_IDS, onboardingBook, type HeadingIds } from './index.js';
import pcm from './pcm.js';
import yo from './yo.js';

const TRANSLATIONS: Record<string, Catalogue> = { pcm, ha, yo, ig };
const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Each mfe-onboarding path's page module (routes.tsx), for the headings they declare. */
const PAGES: Record<string, () => Promise<Record<string, unknown>>> = {
  '/select-services': () => import('../pages/choose-role-page.js'),
  '/select-services/agent-profile': () => import('../pages/agent-profile-page.js'),
  '/select-services/agent-profile/details': () => import('../pages/agent-profile-details-page.js'),
  '/select-services/agent-profile/created': () => import('../pages/agent-profile-created-page.js'),
  '/select-services/user-profile': () => import('../pages/user-profile-page.js'),
  '/select-services/user-profile/details': () => import('../pages/user-profile-details-page.js'),
  '/select-services/user-profile/created': () => import('../pages/user-profile-created-page.js'),
  '/profile/agent-profile': () => import('../pages/agent-profile-view-page.js'),
  '/profile/user-profile': () => import('../pages/user-profile-view-page.js'),
};

/** mfe-onboarding's source files, without its catalogues and tests. */
function sourceFiles(directory = SRC): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    const catalogue =
      path.dirname(file) === path.join(SRC, 'i18n') && /^(en|pcm|ha|yo|ig)\.ts$/.test(entry.name);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !catalogue ? [file] : [];
  });
}

describe('mfe-onboarding catalogues', () => {
  it('has a translation for every language but the source, and a loader for each', () => {
    expect(onboardingBook.name).toBe('mfe-onboarding');
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE).sort());
    expect(Object.keys(onboardingBook.loaders).sort()).toEqual(Object.keys(TRANSLATIONS).sort());
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
    '%s has no empty text, and every message formats',
    (language) => {
      const catalogue = language === 'en' ? en : TRANSLATIONS[language]!;
      for (const [id, text] of Object.entries(catalogue)) {
        expect([id, text.trim().length > 0]).toEqual([id, true]);
        expect([id, text.normalize('NFC')]).toEqual([id, text]);
        const formatted = formatMessage(text, { idType: 'NIN', last4: '8901' });
        expect([id, /[{}#]/.test(formatted)]).toEqual([id, false]);
      }
    },
  );

  it('keeps Aboki, NIN, BVN, LGA and the digits of each English text', () => {
    for (const [language, translation] of Object.entries(TRANSLATIONS)) {
      for (const [id, source] of Object.entries(en)) {
        const kept = (text: string) => text.match(/Aboki|\b(?:NIN|BVN|LGA)\b|\d+/g)?.sort() ?? [];
        for (const word of new Set(kept(source))) {
          expect([language, id, translation[id]!.includes(word)]).toEqual([language, id, true]);
        }
      }
    }
  });

  it('loads each language on demand', async () => {
    for (const [language, translation] of Object.entries(TRANSLATIONS)) {
      const loaded = await onboardingBook.loaders[language as keyof typeof onboardingBook.loaders]();
      expect(loaded.default).toEqual(translation);
    }
  });

  it('uses every English id somewhere in mfe-onboarding', () => {
    const source = sourceFiles()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(en).filter((id) => !source.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });

  it("names each page's declared heading by ids whose English is that heading", async () => {
    const routes = readFileSync(path.join(SRC, 'routes.tsx'), 'utf8');
    const pageFiles = readdirSync(path.join(SRC, 'pages')).filter(
      (name) => name.endsWith('-page.tsx') && !name.endsWith('.test.tsx'),
    );
    // Every page the routes load is listed above.
    expect(pageFiles.filter((name) => !routes.includes(`./pages/${name.replace(/\.tsx$/, '.js')}`))).toEqual(
      [],
    );
    expect(Object.keys(PAGES)).toHaveLength(pageFiles.length);

    const declared: Record<string, unknown> = {};
    for (const [route, load] of Object.entries(PAGES)) {
      const page = await load();
      if (page.heading) declared[route] = page.heading;
    }
    expect(Object.keys(ROUTE_HEADING_IDS).sort()).toEqual(Object.keys(declared).sort());
    for (const [route, ids] of Object.entries<HeadingIds>(ROUTE_HEADING_IDS)) {
      const inEnglish = Object.fromEntries(
        (Object.keys(ids) as (keyof HeadingIds)[]).map((part) => [part, en[ids[part]!]]),
      );
      expect([route, inEnglish]).toEqual([route, declared[route]]);
    }
  });
});
