import { cancellationPolicyText, cancellationTerms, cancellationTermsText } from './terms.js';

describe('cancellation terms', () => {
  // Thu 3 Dec 2026, 10:00 in Lagos; a ₦15,000 job.
  const job = { startsAt: '2026-12-03T10:00:00+01:00', priceKobo: 1_500_000 };

  it('are the fee function’s own answers: free, then 20 % (₦3,000), then 50 % (₦7,500) in the last 2 hours', () => {
    expect(cancellationTerms(job)).toEqual({
      freeUntil: new Date('2026-12-02T10:00:00+01:00'),
      lateFeeKobo: 300_000,
      veryLateFrom: new Date('2026-12-03T08:00:00+01:00'),
      veryLateFeeKobo: 750_000,
    });
    // The minimums: a ₦2,000 job pays ₦1,000, then all ₦2,000.
    expect(cancellationTerms({ ...job, priceKobo: 200_000 })).toMatchObject({
      lateFeeKobo: 100_000,
      veryLateFeeKobo: 200_000,
    });
  });

  it('read as dates and naira for a booking made days ahead', () => {
    expect(cancellationTermsText(job, new Date('2026-11-25T12:00:00+01:00'))).toEqual([
      'Free until Wed 2 Dec, 10:00.',
      'Then ₦3,000.',
      'After 8:00 on the day: ₦7,500.',
      'Always free before the Aboki accepts, and within 5 minutes of booking.',
      'If the Aboki declines, cancels or does not come, you pay nothing, and a card or transfer payment comes back in full.',
    ]);
  });

  it('start with the fee for a booking inside the free window, and name the day when the last hours begin the day before', () => {
    const early = { startsAt: '2026-12-03T01:00:00+01:00', priceKobo: 1_500_000 };
    expect(cancellationTermsText(early, new Date('2026-12-02T12:00:00+01:00')).slice(0, 2)).toEqual([
      'Cancelling after the Aboki accepts costs ₦3,000 (it starts within 24 hours).',
      'After Wed 2 Dec, 23:00: ₦7,500.',
    ]);
  });

  it('state the rule in general from the same numbers', () => {
    expect(cancellationPolicyText()).toBe(
      'Yes, from your upcoming requests. It is free until 24 hours before the start, always free before the Aboki accepts, and free within 5 minutes of booking. After that it costs 20% of the price (at least ₦1,000), and in the last 2 hours 50% (at least ₦2,000), never more than the price. The confirm page shows the dates and amounts for your booking before you send it.',
    );
  });
});
