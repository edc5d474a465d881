import { LANGUAGES, type Language } from '../languages.js';
import { placeholdersOf } from '../message-format.js';
import ha from './ha.js';
import ig from './ig.js';
import pcm from './pcm.js';
import { SAID_OBJECTS, SAID_SOURCES, textsOf } from './source.js';
import yo from './yo.js';

// The API's texts in every language: each catalogue translates every English text the API can send,
// and nothing else, with the same placeholders as its English.

const CATALOGUES: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>> = {
  pcm,
  ha,
  yo,
  ig,
};

/**
 * Texts a language may leave exactly as in English. Empty for now: even texts made of names and
 * codes ("Choose from: English, Pidgin, …") get a translated lead-in. A text belongs here only if it
 * is nothing but a brand, a code or a format (say "Aboki", "Paystack" or "YYYY-MM-DD"), which every
 * language writes alike (docs/i18n-glossary.md).
 */
const SAME_AS_ENGLISH: Readonly<Record<Exclude<Language, 'en'>, readonly string[]>> = {
  pcm: [],
  ha: [],
  yo: [],
  ig: [],
};

describe("the API's texts", () => {
  it('are listed from the message objects: strings, template sources and nested objects', () => {
    expect(SAID_SOURCES).toContain('Logged in successfully!');
    expect(SAID_SOURCES).toContain('Role set to {role} successfully!');
    expect(SAID_SOURCES).toContain('Enter a real date: {month} has {days} days');
    expect(SAID_SOURCES).toContain('Choose one of the 36 states or FCT');
    expect(new Set(SAID_SOURCES).size).toBe(SAID_SOURCES.length);
    expect(SAID_SOURCES.every((text) => text.trim() === text && text.length > 0)).toBe(true);
  });

  it('keep the English the API sends: a template called gives the text its source describes', () => {
    expect(SAID_OBJECTS.MESSAGES.roleSet({ role: 'AGENT' })).toBe('Role set to AGENT successfully!');
    expect(SAID_OBJECTS.MESSAGES.abokiNotReady({ missing: 'services, guarantor' })).toBe(
      'This Aboki is not ready to publish yet. Still missing: services, guarantor.',
    );
    expect(textsOf({ a: 'one', b: { c: 'two' }, d: SAID_OBJECTS.LOCATION_MESSAGES.lgaOf, e: 3 })).toEqual([
      'one',
      'two',
      'Choose an LGA in {state}',
    ]);
  });

  it('have the languages of the site', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual(LANGUAGES.filter((language) => language !== 'en').sort());
  });

  describe.each(Object.entries(CATALOGUES))('in %s', (language, catalogue) => {
    const allowedSame = new Set(SAME_AS_ENGLISH[language as Exclude<Language, 'en'>]);

    it('translate every text the API can send', () => {
      expect(SAID_SOURCES.filter((source) => !(source in catalogue))).toEqual([]);
    });

    it('translate nothing the API does not send', () => {
      const sources = new Set(SAID_SOURCES);
      expect(Object.keys(catalogue).filter((source) => !sources.has(source))).toEqual([]);
    });

    it('keep the placeholders of the English, names untranslated', () => {
      const different = Object.entries(catalogue).filter(
        ([source, text]) => placeholdersOf(text).join() !== placeholdersOf(source).join(),
      );
      expect(different).toEqual([]);
    });

    it('are neither empty nor left in English', () => {
      expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
      const untranslated = Object.entries(catalogue)
        .filter(([source, text]) => source === text && !allowedSame.has(source))
        .map(([source]) => source);
      expect(untranslated).toEqual([]);
    });

    it('keep the brand, the ₦ amounts and the digits of the English', () => {
      const lost = Object.entries(catalogue).filter(([source, text]) => {
        const kept = (pattern: RegExp) =>
          (source.match(pattern) ?? []).every((token) => text.includes(token));
        return !kept(/Aboki|Paystack/g) || !kept(/₦[\d,]+/g) || !kept(/\d+/g);
      });
      expect(lost).toEqual([]);
    });
  });
});
