import { abokiSearchQuerySchema, abokiSlotsQuerySchema, jobCreateSchema, jobListQuerySchema } from './job.js';

const BOOKING = {
  abokiId: '0b0e2f7e-3c56-4f4e-9a43-1d3c0e5b8a11',
  serviceSlug: 'home-cleaning',
  startsAt: '2026-12-14T09:00:00+01:00',
  paymentMethod: 'CASH',
  state: 'lagos',
  lga: 'Ikeja',
  address: '12 Allen Avenue, Ikeja',
};

describe('jobCreateSchema', () => {
  it('accepts a booking, canonicalises the state and parses the start', () => {
    const parsed = jobCreateSchema.parse(BOOKING);
    expect(parsed.state).toBe('Lagos');
    expect(parsed.startsAt.toISOString()).toBe('2026-12-14T08:00:00.000Z');
  });

  it('refuses a price sent by the client, naming the field', () => {
    for (const field of ['priceKobo', 'amount']) {
      const result = jobCreateSchema.safeParse({ ...BOOKING, [field]: 100 });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
      expect(result.error?.issues[0]?.message).toMatch(/price is computed/);
    }
  });

  it('refuses starts off the half hour, without an offset, and other payment methods', () => {
    expect(jobCreateSchema.safeParse({ ...BOOKING, startsAt: '2026-12-14T09:15:00+01:00' }).success).toBe(
      false,
    );
    expect(jobCreateSchema.safeParse({ ...BOOKING, startsAt: '2026-12-14T09:00:00' }).success).toBe(false);
    expect(jobCreateSchema.safeParse({ ...BOOKING, paymentMethod: 'BITCOIN' }).success).toBe(false);
    // Card and bank transfer through Paystack (issue 11), next to cash.
    for (const paymentMethod of ['CASH', 'CARD', 'TRANSFER']) {
      expect(jobCreateSchema.safeParse({ ...BOOKING, paymentMethod }).success).toBe(true);
    }
    expect(jobCreateSchema.safeParse({ ...BOOKING, lga: 'Kano Municipal' }).success).toBe(false);
  });

  it('refuses a start on a day or at a time that does not exist (issue 23, finding 7)', () => {
    const problem = (startsAt: string) => {
      const issues = jobCreateSchema.safeParse({ ...BOOKING, startsAt }).error?.issues ?? [];
      return issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    // Date.parse reads both as a later day: 1 December and 2 March.
    expect(problem('2026-11-31T10:00:00+01:00')).toEqual([
      ['startsAt', 'Enter a real date and time: November has 30 days'],
    ]);
    expect(problem('2026-02-30T10:00:00+01:00')).toEqual([
      ['startsAt', 'Enter a real date and time: February 2026 has 28 days'],
    ]);
    expect(problem('2026-13-01T10:00:00+01:00')).toEqual([
      ['startsAt', 'Enter a real date and time: months run 01 to 12'],
    ]);
    for (const startsAt of ['2026-12-14T24:00:00+01:00', '2026-12-14T09:60+01:00', '2026-12-14T09:00:60Z']) {
      expect(problem(startsAt)).toEqual([
        ['startsAt', 'Enter a real date and time: times run 00:00 to 23:59'],
      ]);
    }
    expect(problem('2026-12-14T09:00:00+15:00')).toEqual([
      ['startsAt', 'Enter a real date and time: the offset from UTC is at most 14 hours'],
    ]);
    // 29 February is real in a leap year.
    expect(problem('2028-02-29T10:00:00+01:00')).toEqual([]);
  });
});

describe('search and list queries', () => {
  it('needs date and time together, on the half hour', () => {
    const base = { service: 'home-cleaning', state: 'Lagos', lga: 'Ikeja' };
    expect(abokiSearchQuerySchema.safeParse(base).success).toBe(true);
    expect(abokiSearchQuerySchema.safeParse({ ...base, date: '2026-12-14' }).success).toBe(false);
    expect(abokiSearchQuerySchema.safeParse({ ...base, date: '2026-12-14', time: '09:10' }).success).toBe(
      false,
    );
    expect(
      abokiSearchQuerySchema.parse({ ...base, date: '2026-12-14', time: '09:30', hours: '3' }).hours,
    ).toBe(3);
  });

  it('refuses a search day or a first day of slots that is not in the calendar', () => {
    const base = { service: 'home-cleaning', state: 'Lagos', lga: 'Ikeja' };
    const search = abokiSearchQuerySchema.safeParse({ ...base, date: '2026-02-30', time: '09:00' });
    expect(search.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['date', 'Enter a real date: February 2026 has 28 days'],
    ]);
    const slots = abokiSlotsQuerySchema.safeParse({ service: 'home-cleaning', from: '2026-04-31' });
    expect(slots.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['from', 'Enter a real date: April has 30 days'],
    ]);
    expect(
      abokiSlotsQuerySchema.safeParse({ service: 'home-cleaning', from: '14/12/2026' }).error?.issues[0]
        ?.message,
    ).toBe('Enter a date as YYYY-MM-DD');
  });

  it('knows the four tabs only', () => {
    expect(jobListQuerySchema.safeParse({ tab: 'upcoming' }).success).toBe(true);
    expect(jobListQuerySchema.safeParse({ tab: 'past' }).success).toBe(false);
  });
});
