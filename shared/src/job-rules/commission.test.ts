import fc from 'fast-check';
import { commissionSplit } from './commission.js';
import { COMMISSION_MIN_KOBO } from './numbers.js';

describe('commissionSplit', () => {
  it('takes 15 % of a job, to the kobo', () => {
    expect(commissionSplit(1_000_000)).toEqual({ commissionKobo: 150_000, agentKobo: 850_000 });
    expect(commissionSplit(333_333)).toEqual({ commissionKobo: 50_000, agentKobo: 283_333 });
  });

  it('takes at least the minimum, and never more than the amount', () => {
    expect(commissionSplit(50_000)).toEqual({ commissionKobo: COMMISSION_MIN_KOBO, agentKobo: 40_000 });
    expect(commissionSplit(5_000)).toEqual({ commissionKobo: 5_000, agentKobo: 0 });
    expect(commissionSplit(0)).toEqual({ commissionKobo: 0, agentKobo: 0 });
  });

  it('always splits an amount into two parts that add up to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        const { commissionKobo, agentKobo } = commissionSplit(amount);
        return commissionKobo + agentKobo === amount && commissionKobo >= 0 && agentKobo >= 0;
      }),
    );
  });

  it('refuses what is not whole kobo', () => {
    expect(() => commissionSplit(10.5)).toThrow(RangeError);
    expect(() => commissionSplit(-1)).toThrow(RangeError);
  });
});
