import { sql } from 'drizzle-orm';
import { lagosInstant, toLagosIso } from 'shared/lagos-time';
import { IDENTITY_CONSENT, type AbokiOwnerView } from 'shared/schemas';
import { hashPassword } from '../lib/passwords.js';
import { STRONG_PASSWORD } from './accounts.js';
import type { TestApp } from './use-test-app.js';

// Shared by the booking tests (availability, jobs, payments, events): the clock they start from
// (`useTestApp({ now: BOOKING_NOW })`), and accounts and Abokis made through the API.

/** The suites' clock: Monday 14 December 2026, 06:00 in Lagos; their jobs start the next day at 09:00. */
export const BOOKING_NOW = lagosInstant('2026-12-14', '06:00');
export const BOOKING_START = lagosInstant('2026-12-15', '09:00');
/** What a booking suite empties before each test (`useTestApp({ truncate })`); users and abokis cascade. */
export const BOOKING_TABLES = [
  'users',
  'abokis',
  'jobs',
  'idempotency_keys',
  'outbox_emails',
  'rate_limits',
  'platform_ratings',
  // The ledger names jobs and agents without foreign keys (it outlives them): emptied with them.
  'ledger_accounts',
  'ledger_entries',
];
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const after = (base: Date, ms: number) => new Date(base.getTime() + ms);

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

/** A booking's request body beyond its Aboki: a start as a Date or ISO text, and any field to change. */
export type BookingOverrides = { startsAt?: Date | string } & Record<string, unknown>;

/** What POST /api/v1/jobs answers with, as the suites read it. */
export interface BookedJob {
  reference: string;
  startCode: string;
  priceKobo: number;
  startsAt: string;
}

export interface AbokiSpec {
  firstName?: string;
  lastName?: string;
  state?: string;
  lga?: string;
  services?: { serviceSlug: string; priceKobo: number; durationMinutes?: number }[];
  weeklyHours?: { day: number; start: string; end: string }[];
  areas?: string[];
  timeOff?: { from: string; to: string }[];
  /** The languages it speaks (default Hausa and English). */
  languages?: string[];
  publish?: boolean;
  /** false: published, left waiting for review (PENDING_REVIEW). */
  approve?: boolean;
}

/** The operator the kit's reviews are recorded under (no account: the records name it by id and e-mail). */
const KIT_OPERATOR = {
  userId: '00000000-0000-4000-8000-00000000a11c',
  email: 'operator@kit.test',
  name: 'Kit Operator',
  role: 'OPERATOR',
  totp: 'UNLOCKED',
  unlockedUntil: null,
} as const;

