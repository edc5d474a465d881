import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, SOURCE_LANGUAGE, formatMessage, placeholdersOf, type Catalogue } from 'shared';
import en from './en.js';
import ha from './ha.js';
import ig from './ig.js';
import { ROUTE_HEADING_IDS, authBook } from './index.js';
import pcm from './pcm.js';
import yo from './yo.js';
import { heading as otpHeading } from '../pages/otp-page.js';
import { heading as passwordSuccessfulHeading } from '../pages/password-successful-page.js';
import { heading as resetOtpHeading } from '../pages/reset-password-otp-page.js';
import { heading as resetHeading } from '../pages/reset-password-page.js';
import { heading as resetSubmitHeading } from '../pages/reset-password-submit-page.js';
import { heading as signInHeading } from '../pages/sign-in-page.js';
import { heading as signUpHeading } from '../pages/sign-up-page.js';

const TRANSLATIONS: Record<string, Catalogue> = { pcm, ha, yo, ig };
const SRC = fileURLToPath(new URL('..', import.meta.url));

/** mfe-auth's source files, without its catalogues and tests. */
function sourceFiles(directory = SRC): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    const catalogue =
      path.dirname(file) === path.join(SRC, 'i18n') && /^(en|pcm|ha|yo|ig)\.ts$/.test(entry.name);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !catalogue ? [file] : [];
  });
}

describe('mfe-auth catalogues', () => {
  it('has a translation for every language but the source, and a loader for each', () => {
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE).sort());
    expect(Object.keys(authBook.loaders).sort()).toEqual(Object.keys(TRANSLATIONS).sort());
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
        const formatted = formatMessage(text, {
          min: 8,
          name: 'Ada',
          email: 'ada@example.com',
          time: '0:59',
          strength: 'x',
        });
        expect([id, /[{}#]/.test(formatted)]).toEqual([id, false]);
      }
    },
  );

  it('loads each language on demand', async () => {
    for (const [language, translation] of Object.entries(TRANSLATIONS)) {
      const loaded = await authBook.loaders[language as keyof typeof authBook.loaders]();
      expect(loaded.default).toEqual(translation);
    }
  });

  it('uses every English id somewhere in mfe-auth', () => {
    const source = sourceFiles()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(en).filter((id) => !source.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });

  it("names each page's heading by ids whose English is the heading the skeleton paints", () => {
    const declared = {
      '/sign-in': signInHeading,
      '/sign-up': signUpHeading,
      '/otp': otpHeading,
      '/reset-password': resetHeading,
      '/reset-password/otp': resetOtpHeading,
      '/reset-password/submit': resetSubmitHeading,
      '/password-successful': passwordSuccessfulHeading,
    };
    expect(Object.keys(ROUTE_HEADING_IDS).sort()).toEqual(Object.keys(declared).sort());
    for (const [route, ids] of Object.entries(ROUTE_HEADING_IDS)) {
      const inEnglish = Object.fromEntries(
        Object.entries(ids).map(([part, id]) => [part, en[id as keyof typeof en]]),
      );
      expect([route, inEnglish]).toEqual([route, declared[route as keyof typeof declared]]);
    }
  });
});
