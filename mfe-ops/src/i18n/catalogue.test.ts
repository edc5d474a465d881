import { fileURLToPath } from 'node:url';
import { codeUnder } from '@aboki/test-kit/catalogues';
import { LANGUAGES, SOURCE_LANGUAGE, translator } from 'shared';
import english from './en.js';
import { opsBook } from './index.js';

// The console is English only (issue 25): its book has no translations, and every language shows
// the English. The one check of the shared catalogue test that applies: every text is said in code.
const code = codeUnder(fileURLToPath(new URL('..', import.meta.url)));

describe('the mfe-ops book', () => {
  it('says every English text in its code, and no text twice', () => {
    const quoted = (text: string) => [`'${text.replace(/'/g, "\\'")}'`, `"${text}"`];
    expect(english.filter((text) => !quoted(text).some((literal) => code.includes(literal)))).toEqual([]);
    expect(new Set(english).size).toBe(english.length);
  });

  it.each(LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE))(
    'shows the English in %s',
    async (language) => {
      expect(await opsBook.loaders[language]()).toEqual({ default: {} });
      expect(
        translator(opsBook, language)('Signed in as {email} ({role})', { email: 'a@b.ng', role: 'Admin' }),
      ).toBe('Signed in as a@b.ng (Admin)');
    },
  );
});
