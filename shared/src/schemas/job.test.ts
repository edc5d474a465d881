import { abokiSearchQuerySchema, jobCreateSchema, jobListQuerySchema } from './job.js';

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

  it('knows the four tabs only', () => {
    expect(jobListQuerySchema.safeParse({ tab: 'upcoming' }).success).toBe(true);
    expect(jobListQuerySchema.safeParse({ tab: 'past' }).success).toBe(false);
  });
});
