import { useSyncExternalStore } from 'react';
import type { PaymentMethod } from 'shared/schemas';

/**
 * The booking in progress, kept in `sessionStorage` under one key so it survives a reload and the
 * detour through /sign-in (same tab), and is gone when the tab closes. Nothing in it is secret:
 * what was searched, the chosen Aboki and time, the address typed so far, and the Idempotency-Key
 * made once for this draft, so every retry of its POST /api/v1/jobs is the same request to the server.
 * Why: docs/decisions/0020-booking-draft-in-the-browser.md.
 */
export const BOOKING_DRAFT_KEY = 'aboki_booking_draft';

export interface DraftSearch {
  service: string;
  state: string;
  lga: string;
  date?: string | undefined;
  time?: string | undefined;
  hours?: number | undefined;
  /** Only Abokis who speak this language. */
  language?: string | undefined;
}

export interface DraftAboki {
  id: string;
  displayName: string;
  photoUrl: string | null;
  languages: string[];
  rating: { average: number | null; count: number };
  /** The Aboki's own price for the service (per hour for hourly services) and, for jobs, its length. */
  unitPriceKobo?: number | undefined;
  durationMinutes?: number | null | undefined;
}

export interface DraftDetails {
  address: string;
  landmark: string;
  notes: string;
  forSomeoneElse: boolean;
  recipientName: string;
  recipientPhone: string;
}

export interface DraftService {
  slug: string;
  name: string;
  unit: 'job' | 'hour';
}

export interface BookingDraft {
  search?: DraftSearch | undefined;
  service?: DraftService | undefined;
  aboki?: DraftAboki | undefined;
  /** The chosen time and the price the search gave for it (the server computes it again). */
  slot?: { startsAt: string; endsAt: string; priceKobo: number } | undefined;
  paymentMethod?: PaymentMethod | undefined;
  details?: DraftDetails | undefined;
  /**
   * The job this draft booked that is waiting for a card or transfer payment: the browser has gone
   * to Paystack's checkout and comes back with a full page load. Its Idempotency-Key is spent on
   * that job, so booking again (after the hold ran out) takes a new key.
   */
  checkout?: { reference: string } | undefined;
  idempotencyKey: string;
  /** Why the last request was refused, for the error page (which a reload must not empty). */
  lastError?: { code?: string | undefined; message: string; status: number } | undefined;
}

type Shape = 'string' | 'number' | 'boolean' | 'object';
// The same three as shared's PAYMENT_METHODS; a value import would pull Zod into the draft.
const METHODS: ReadonlySet<string> = new Set<PaymentMethod>(['CASH', 'CARD', 'TRANSFER']);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every named field of `value` is absent or of its kind. */
function fieldsAre(value: unknown, fields: Record<string, Shape>): boolean {
  if (!isRecord(value)) return false;
  return Object.entries(fields).every(([name, kind]) => {
    const field = value[name];
    return field === undefined || (kind === 'object' ? isRecord(field) : typeof field === kind);
  });
}

/**
 * A draft from an older version of this page, or edited by hand, is dropped rather than trusted.
 * Checked by hand: a schema library here would be a second copy of Zod in this remote's pages.
 */
