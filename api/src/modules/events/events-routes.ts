import type { FastifyPluginAsync } from 'fastify';
import { EVENTS_HEARTBEAT_SECONDS } from 'shared/job-rules';
import type { JobEvent } from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { eventsSince } from './job-events-repository.js';
import type { JobEventBus } from '../../lib/job-event-bus.js';

/** At most this many missed events are replayed on a reconnect; older ones are on the job pages. */
const REPLAY_LIMIT = 500;
/** The browser waits this long before reconnecting a dropped stream. */
const RETRY_MS = 3_000;
const EVENT_ID = /^\d{1,18}$/;
/** How often this process asks whether its open streams' sessions still live. */
const SESSION_CHECK_MS = 500;

export interface EventsRoutesOptions {
  db: Db;
  bus: JobEventBus;
  /** How often an idle stream gets a `: heartbeat` comment; EVENTS_HEARTBEAT_SECONDS unless a test sets it. */
  heartbeatMs?: number;
  /** How often the open streams' sessions are checked; SESSION_CHECK_MS unless a test sets it. */
  sessionCheckMs?: number;
}

const frame = (event: JobEvent) => `id: ${event.id}\nevent: job\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * GET /api/v1/events: Server-Sent Events of the signed-in person's job changes. The bearer token
 * comes in the Authorization header (the browser reads the stream with fetch), never in the URL.
 * Ids are job_events ids: a reconnect with Last-Event-ID gets what it missed, then the live ones.
 */
export const eventsRoutes: FastifyPluginAsync<EventsRoutesOptions> = async (
  app,
  { db, bus, heartbeatMs = EVENTS_HEARTBEAT_SECONDS * 1000, sessionCheckMs = SESSION_CHECK_MS },
) => {
  app.addHook('onRequest', app.authenticate);
  // Open streams never end by themselves: closing the app ends them, or close() would wait forever.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  // A stream lives only as long as its session (issue 23): a sign-out, a password reset that ends
  // every session, or an expiry ends the person's open streams within SESSION_CHECK_MS, on every API
  // process, by one query for all of this process's streams (none while no stream is open).
  // Why not the events' NOTIFY: embedded PGlite has no cross-connection NOTIFY, and one indexed
  // query a beat costs less than wiring every way a session ends. Decision 0047.
  const bySession = new Map<string, Set<() => void>>();
  let checking = false;
  const sessionWatch = setInterval(() => {
    if (checking || bySession.size === 0) return;
    checking = true;
    app
      .liveSessions([...bySession.keys()])
      .then((live) => {
        for (const [sessionId, ends] of bySession) {
          if (!live.has(sessionId)) for (const end of [...ends]) end();
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'checking the event streams’ sessions failed'))
      .finally(() => {
        checking = false;
      });
  }, sessionCheckMs);
  sessionWatch.unref();
  app.addHook('onClose', async () => clearInterval(sessionWatch));

  app.get(
    '/events',
    {
      schema: {
        tags: ['jobs'],
        summary:
          "Server-Sent Events of the signed-in person's job changes (data: a job event); Last-Event-ID replays what was missed",
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const { sessionId, user } = sessionOf(request);
      const personId = user.id;
      const lastHeader = request.headers['last-event-id'];
      const lastId =
        typeof lastHeader === 'string' && EVENT_ID.test(lastHeader.trim()) ? lastHeader.trim() : undefined;

      // Live events that arrive while the replay is read wait here, then only newer ones are sent.
      let sentUpTo = lastId ? BigInt(lastId) : 0n;
      let replaying = true;
      const waiting: JobEvent[] = [];
      const raw = reply.raw;
      const send = (event: JobEvent) => {
        const id = BigInt(event.id);
        if (id <= sentUpTo) return;
        sentUpTo = id;
        raw.write(frame(event));
      };
      const unsubscribe = bus.subscribe(personId, (event) => {
        if (replaying) waiting.push(event);
        else send(event);
      });

      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      });
      raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);

      // Proxies and browsers drop a connection that stays silent too long (often 30–60 s).
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), heartbeatMs);
      heartbeat.unref();
      const end = () => raw.end();
      open.add(end);
      const sessionStreams = bySession.get(sessionId) ?? new Set();
      bySession.set(sessionId, sessionStreams.add(end));
      raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        sessionStreams.delete(end);
        if (sessionStreams.size === 0 && bySession.get(sessionId) === sessionStreams)
          bySession.delete(sessionId);
      });

      try {
        if (lastId) for (const event of await eventsSince(db, personId, lastId, REPLAY_LIMIT)) send(event);
      } catch (error) {
        request.log.warn({ err: error }, 'event replay failed');
      }
      replaying = false;
      for (const event of waiting.splice(0)) send(event);
    },
  );
};