/** Helpers bound to a test file's app (useTestApp's handle: read lazily, once the app has started). */
export function createKit(ctx: Pick<TestApp, 'app' | 'database'>) {
  let ips = 0;
  let accounts = 0;
  let passwordHash: string | undefined;

  /** A JSON call through app.inject, each from its own address so rate limits stay out of the way. */
  function call(
    method: Method,
    url: string,
    payload?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) {
    ips += 1;
    return ctx.app.inject({
      method,
      url,
      remoteAddress: `198.18.${Math.floor(ips / 250) % 250}.${(ips % 250) + 1}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await ctx.database.db.execute(query)).rows as T[];

  /** A verified account signed in through the API, with its role and profile set through the API. */
  async function account(
    kind: 'AGENT' | 'USER' | 'USER_WITHOUT_PROFILE' = 'USER',
    home: { state: string; lga: string } = { state: 'Lagos', lga: 'Ikeja' },
  ) {
    passwordHash ??= await hashPassword(STRONG_PASSWORD);
    accounts += 1;
    const email = `booking-${kind.toLowerCase()}-${accounts}@example.com`;
    const name = kind === 'AGENT' ? 'Amaka Eze' : 'Tolu Adeyemi';
    await ctx.database.db.execute(sql`
      INSERT INTO users (email, name, password_hash, email_verified_at)
      VALUES (${email}, ${name}, ${passwordHash}, now())`);
    const signedIn = await call('POST', '/api/v1/auth/login', { email, password: STRONG_PASSWORD });
    if (signedIn.statusCode !== 200) throw new Error(`login: ${signedIn.body}`);
    const { token, user } = signedIn.json().data as { token: string; user: { id: string } };
    const role = kind === 'AGENT' ? 'AGENT' : 'USER';
    const roleSet = await call('POST', '/api/v1/auth/select-role', { role }, token);
    if (roleSet.statusCode !== 200) throw new Error(`select-role: ${roleSet.body}`);
    if (kind !== 'USER_WITHOUT_PROFILE') {
      const profile = { phoneNumber: '08031234567', address: '12 Allen Avenue', ...home };
      const created = await call('POST', `/api/v1/profile/${role.toLowerCase()}`, profile, token);
      if (created.statusCode !== 201) throw new Error(`profile: ${created.body}`);
    }
    return { token, id: user.id, email, name };
  }

  /** An Aboki onboarded and published through the Abokis API, as an agent would. */
  async function aboki(agentToken: string, spec: AbokiSpec = {}): Promise<AbokiOwnerView> {
    const state = spec.state ?? 'Lagos';
    const lga = spec.lga ?? 'Ikeja';
    const created = await call(
      'POST',
      '/api/v1/abokis',
      {
        firstName: spec.firstName ?? 'Halima',
        lastName: spec.lastName ?? 'Sani',
        languages: spec.languages ?? ['Hausa', 'English'],
        state,
        lga,
      },
      agentToken,
    );
    if (created.statusCode !== 201) throw new Error(`create: ${created.body}`);
    const { id } = created.json().data.aboki as AbokiOwnerView;
    const steps: [Method, string, object][] = [
      [
        'PATCH',
        `/api/v1/abokis/${id}`,
        {
          address: '7 Oba Akran Avenue',
          idType: 'NIN',
          idNumber: '12345678901',
          identityConsent: IDENTITY_CONSENT.version,
          guarantor: {
            name: 'Musa Sani',
            phoneNumber: '08051112222',
            relationship: 'Uncle',
            address: '3 Awolowo Way',
          },
        },
      ],
      [
        'PUT',
        `/api/v1/abokis/${id}/services`,
        {
          services: spec.services ?? [
            { serviceSlug: 'home-cleaning', priceKobo: 1_800_000, durationMinutes: 180 },
            { serviceSlug: 'home-cooking', priceKobo: 300_000 },
          ],
        },
      ],
      [
        'PUT',
        `/api/v1/abokis/${id}/availability`,
        {
          weeklyHours:
            spec.weeklyHours ?? [1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '08:00', end: '18:00' })),
          areas: spec.areas ?? [lga],
          timeOff: spec.timeOff ?? [],
        },
      ],
    ];
    for (const [method, url, body] of steps) {
      const response = await call(method, url, body, agentToken);
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    }
    if (spec.publish === false)
      return (await call('GET', `/api/v1/abokis/${id}`, undefined, agentToken)).json().data.aboki;
    const published = await call('POST', `/api/v1/abokis/${id}/publish`, undefined, agentToken);
    if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`);
    if (spec.approve === false) return published.json().data.aboki as AbokiOwnerView;
    await approve(id);
    return (await call('GET', `/api/v1/abokis/${id}`, undefined, agentToken)).json().data.aboki;
  }

  /**
   * An operator's review, as the console makes it (ops.test.ts drives the console's API itself): the
   * guarantor confirmed, then approved with a written reason, since the kit's Abokis have no birth
   * date for the ID check to match.
   */
  async function approve(abokiId: string): Promise<void> {
    const actor = { id: KIT_OPERATOR.userId, label: KIT_OPERATOR.email, requestId: null };
    await ctx.app.reviews.recordGuarantor(abokiId, { outcome: 'CONFIRMED' }, KIT_OPERATOR, actor);
    await ctx.app.reviews.approve(abokiId, 'Checked by hand for the test suite', actor);
    // The agent's "approved" e-mail is ops.test.ts's to check; the booking suites count their own.
    await ctx.database.db.execute(
      sql`DELETE FROM outbox_emails WHERE subject LIKE ${'% is approved on Aboki'} AND sent_at IS NULL`,
    );
  }

  let bookings = 0;

  /**
   * POST /api/v1/jobs under a fresh Idempotency-Key: a cash home cleaning at 12 Allen Avenue, Ikeja,
   * starting at BOOKING_START, unless `overrides` say otherwise. The answer as it came.
   */
  function requestBooking(
    token: string,
    abokiId: string,
    { startsAt = BOOKING_START, ...fields }: BookingOverrides = {},
  ) {
    bookings += 1;
    return call(
      'POST',
      '/api/v1/jobs',
      {
        abokiId,
        serviceSlug: 'home-cleaning',
        startsAt: startsAt instanceof Date ? toLagosIso(startsAt) : startsAt,
        paymentMethod: 'CASH',
        state: 'Lagos',
        lga: 'Ikeja',
        address: '12 Allen Avenue, Ikeja',
        ...fields,
      },
      token,
      { 'idempotency-key': `booking-${bookings}-${Date.now()}` },
    );
  }

  /** The same, booked: its job (a refusal throws, with the answer). */
  async function book(token: string, abokiId: string, overrides: BookingOverrides = {}): Promise<BookedJob> {
    const response = await requestBooking(token, abokiId, overrides);
    if (response.statusCode !== 201) throw new Error(`book: ${response.body}`);
    return response.json().data.job as BookedJob;
  }

  /** POST /api/v1/jobs/:reference/:action (accept, start, complete…) as the person with `token`. */
  const act = (token: string, reference: string, action: string, body: object = {}) =>
    call('POST', `/api/v1/jobs/${reference}/${action}`, body, token);

  return { call, rows, account, aboki, approve, requestBooking, book, act };
}
