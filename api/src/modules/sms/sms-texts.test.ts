import { LANGUAGES, placeholdersOf, type Language } from 'shared/i18n';
import { SERVICE_WORDS } from 'shared/i18n/service-words';
import { CATALOGUE } from '../services/catalogue.js';
import { isGsm7, smsSegments } from './segments.js';
import {
  SMS_DIACRITICS,
  SMS_PLACEHOLDERS,
  SMS_TEXTS,
  saySms,
  smsAmount,
  smsRouteOf,
  smsSafe,
  smsWhen,
  type SmsId,
  type SmsValues,
} from './sms-texts.js';

// Every SMS, in every language, with the longest values it can get, is one segment, in the encoding
// its language's decision says (sms-texts.ts, docs/i18n-glossary.md "SMS").

const IDS = Object.keys(SMS_TEXTS.en) as SmsId[];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest {when} of a language: every day of a year, at a two-digit hour. */
function longestWhen(language: Language): string {
  let longest = '';
  for (let day = 0; day < 366; day += 1) {
    const when = smsSafe(language, smsWhen(new Date(Date.UTC(2026, 0, 1, 22, 30) + day * DAY_MS), language));
    if (when.length > longest.length) longest = when;
  }
  return longest;
}

/** The longest service name in a language's catalogue (an agent's new request names it). */
function longestService(language: Language): string {
  const names =
    language === 'en'
      ? CATALOGUE.map((entry) => entry.name)
      : Object.values(SERVICE_WORDS[language]).map((words) => words.name);
  return names
    .map((name) => smsSafe(language, name))
    .reduce((longest, name) => (name.length > longest.length ? name : longest), '');
}

const LINK = 'aboki.ng/j/ABK-7KQ2M9XY'.slice(0, 22); // the budget: real links are 21 characters
const ABOKI = 'Olúwaṣeun Ọ.'; // 12 characters without its marks, and marks to drop
const AMOUNT = smsAmount(125_000_000);

function worstValues(language: Language): Record<string, string> {
  return {
    code: '123456',
    aboki: ABOKI,
    when: longestWhen(language),
    amount: AMOUNT,
    refund: AMOUNT,
    link: LINK,
    service: longestService(language),
    reference: 'ABK-7KQ2M9',
  };
}

const sayWorst = (language: Language, id: SmsId): string =>
  saySms(language, id, worstValues(language) as SmsValues<typeof id>);

describe('SMS texts: the catalogues', () => {
  it('has every language with exactly the English ids', () => {
    for (const language of LANGUAGES)
      expect(Object.keys(SMS_TEXTS[language]).sort()).toEqual([...IDS].sort());
  });

  it('names exactly the declared values in every language', () => {
    for (const language of LANGUAGES) {
      for (const id of IDS) {
        expect({ language, id, names: placeholdersOf(SMS_TEXTS[language][id]) }).toEqual({
          language,
          id,
          names: [...SMS_PLACEHOLDERS[id]].sort(),
        });
      }
    }
  });

  it('leaves no English untranslated and nothing empty', () => {
    const brandOnly = (text: string) =>
      text
        .replace(/\{[^}]*\}/g, '')
        .replace(/Aboki/g, '')
        .replace(/[\s.,:;!?'"-]/g, '') === '';
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      for (const id of IDS) {
        const text = SMS_TEXTS[language][id];
        expect(text.trim()).not.toBe('');
        if (!brandOnly(text))
          expect({ language, id, text }).not.toEqual({ language, id, text: SMS_TEXTS.en[id] });
      }
    }
  });

  it('ends every job message with its link; the code message has none', () => {
    for (const language of LANGUAGES) {
      for (const id of IDS.filter((key) => key !== 'code')) {
        expect({ language, id, ends: SMS_TEXTS[language][id].endsWith('{link}') }).toEqual({
          language,
          id,
          ends: true,
        });
      }
      expect(SMS_TEXTS[language].code).not.toContain('{link}');
    }
  });

  it('sends codes by the DND route and everything else by the generic route', () => {
    expect(smsRouteOf('code')).toBe('dnd');
    for (const id of IDS.filter((key) => key !== 'code')) expect(smsRouteOf(id)).toBe('generic');
  });
});

describe('SMS texts: one segment each, with the longest values', () => {
  it('budgets the values the messages are written for', () => {
    expect(LINK).toHaveLength(22);
    expect(smsSafe('en', ABOKI)).toBe('Oluwaseun O.');
    expect(AMOUNT).toBe('N1,250,000');
    expect(longestWhen('en')).toHaveLength(16); // "Sat 10 Jan 23:30"
    expect(longestWhen('yo').length).toBeGreaterThan(16); // Yoruba's day and month names are long
    expect(longestService('en')).toBe('Generator repair and servicing');
  });

  for (const language of LANGUAGES) {
    const expected = SMS_DIACRITICS[language] === 'drop' ? 'GSM-7' : 'UCS-2';
    it(`${language}: every template is one ${expected} segment`, () => {
      for (const id of IDS) {
        const text = sayWorst(language, id);
        const { encoding, units, segments } = smsSegments(text);
        expect({ id, text, encoding, segments }).toEqual({ id, text, encoding: expected, segments: 1 });
        expect(units).toBeLessThanOrEqual(expected === 'GSM-7' ? 160 : 70);
        expect(text).not.toMatch(/[{}]/); // every value put in
        // No letter of the words or values became "?": only the template's own question marks remain.
        expect(text.split('?').length).toBe(SMS_TEXTS[language][id].split('?').length);
      }
    });
  }

  it('keeps the code whole in every language', () => {
    for (const language of LANGUAGES)
      expect(saySms(language, 'code', { code: '123456' })).toContain('123456');
  });
});

