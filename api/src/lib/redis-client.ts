import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a connection attempt may take before it counts as failed (then retried with backoff). */
const CONNECT_TIMEOUT_MS = 2000;
/** The longest wait between reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 2000;

/**
 * The Redis client behind the shared rate limits. The process starts whether or not Redis answers,
 * and keeps trying to reach it: until it does (or while it is away) /api/ready answers 503 naming
 * Redis and the limited routes answer 503 at once, since commands are never queued for a Redis that
 * is not there. The client's `error` events are logged once per outage, never left unhandled (an
 * unhandled one would stop the process), and never with the URL (it may hold a password).
 * Why: docs/decisions/0048.
 */
export function connectRedis(url: string, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Redis {
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  });
  let away = false;
  redis.on('error', (error: NodeJS.ErrnoException) => {
    if (away) return;
    away = true;
    log.warn({ code: error.code }, 'Redis is not answering; limited routes answer 503 until it is back');
  });
  redis.on('ready', () => {
    if (away) log.info('Redis is answering again');
    away = false;
  });
  return redis;
}

/** Closes the client whether or not Redis is there (QUIT needs a connection; a dead one is dropped). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/**
 * Waits (at most `timeoutMs`) for the first connection, so a process whose Redis is there serves its
 * first requests with it; one whose Redis is not starts anyway, not ready, when the time is up.
 */
export async function firstConnection(redis: Redis, timeoutMs = CONNECT_TIMEOUT_MS): Promise<void> {
  if (redis.status === 'ready') return;
  let timer: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
    redis.once('ready', resolve);
  });
  clearTimeout(timer);
}
