import { placeholdersOf } from '../i18n/message-format.js';
import { RULE_WORDS } from './rule-words.js';
import { cancellationPolicyText, cancellationTermsText } from './terms.js';
import { moveRuleText } from './reschedule.js';

describe('the booking rules in words', () => {
  it.each(['pcm', 'ha', 'yo', 'ig'] as const)(
    '%s says every rule, with the same numbers put in',
    (language) => {
      expect(Object.keys(RULE_WORDS[language]).sort()).toEqual(Object.keys(RULE_WORDS.en).sort());
      for (const [id, text] of Object.entries(RULE_WORDS.en)) {
        const translated = RULE_WORDS[language][id as keyof typeof RULE_WORDS.en];
        expect([id, placeholdersOf(translated)]).toEqual([id, placeholdersOf(text)]);
        expect([id, translated === text]).toEqual([id, false]);
      }
    },
  );

  it('states a booking’s terms with its dates in the language, its amounts as they are', () => {
    // Starts Saturday 14 December 2024, 09:00 in Lagos; booked two days before.
    const job = { startsAt: '2024-12-14T08:00:00Z', priceKobo: 1_000_000 };
    const now = new Date('2024-12-12T08:00:00Z');
    const english = cancellationTermsText(job, now);
    const hausa = cancellationTermsText(job, now, 'ha');
    expect(english[0]).toBe('Free until Fri 13 Dec, 9:00.');
    expect(hausa[0]).toBe('Kyauta har zuwa Jum 13 Dis, 9:00.');
    expect(hausa[1]).toContain('₦');
    expect(hausa).toHaveLength(english.length);
  });

  it('keeps the rule’s numbers in every language', () => {
    expect(cancellationPolicyText('yo')).toContain('24');
    expect(moveRuleText('ig')).toContain('24');
    expect(moveRuleText()).toContain('24 hours before the start');
  });
});
