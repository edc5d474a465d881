import { contactWindowClosesAt, isContactWindowOpen } from './contact.js';
import { CONTACT_WINDOW_HOURS_AFTER } from './numbers.js';

describe('when the two sides of a job see each other’s number', () => {
  const acceptedAt = new Date('2026-12-14T08:00:00Z');
  const endedAt = new Date('2026-12-15T12:00:00Z');
  const closesAt = new Date(endedAt.getTime() + CONTACT_WINDOW_HOURS_AFTER * 3_600_000);

  it('never before the job is accepted', () => {
    const requested = { acceptedAt: null, completedAt: null, cancelledAt: null };
    expect(isContactWindowOpen(requested, acceptedAt)).toBe(false);
    // A request cancelled before anyone accepted it never opened the window.
    expect(isContactWindowOpen({ ...requested, cancelledAt: endedAt }, endedAt)).toBe(false);
  });

  it('from acceptance for as long as the job has not ended, however late it runs', () => {
    const live = { acceptedAt, completedAt: null, cancelledAt: null };
    expect(isContactWindowOpen(live, acceptedAt)).toBe(true);
    expect(isContactWindowOpen(live, new Date('2027-01-30T00:00:00Z'))).toBe(true);
    expect(contactWindowClosesAt(live)).toBeNull();
  });

  it.each([
    ['completed', { completedAt: endedAt, cancelledAt: null }],
    ['cancelled', { completedAt: null, cancelledAt: endedAt }],
  ])('until CONTACT_WINDOW_HOURS_AFTER hours after a job is %s, not a moment longer', (_how, ended) => {
    const job = { acceptedAt, ...ended };
    expect(contactWindowClosesAt(job)).toEqual(closesAt);
    expect(isContactWindowOpen(job, new Date(closesAt.getTime() - 1))).toBe(true);
    expect(isContactWindowOpen(job, closesAt)).toBe(false);
    expect(isContactWindowOpen(job, new Date(closesAt.getTime() + 60_000))).toBe(false);
  });
});
