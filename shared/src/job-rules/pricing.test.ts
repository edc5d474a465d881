import { priceAndDuration } from './pricing.js';

describe('priceAndDuration', () => {
  const cleaning = { unit: 'hour' as const, name: 'Home cleaning' };
  const moving = { unit: 'job' as const, name: 'Moving help' };

  it('charges an hourly service its rate times the hours, one hour when none are asked', () => {
    const offer = { priceKobo: 250_000, durationMinutes: null };
    expect(priceAndDuration(cleaning, offer, 3)).toEqual({
      ok: true,
      priceKobo: 750_000,
      durationMinutes: 180,
      hours: 3,
    });
    expect(priceAndDuration(cleaning, offer, undefined)).toEqual({
      ok: true,
      priceKobo: 250_000,
      durationMinutes: 60,
      hours: 1,
    });
  });

  it('charges a per-job service its offer, for the offer’s length (30 minutes for an old row without one)', () => {
    expect(priceAndDuration(moving, { priceKobo: 1_800_000, durationMinutes: 240 }, undefined)).toEqual({
      ok: true,
      priceKobo: 1_800_000,
      durationMinutes: 240,
      hours: null,
    });
    expect(
      priceAndDuration(moving, { priceKobo: 1_800_000, durationMinutes: null }, undefined),
    ).toMatchObject({
      durationMinutes: 30,
    });
  });

  it('refuses hours for a per-job service, in words for the hours field', () => {
    expect(priceAndDuration(moving, { priceKobo: 1_800_000, durationMinutes: 240 }, 2)).toEqual({
      ok: false,
      hoursRefused: 'Moving help is booked per job, not by the hour; leave hours out',
    });
  });
});
