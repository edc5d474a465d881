import { jest } from '@jest/globals';
import { BOOKING_DRAFT_KEY, clearDraft, newKey, readDraft, updateDraft } from './booking-draft.js';

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the booking draft', () => {
  it('is made with one key on first change, and keeps it through every later change', () => {
    const first = updateDraft((draft) => ({ ...draft, paymentMethod: 'CASH' }));
    const second = updateDraft((draft) => ({
      ...draft,
      search: { service: 'laundry', state: 'Lagos', lga: 'Ikeja', hours: 2 },
    }));

    expect(first.idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(JSON.parse(sessionStorage.getItem(BOOKING_DRAFT_KEY)!)).toEqual(second);
  });

  it('is gone once cleared, and the next one has a new key', () => {
    const first = updateDraft((draft) => draft);
    clearDraft();
    expect(readDraft()).toBeNull();
    expect(updateDraft((draft) => draft).idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('makes a version 4 UUID without crypto.randomUUID (older Chrome, plain HTTP)', () => {
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newKey));
      expect(keys.size).toBe(50);
      for (const key of keys) {
        expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });

  it('keeps a card or transfer choice and the job waiting for its payment, through a reload', () => {
    const draft = updateDraft((current) => ({
      ...current,
      paymentMethod: 'TRANSFER',
      checkout: { reference: 'ABK-7KQ2M9' },
    }));
    // A full page load back from Paystack's checkout reads the stored text afresh.
    const stored = sessionStorage.getItem(BOOKING_DRAFT_KEY)!;
    sessionStorage.removeItem(BOOKING_DRAFT_KEY);
    expect(readDraft()).toBeNull();
    sessionStorage.setItem(BOOKING_DRAFT_KEY, stored);
    expect(readDraft()).toEqual(draft);
  });

  it.each([
    ['not JSON', '{'],
    ['no key', JSON.stringify({ search: { service: 'x', state: 'Lagos', lga: 'Ikeja' } })],
    ['a slot without a start', JSON.stringify({ idempotencyKey: 'k', slot: { endsAt: 'x', priceKobo: 1 } })],
    ['an unknown payment method', JSON.stringify({ idempotencyKey: 'k', paymentMethod: 'CHEQUE' })],
    ['a checkout without a reference', JSON.stringify({ idempotencyKey: 'k', checkout: { url: 'x' } })],
  ])('drops a stored draft it cannot trust (%s)', (_, raw) => {
    sessionStorage.setItem(BOOKING_DRAFT_KEY, raw);
    expect(readDraft()).toBeNull();
  });
});