function isDraft(value: unknown): value is BookingDraft {
  if (!isRecord(value) || typeof value.idempotencyKey !== 'string' || value.idempotencyKey === '')
    return false;
  const { search, service, aboki, slot, details, lastError } = value;
  return (
    fieldsAre(value, {
      search: 'object',
      service: 'object',
      aboki: 'object',
      slot: 'object',
      details: 'object',
    }) &&
    (search === undefined ||
      (fieldsAre(search, {
        service: 'string',
        state: 'string',
        lga: 'string',
        date: 'string',
        time: 'string',
        hours: 'number',
        language: 'string',
      }) &&
        typeof (search as DraftSearch).service === 'string')) &&
    (service === undefined || fieldsAre(service, { slug: 'string', name: 'string', unit: 'string' })) &&
    (aboki === undefined ||
      (fieldsAre(aboki, { id: 'string', displayName: 'string', rating: 'object' }) &&
        typeof (aboki as DraftAboki).id === 'string' &&
        Array.isArray((aboki as DraftAboki).languages) &&
        isRecord((aboki as DraftAboki).rating))) &&
    (slot === undefined ||
      (fieldsAre(slot, { startsAt: 'string', endsAt: 'string', priceKobo: 'number' }) &&
        typeof (slot as { startsAt?: unknown }).startsAt === 'string')) &&
    (value.paymentMethod === undefined ||
      (typeof value.paymentMethod === 'string' && METHODS.has(value.paymentMethod))) &&
    (value.checkout === undefined ||
      (isRecord(value.checkout) && typeof value.checkout.reference === 'string')) &&
    (details === undefined ||
      fieldsAre(details, {
        address: 'string',
        landmark: 'string',
        notes: 'string',
        forSomeoneElse: 'boolean',
        recipientName: 'string',
        recipientPhone: 'string',
      })) &&
    (lastError === undefined || fieldsAre(lastError, { code: 'string', message: 'string', status: 'number' }))
  );
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the booking then lives only as long as the page.
    return null;
  }
}

const listeners = new Set<() => void>();
let memory: string | null = null;
let cached: { raw: string | null; draft: BookingDraft | null } = { raw: null, draft: null };

function readRaw(): string | null {
  const store = storage();
  return store ? store.getItem(BOOKING_DRAFT_KEY) : memory;
}

function parse(raw: string | null): BookingDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

/** The stored draft, or null. The same object while the stored text is unchanged. */
export function readDraft(): BookingDraft | null {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, draft: parse(raw) };
  return cached.draft;
}

function write(draft: BookingDraft | null) {
  const raw = draft ? JSON.stringify(draft) : null;
  const store = storage();
  try {
    if (store) {
      if (raw) store.setItem(BOOKING_DRAFT_KEY, raw);
      else store.removeItem(BOOKING_DRAFT_KEY);
    } else memory = raw;
  } catch {
    memory = raw;
  }
  for (const listener of listeners) listener();
}

/**
 * A fresh Idempotency-Key (a random UUID): one per draft, never per click. `randomUUID` needs
 * Chrome 92+ and HTTPS; older phones and plain-HTTP test sites get the same from `getRandomValues`.
 */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Changes the draft (making one, with its key, if there is none) and tells every page showing it. */
export function updateDraft(change: (draft: BookingDraft) => BookingDraft): BookingDraft {
  const next = change(readDraft() ?? { idempotencyKey: newKey() });
  write(next);
  return next;
}

/**
 * A new key for this draft: only after the server said the key already booked a different request
 * (a timed-out request that did book, then changed). That job exists; anything sent next is new.
 */
export function renewKey(): void {
  updateDraft((draft) => ({ ...draft, idempotencyKey: newKey() }));
}

/** Forgets the draft: after a booking is made, so the next booking gets a new key. */
export function clearDraft(): void {
  write(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The draft, kept up to date, and the function that changes it. */
export function useBookingDraft(): [BookingDraft | null, typeof updateDraft] {
  const draft = useSyncExternalStore(subscribe, readDraft, readDraft);
  return [draft, updateDraft];
}

/** The search as a query string for /select-aboki, optionally opening one Aboki's free times. */
export function searchQuery(search: DraftSearch | undefined, abokiId?: string): string {
  if (!search) return '';
  const query = new URLSearchParams({ service: search.service, state: search.state, lga: search.lga });
  if (search.date && search.time) {
    query.set('date', search.date);
    query.set('time', search.time);
  }
  if (search.hours) query.set('hours', String(search.hours));
  if (search.language) query.set('language', search.language);
  if (abokiId) query.set('aboki', abokiId);
  return `?${query}`;
}
