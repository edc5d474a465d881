import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { EVENTS_HEARTBEAT_SECONDS } from 'shared/job-rules';
import { lagosInstant, toLagosIso } from 'shared/lagos-time';
import type { JobEvent } from 'shared/schemas';
import { buildApp, type App } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { authenticatePlugin } from '../../plugins/authenticate.js';
import { createKit, BOOKING_TABLES } from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';
import { createSessionService } from '../auth/session-service.js';
import { eventsRoutes } from './events-routes.js';
import { JobEventBus } from '../../lib/job-event-bus.js';

// GET /api/v1/events over real sockets (app.inject does not stream): live changes, replay after a
// reconnect with Last-Event-ID, and — on a PostgreSQL server — a change made through one API
// process reaching a stream open on another.

const NOW = lagosInstant('2026-12-14', '06:00');
const ctx = useTestApp({
  now: NOW,
  truncate: BOOKING_TABLES,
});
const { call, account, aboki } = createKit(ctx);
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

/** An open event stream: the frames received so far, and a wait for the first that matches. */
async function openStream(url: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/v1/events`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: (JobEvent & { sseId: string })[] = [];
  /** Every frame as received, comments (`: heartbeat`) included. */
  const frames: string[] = [];
  let raw = '';
  const waiters: (() => void)[] = [];
  let endedAt: number | undefined;
  const ended = (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        raw += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = raw.indexOf('\n\n')) >= 0) {
          const frame = raw.slice(0, end);
          raw = raw.slice(end + 2);
          frames.push(frame);
          const id = /^id: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (id && data) events.push({ ...(JSON.parse(data) as JobEvent), sseId: id });
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } catch {
      // Aborted by close().
    }
    endedAt = Date.now();
  })();
  return {
    response,
    /** Resolves with the time the server ended the stream (or close() did). */
    ended: ended.then(() => endedAt!),
    events,
    frames,
    async waitFor(match: (event: JobEvent) => boolean, timeoutMs: number) {
      return this.waitUntil(() => events.find(match), timeoutMs);
    },
    /** Waits until `found` answers something, re-asking after each frame. */
    async waitUntil<T>(found: () => T | undefined, timeoutMs: number): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const value = found();
        if (value !== undefined) return value;
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(`nothing matched within ${timeoutMs} ms: ${JSON.stringify(frames)}`);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}

async function bookedJob() {
  const agent = await account('AGENT');
  const user = await account('USER');
  const halima = await aboki(agent.token);
  const response = await call(
    'POST',
    '/api/v1/jobs',
    {
      abokiId: halima.id,
      serviceSlug: 'home-cleaning',
      startsAt: toLagosIso(lagosInstant('2026-12-15', '09:00')),
      paymentMethod: 'CASH',
      state: 'Lagos',
      lga: 'Ikeja',
      address: '12 Allen Avenue, Ikeja',
    },
    user.token,
    { 'idempotency-key': `events-${Date.now()}-${Math.random()}` },
  );
  if (response.statusCode !== 201) throw new Error(response.body);
  return { agent, user, reference: response.json().data.job.reference as string };
}

describe('GET /api/v1/events', () => {
  it('needs a bearer token in the header: 401 without', async () => {
    const response = await call('GET', '/api/v1/events');
    expect(response.statusCode).toBe(401);
  });

  it('streams the person’s job changes live, with SSE headers; the agent hears of a new request', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const agentStream = await openStream(baseUrl, agent.token);
    try {
      expect(agentStream.response.status).toBe(200);
      expect(agentStream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(agentStream.response.headers.get('x-accel-buffering')).toBe('no');
      expect(agentStream.response.headers.get('cache-control')).toBe('no-store');
      const booked = await call(
        'POST',
        '/api/v1/jobs',
        {
          abokiId: halima.id,
          serviceSlug: 'home-cleaning',
          startsAt: toLagosIso(lagosInstant('2026-12-15', '09:00')),
          paymentMethod: 'CASH',
          state: 'Lagos',
          lga: 'Ikeja',
          address: '12 Allen Avenue, Ikeja',
        },
        user.token,
        { 'idempotency-key': `events-live-${Date.now()}` },
      );
      const reference = booked.json().data.job.reference as string;
      const event = await agentStream.waitFor(
        (e) => e.reference === reference && e.status === 'REQUESTED',
        1000,
      );
      expect(event).toMatchObject({ actor: 'USER', serviceName: 'Home cleaning', abokiName: 'Halima S.' });
      // Another person's stream hears nothing of it.
      const stranger = await account('USER');
      const strangerStream = await openStream(baseUrl, stranger.token, '0');
      await call('POST', `/api/v1/jobs/${reference}/accept`, {}, agent.token);
      await agentStream.waitFor((e) => e.reference === reference && e.status === 'ACCEPTED', 1000);
      expect(strangerStream.events).toEqual([]);
      strangerStream.close();
    } finally {
      agentStream.close();
    }
  });

  it('replays what was missed after Last-Event-ID, then goes on live', async () => {
    const { agent, user, reference } = await bookedJob();
    const timeline = await call('GET', `/api/v1/jobs/${reference}/events`, undefined, user.token);
    const requestedId = timeline.json().data.events[0].id as string;
    // Changes while the User's page was away.
    await call('POST', `/api/v1/jobs/${reference}/accept`, {}, agent.token);
    const stream = await openStream(baseUrl, user.token, requestedId);
    try {
      const accepted = await stream.waitFor((e) => e.status === 'ACCEPTED', 1000);
      expect(BigInt(accepted.sseId)).toBeGreaterThan(BigInt(requestedId));
      expect(stream.events.map((e) => e.status)).toEqual(['ACCEPTED']);
      ctx.clock.now = lagosInstant('2026-12-15', '09:00');
      await call('POST', `/api/v1/jobs/${reference}/cancel`, {}, user.token);
      await stream.waitFor((e) => e.status === 'CANCELLED_BY_USER', 1000);
    } finally {
      stream.close();
    }
  });

  it('ends a stream within a second of its session ending: a sign-out, or every session revoked', async () => {
    const ada = await account('USER');
    const musa = await account('AGENT');
    const adaStream = await openStream(baseUrl, ada.token);
    const musaStream = await openStream(baseUrl, musa.token);
    try {
      const signedOutAt = Date.now();
      expect((await call('POST', '/api/v1/auth/logout', {}, ada.token)).statusCode).toBe(200);
      expect((await adaStream.ended) - signedOutAt).toBeLessThan(1000);

      // A password reset ends every session of the person (by any path that deletes them).
      const revokedAt = Date.now();
      await ctx.database.db.execute(sql`DELETE FROM sessions WHERE user_id = ${musa.id}`);
      expect((await musaStream.ended) - revokedAt).toBeLessThan(1000);
      // And what was said after that never reaches them: the stream cannot be opened again.
      const again = await fetch(`${baseUrl}/api/v1/events`, {
        headers: { authorization: `Bearer ${musa.token}` },
      });
      expect(again.status).toBe(401);
    } finally {
      adaStream.close();
      musaStream.close();
    }
  });

  it('keeps the streams of sessions that still live open', async () => {
    const ada = await account('USER');
    const tolu = await account('USER');
    const toluStream = await openStream(baseUrl, tolu.token);
    try {
      expect((await call('POST', '/api/v1/auth/logout', {}, ada.token)).statusCode).toBe(200);
      const stillOpen = await Promise.race([
        toluStream.ended.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 1500)),
      ]);
      expect(stillOpen).toBe(true);
    } finally {
      toluStream.close();
    }
  });

  it('keeps an idle stream open with a `: heartbeat` comment every interval (20 s unless set)', async () => {
    expect(EVENTS_HEARTBEAT_SECONDS).toBe(20);
    // The events routes on their own, with the real sign-in check and a 100 ms heartbeat.
    const person = await account('USER');
    const small = Fastify({ logger: false });
    await small.register(authenticatePlugin, { sessions: createSessionService(ctx.database.db) });
    const bus = new JobEventBus(ctx.database, { warn: () => undefined });
    await small.register(eventsRoutes, { prefix: '/api/v1', db: ctx.database.db, bus, heartbeatMs: 100 });
    const url = await small.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openStream(url, person.token);
    try {
      expect(stream.response.status).toBe(200);
      const started = Date.now();
      await stream.waitUntil(
        () => (stream.frames.filter((frame) => frame === ': heartbeat').length >= 3 ? true : undefined),
        3000,
      );
      // Three beats of 100 ms take at least 300 ms: they come from the interval, not all at once.
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(stream.frames[0]).toBe('retry: 3000\n: connected');
      expect(stream.events).toEqual([]);
    } finally {
      stream.close();
      await small.close();
      await bus.stop();
    }
  });

  it('the real app’s stream stays quiet between heartbeats: none in its first second (default 20 s)', async () => {
    const person = await account('USER');
    const stream = await openStream(baseUrl, person.token);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(stream.frames).toEqual(['retry: 3000\n: connected']);
    } finally {
      stream.close();
    }
  });

  const onServer = process.env.TEST_DATABASE_URL ? it : it.skip;
  onServer(
    'a change through process A reaches a stream open on process B within 1 s (LISTEN/NOTIFY)',
    async () => {
      const url = (ctx.database.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      const second: Database = await openDatabase({ url, maxConnections: 3 });
      let appB: App | undefined;
      try {
        appB = await buildApp({
          config: ctx.config,
          database: second,
          logger: false,
          now: () => ctx.clock.now,
        });
        const baseB = await appB.listen({ host: '127.0.0.1', port: 0 });
        const { agent, user, reference } = await bookedJob();
        const stream = await openStream(baseB, user.token);
        try {
          const started = Date.now();
          // Through process A (ctx.app).
          const accepted = await call('POST', `/api/v1/jobs/${reference}/accept`, {}, agent.token);
          expect(accepted.statusCode).toBe(200);
          await stream.waitFor((e) => e.reference === reference && e.status === 'ACCEPTED', 1000);
          expect(Date.now() - started).toBeLessThan(1000);
        } finally {
          stream.close();
        }
      } finally {
        await appB?.close();
        await second.close();
      }
    },
  );
});