describe('SMS texts: said in a language', () => {
  const saturday = new Date('2026-11-28T09:00:00Z'); // 10:00 in Lagos

  it('says the time in the language, without marks', () => {
    expect(smsWhen(saturday, 'en')).toBe('Sat 28 Nov 10:00');
    expect(smsWhen(saturday, 'ha')).toBe('Asa 28 Nuw 10:00');
    expect(smsSafe('yo', smsWhen(saturday, 'yo'))).toBe('Abameta 28 Belu 10:00');
  });

  it('writes amounts with N, not ₦', () => {
    expect(smsAmount(1_800_000)).toBe('N18,000');
    expect(smsAmount(150_050)).toBe('N1,500.50');
    expect(saySms('en', 'paid', { amount: '₦18,000', link: 'aboki.ng/j/ABK-7KQ2M9' })).toBe(
      'We have received your payment of N18,000. Thank you! aboki.ng/j/ABK-7KQ2M9',
    );
  });

  it('says an accepted booking in English and in Hausa', () => {
    const values = { aboki: 'Halima S.', when: smsWhen(saturday, 'en'), link: 'aboki.ng/j/ABK-7KQ2M9' };
    expect(saySms('en', 'accepted', values)).toBe(
      'Halima S. accepted your booking for Sat 28 Nov 10:00. Give your start code only when they arrive. aboki.ng/j/ABK-7KQ2M9',
    );
    expect(saySms('ha', 'accepted', { ...values, when: smsWhen(saturday, 'ha') })).toBe(
      'An karbi odarku: Halima S., Asa 28 Nuw 10:00. Ku ba da lambar farawarku lokacin isowar Aboki, ba kafin nan ba. aboki.ng/j/ABK-7KQ2M9',
    );
  });

  it('says Yoruba and Igbo without their marks', () => {
    expect(saySms('yo', 'paid', { amount: 'N18,000', link: 'aboki.ng/j/ABK-7KQ2M9' })).toBe(
      'A ti gba owo N18,000 ti e san. E se! aboki.ng/j/ABK-7KQ2M9',
    );
    expect(saySms('ig', 'paid', { amount: 'N18,000', link: 'aboki.ng/j/ABK-7KQ2M9' })).toBe(
      'Anyi natara ego N18,000 i kwuru. Daalu! aboki.ng/j/ABK-7KQ2M9',
    );
  });

  it('says English when the language is not known', () => {
    expect(saySms(undefined, 'code', { code: '123456' })).toBe(
      'Your Aboki code is 123456. It lasts 10 minutes. Do not share it.',
    );
  });
});

describe('smsSafe', () => {
  it('types the Hausa hooked letters plain, capitals too', () => {
    expect(smsSafe('ha', 'ɓ ɗ ƙ ƴ Ɓ Ɗ Ƙ Ƴ: kuɗi, ƙara, karɓa, ’yan')).toBe(
      "b d k y B D K Y: kudi, kara, karba, 'yan",
    );
  });

  it('drops Yoruba tone marks and subdots, composed or not', () => {
    expect(smsSafe('yo', 'Ẹ jọ̀ọ́, ẹ ṣé: àdéhùn, ìbẹ̀rẹ̀, ń, Ṣ')).toBe('E joo, e se: adehun, ibere, n, S');
    expect(smsSafe('yo', 'o\u0323\u0300 vs \u1ecd\u0300')).toBe('o vs o');
  });

  it('drops Igbo dots and ṅ', () => {
    expect(smsSafe('ig', 'ị ọ ụ ṅ Ị Ọ Ụ Ṅ: Daalụ, gị')).toBe('i o u n I O U N: Daalu, gi');
  });

  it('writes ₦ as N and plain punctuation for typographic marks', () => {
    expect(smsSafe('en', '₦18,000 – “yes” — it’s… ok')).toBe('N18,000 - "yes" - it\'s... ok');
    expect(smsSafe('en', 'a\u00a0b\tc')).toBe('a b c');
  });

  it('makes any character still outside GSM-7 a "?" so the message stays GSM-7', () => {
    expect(smsSafe('en', 'Halima 🌸')).toBe('Halima ?');
    expect(isGsm7(smsSafe('pcm', 'Chidi 👍🏾 ₦5'))).toBe(true);
  });

  it('leaves GSM-7 text as it is, and is idempotent', () => {
    const plain = 'Your Aboki code is 123456. Do not share it! (a@b.ng) 50% off?';
    expect(smsSafe('en', plain)).toBe(plain);
    for (const language of LANGUAGES) {
      for (const id of IDS) {
        const once = sayWorst(language, id);
        expect(smsSafe(language, once)).toBe(once);
      }
    }
  });

  it('drops diacritics in every language by the decision', () => {
    for (const language of LANGUAGES) {
      expect(SMS_DIACRITICS[language]).toBe('drop');
      expect(isGsm7(smsSafe(language, 'ẹ̀ ọ́ ṣ ị ụ ṅ ɓ ɗ ƙ ƴ ₦ é ñ'))).toBe(true);
    }
  });
});
