import { formatNaira, nairaToKobo, parseNairaToKobo } from './money.js';

describe('formatNaira', () => {
  it.each([
    [150000, '₦1,500'],
    [150050, '₦1,500.50'],
    [0, '₦0'],
    [123456789, '₦1,234,567.89'],
    [-150000, '-₦1,500'],
    [-150005, '-₦1,500.05'],
    [1, '₦0.01'],
    [99, '₦0.99'],
    [100, '₦1'],
    [99999, '₦999.99'],
    [100000, '₦1,000'],
    [100000000000, '₦1,000,000,000'],
    [-0, '₦0'],
  ])('formats %i kobo as %s', (kobo, expected) => {
    expect(formatNaira(kobo)).toBe(expected);
  });

  it.each([1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'throws a RangeError for %p',
    (kobo) => {
      expect(() => formatNaira(kobo)).toThrow(RangeError);
    },
  );
});

describe('nairaToKobo', () => {
  it.each([
    [1500, 150000],
    [1500.5, 150050],
    [0, 0],
    [0.01, 1],
    [19.99, 1999],
    [1.005, 101],
    [0.004, 0],
    [0.005, 1],
    [1234567.89, 123456789],
    [-1500, -150000],
    [-1.005, -101],
    [-0.001, 0],
  ])('converts ₦%p to %i kobo', (naira, kobo) => {
    expect(nairaToKobo(naira)).toBe(kobo);
  });

  it('returns 0, not -0, for amounts that round to nothing', () => {
    expect(Object.is(nairaToKobo(-0.001), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('throws for %p', (naira) => {
    expect(() => nairaToKobo(naira)).toThrow(RangeError);
  });

  it('round-trips with formatNaira', () => {
    expect(formatNaira(nairaToKobo(2500.75))).toBe('₦2,500.75');
  });
});

describe('parseNairaToKobo', () => {
  it.each([
    ['4500', 450_000],
    ['4,500', 450_000],
    ['₦45,000', 4_500_000],
    [' 4500.5 ', 450_050],
    ['0', 0],
  ])('reads %p as %i kobo', (text, kobo) => {
    expect(parseNairaToKobo(text)).toBe(kobo);
  });

  it.each(['', 'abc', '-4500', '4500.505', '45 thousand', '1e5', '1234567890123'])('refuses %p', (text) => {
    expect(parseNairaToKobo(text)).toBeNull();
  });
});
