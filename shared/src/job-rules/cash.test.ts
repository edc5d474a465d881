import { cashConfirmationSchema, cashDifferenceReasonSchema } from '../schemas/cash-check.js';
import { cashConfirmBy, cashDiffers, cashOwedKobo, CASH_CONFIRM_DAYS } from './cash.js';

describe('the cash check’s rules', () => {
  it('owed is the price plus any fee recorded on the job', () => {
    expect(cashOwedKobo({ priceKobo: 450_000 })).toBe(450_000);
    expect(cashOwedKobo({ priceKobo: 450_000, feeKobo: null })).toBe(450_000);
    expect(cashOwedKobo({ priceKobo: 450_000, feeKobo: 90_000 })).toBe(540_000);
  });

  it('any figure but what is owed differs, by a single kobo too', () => {
    expect(cashDiffers(450_000, 450_000)).toBe(false);
    expect(cashDiffers(450_000, 4_500_000)).toBe(true);
    expect(cashDiffers(450_000, 449_999)).toBe(true);
  });

  it('the User is asked for CASH_CONFIRM_DAYS after completion', () => {
    expect(cashConfirmBy('2026-12-15T12:00:00+01:00').toISOString()).toBe(
      new Date(Date.parse('2026-12-15T11:00:00Z') + CASH_CONFIRM_DAYS * 86_400_000).toISOString(),
    );
  });

  it('a reason is one trimmed line of 3 to 300 characters; an answer is whole kobo', () => {
    expect(cashDifferenceReasonSchema.parse('  Tip for the extra room  ')).toBe('Tip for the extra room');
    for (const bad of ['  ab  ', 'x'.repeat(301), 'one\ntwo']) {
      expect(cashDifferenceReasonSchema.safeParse(bad).success).toBe(false);
    }
    expect(cashConfirmationSchema.parse({ paidKobo: 450_000 })).toEqual({ paidKobo: 450_000 });
    for (const bad of [
      {},
      { paidKobo: -1 },
      { paidKobo: 1.5 },
      { paidKobo: 100_000_001 },
      { paidKobo: 1, x: 1 },
    ]) {
      expect(cashConfirmationSchema.safeParse(bad).success).toBe(false);
    }
  });
});
