import { lagosInstant } from 'shared/lagos-time';
import { createKit, BOOKING_TABLES } from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';

// A search for next free slots reads its first batch of candidates in two parts (the first 25, then
// the rest of the 50 only when the page is not full yet, availability-service.ts). Its answer must be
// the one of the batch read whole: the same Abokis in the same order, and no cursor once the
// candidates have run out.

const NOW = lagosInstant('2026-12-14', '06:00');
const ctx = useTestApp({
  now: NOW,
  truncate: BOOKING_TABLES,
});
const { call, account, aboki } = createKit(ctx);

describe('GET /api/v1/abokis/search without a time, past the first part of a batch', () => {
  it('fills the page from the rest of the batch, in rank order, and ends without a cursor', async () => {
    const agent = await account('AGENT');
    const away = new Set([1, 3, 5, 7, 9, 11, 13]);
    // 27 Abokis, cheapest first by name; 7 of the first 25 are away all week, so the first part
    // holds only 18 free ones and exactly 20 are free in all.
    for (let rank = 0; rank < 27; rank += 1) {
      await aboki(agent.token, {
        firstName: `A${String(rank).padStart(2, '0')}`,
        services: [
          { serviceSlug: 'home-cleaning', priceKobo: 1_000_000 + rank * 10_000, durationMinutes: 180 },
        ],
        timeOff: away.has(rank) ? [{ from: '2026-12-14', to: '2026-12-22' }] : [],
      });
    }
    const response = await call('GET', '/api/v1/abokis/search?service=home-cleaning&state=Lagos&lga=Ikeja');
    expect(response.statusCode).toBe(200);
    const { abokis, nextCursor } = response.json().data as {
      abokis: { displayName: string; nextSlots: unknown[] }[];
      nextCursor: string | null;
    };
    const free = Array.from({ length: 27 }, (_, rank) => rank).filter((rank) => !away.has(rank));
    expect(abokis.map((item) => item.displayName)).toEqual(
      free.map((rank) => `A${String(rank).padStart(2, '0')} S.`),
    );
    expect(abokis.every((item) => item.nextSlots.length > 0)).toBe(true);
    expect(nextCursor).toBeNull();
  });
});
