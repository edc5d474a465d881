import { LANGUAGES } from 'shared/i18n';
import { SERVICE_WORDS, serviceWordsIn } from 'shared/i18n/service-words';
import { CATALOGUE } from './catalogue.js';

// The catalogue's words in every language but English, by slug (shared/src/i18n/service-words.ts).

const OTHERS = LANGUAGES.filter((language) => language !== 'en');

describe('SERVICE_WORDS', () => {
  it.each(OTHERS)('names, describes and groups every catalogue service in %s, not in English', (language) => {
    const words = SERVICE_WORDS[language];
    expect(Object.keys(words).sort()).toEqual(CATALOGUE.map((entry) => entry.slug).sort());
    for (const entry of CATALOGUE) {
      const said = words[entry.slug]!;
      for (const field of ['name', 'description', 'category'] as const) {
        expect(said[field].trim()).not.toBe('');
        expect(said[field]).not.toBe(entry[field]);
        expect(said[field]).toBe(said[field].normalize('NFC'));
      }
    }
  });

  it('answers by slug; English and unknown slugs keep the stored text', () => {
    expect(serviceWordsIn('ha', 'home-cleaning')?.name).toBe('Tsaftace gida');
    expect(serviceWordsIn('en', 'home-cleaning')).toBeUndefined();
    expect(serviceWordsIn('yo', 'no-such-service')).toBeUndefined();
    expect(serviceWordsIn('ig', 'toString')).toBeUndefined();
  });
});
