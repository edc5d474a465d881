import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { MESSAGES } from 'shared/messages';
import { API_MESSAGES } from 'shared/api-messages';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { AppError } from './app-error.js';

export interface RateRule {
  /** Most hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

interface Window {
  hits: number;
  /** Seconds until the window resets. */
  resetInSeconds: number;
}

/** Fixed-window counters held outside the process, so every API process shares one count per key. */
export interface RateLimitStore {
  /** Counts one hit and answers the window as it is after it, in one atomic step. */
  hit(key: string, windowSeconds: number): Promise<Window>;
  /** The current window of `key` without counting a hit; null when none is open. */
  peek(key: string): Promise<Window | null>;
  /** Takes one hit back from the open window of `key`, never below zero; nothing when none is open. */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Resolves when the store answers; rejects, saying which, when it does not (the readiness probe). */
  ready?(): Promise<void>;
}

export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /** Resolves when the counters' store answers (GET /api/ready); a store in the database always does. */
  async ready(): Promise<void> {
    await this.store.ready?.();
  }

  /** Counts one hit on `key`; throws 429 with Retry-After when the rule is exceeded. */
  async consume(key: string, rule: RateRule, message: string = MESSAGES.tooManyRequests) {
    const counted = await this.count(key, rule);
    if (!counted.allowed) {
      throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: counted.retryAfterSeconds });
    }
    return { remaining: counted.remaining };
  }

  /**
   * Counts one hit on `key` and says whether it was within the rule, without refusing: for limits
   * whose answer is not a 429 (past the sign-in limit of an account, a second proof is asked for).
   */
  async count(
    key: string,
    rule: RateRule,
  ): Promise<{ allowed: boolean; remaining: number; retryAfterSeconds: number }> {
    const window = await this.store.hit(key, rule.windowSeconds);
    return {
      allowed: window.hits <= rule.limit,
      remaining: Math.max(0, rule.limit - window.hits),
      retryAfterSeconds: Math.max(1, window.resetInSeconds),
    };
  }

  /**
   * Gives back one hit that `consume` counted. Limits on failures (wrong passwords, wrong codes)
   * consume before the check that could fail and refund when it passes: counting first is what
   * makes a burst of concurrent tries stop at the limit, and the refund means successes never use up
   * anyone's allowance. (Checking first and counting after lets every request of a burst through the
   * check before any is counted.)
   */
  refund(key: string): Promise<void> {
    return this.store.refund(key);
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }
}

/** Whole seconds until the window of a rate_limits row resets. */
const resetInSeconds = sql<number>`ceil(extract(epoch FROM ${rateLimits.expiresAt} - now()))::int`;
const open = gt(rateLimits.expiresAt, sql`now()`);

/** The default store: one row per key in PostgreSQL, updated atomically by an upsert. */
export class PostgresRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowSeconds: number): Promise<Window> {
    // One statement: concurrent hits on one key queue on its row, so none is lost.
    const expired = sql`${rateLimits.expiresAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, expiresAt: sql`now() + make_interval(secs => ${windowSeconds})` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${rateLimits.expiresAt} END`,
        },
      })
      .returning({ hits: rateLimits.hits, resetInSeconds });
    return row!;
  }

  async peek(key: string): Promise<Window | null> {
    const [row] = await this.db
      .select({ hits: rateLimits.hits, resetInSeconds })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), open));
    return row ?? null;
  }

  async refund(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`${rateLimits.hits} - 1` })
      .where(and(eq(rateLimits.key, key), open, gt(rateLimits.hits, 0)));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Expired windows are dead weight; the maintenance loop calls this. */
  async prune(): Promise<void> {
    await this.db.delete(rateLimits).where(lte(rateLimits.expiresAt, sql`now()`));
  }
}

const REFUND_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]))
if hits and hits > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** What a limited route answers while Redis is away: a plain 503 (never a 500), tried again shortly. */
export const REDIS_AWAY_MESSAGE = API_MESSAGES.storeAway;
const REDIS_AWAY_RETRY_SECONDS = 30;
const REDIS_PING_TIMEOUT_MS = 1000;

/**
 * With REDIS_URL: counters in Redis, expiring on their own. While Redis is unreachable (at start or
 * later) every limited route answers 503 SERVICE_UNAVAILABLE at once instead of waiting or failing
 * with a 500, and /api/ready says Redis is not answering; the client reconnects by itself and the
 * routes work again as soon as it has (docs/decisions/0048).
 */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {}

  /** Runs `work` only on a connected client; any Redis failure becomes the 503. */
  private async run<T>(work: () => Promise<T>): Promise<T> {
    const away = () =>
      new AppError('SERVICE_UNAVAILABLE', REDIS_AWAY_MESSAGE, {
        retryAfterSeconds: REDIS_AWAY_RETRY_SECONDS,
      });
    if (this.redis.status !== 'ready') throw away();
    try {
      return await work();
    } catch {
      throw away();
    }
  }

  async ready(): Promise<void> {
    if (this.redis.status !== 'ready') throw new Error('Redis is not answering');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.redis.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('Redis is not answering')), REDIS_PING_TIMEOUT_MS);
        }),
      ]);
    } catch {
      throw new Error('Redis is not answering');
    } finally {
      clearTimeout(timer);
    }
  }

  hit(key: string, windowSeconds: number): Promise<Window> {
    return this.run(() => this.hitNow(key, windowSeconds));
  }

  private async hitNow(key: string, windowSeconds: number): Promise<Window> {
    const redisKey = `rl:${key}`;
    const results = await this.redis
      .multi()
      .set(redisKey, 0, 'EX', windowSeconds, 'NX')
      .incr(redisKey)
      .ttl(redisKey)
      .exec();
    if (!results) throw new Error('Redis rate-limit transaction was aborted');
    const hits = Number(results[1]?.[1]);
    const ttl = Number(results[2]?.[1]);
    return { hits, resetInSeconds: ttl > 0 ? ttl : windowSeconds };
  }

  peek(key: string): Promise<Window | null> {
    return this.run(() => this.peekNow(key));
  }

  private async peekNow(key: string): Promise<Window | null> {
    const redisKey = `rl:${key}`;
    const results = await this.redis.multi().get(redisKey).ttl(redisKey).exec();
    if (!results) throw new Error('Redis rate-limit transaction was aborted');
    const hits = results[0]?.[1];
    const ttl = Number(results[1]?.[1]);
    if (hits === null || hits === undefined || ttl <= 0) return null;
    return { hits: Number(hits), resetInSeconds: ttl };
  }

  async refund(key: string): Promise<void> {
    // One script, so the key cannot expire between the check and the decrement: a bare DECR on a
    // missing key would create it at -1 with no expiry.
    await this.run(() => this.redis.eval(REFUND_SCRIPT, 1, `rl:${key}`));
  }

  async reset(key: string): Promise<void> {
    await this.run(() => this.redis.del(`rl:${key}`));
  }
}
