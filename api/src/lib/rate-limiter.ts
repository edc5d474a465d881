import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
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
  hit(key: string, windowSeconds: number): Promise<Window>;
  /** The current window of `key` without counting a hit; null when none is open. */
  peek(key: string): Promise<Window | null>;
  reset(key: string): Promise<void>;
}

export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /** Counts one hit on `key`; throws 429 with Retry-After when the rule is exceeded. */
  async consume(
    key: string,
    rule: RateRule,
    message = 'Too many requests. Please wait a moment and try again.',
  ) {
    const window = await this.store.hit(key, rule.windowSeconds);
    if (window.hits > rule.limit) {
      throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(1, window.resetInSeconds) });
    }
    return { remaining: rule.limit - window.hits };
  }

  /**
   * Throws 429 when `key` has already used up the rule, without counting a hit: with `record` it
   * limits failures only (wrong passwords, wrong codes), so successes never use up anyone's allowance.
   */
  async check(
    key: string,
    rule: RateRule,
    message = 'Too many requests. Please wait a moment and try again.',
  ): Promise<void> {
    const window = await this.store.peek(key);
    if (window && window.hits >= rule.limit) {
      throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(1, window.resetInSeconds) });
    }
  }

  /** Counts one hit on `key` without refusing anything; `check` refuses once the rule is used up. */
  async record(key: string, rule: RateRule): Promise<void> {
    await this.store.hit(key, rule.windowSeconds);
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }
}

/** The default store: one row per key in PostgreSQL, updated atomically by an upsert. */
export class PostgresRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowSeconds: number): Promise<Window> {
    const { rows } = await this.db.execute<{ hits: number; reset_in: number }>(sql`
      INSERT INTO rate_limits (key, hits, expires_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.expires_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
        expires_at = CASE WHEN rate_limits.expires_at <= now() THEN excluded.expires_at ELSE rate_limits.expires_at END
      RETURNING hits, ceil(extract(epoch FROM expires_at - now()))::int AS reset_in`);
    const row = rows[0]!;
    return { hits: row.hits, resetInSeconds: row.reset_in };
  }

  async peek(key: string): Promise<Window | null> {
    const { rows } = await this.db.execute<{ hits: number; reset_in: number }>(sql`
      SELECT hits, ceil(extract(epoch FROM expires_at - now()))::int AS reset_in
      FROM rate_limits WHERE key = ${key} AND expires_at > now()`);
    const row = rows[0];
    return row ? { hits: row.hits, resetInSeconds: row.reset_in } : null;
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
  }

  /** Expired windows are dead weight; the maintenance loop calls this. */
  async prune(): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE expires_at <= now()`);
  }
}

/** With REDIS_URL: counters in Redis, expiring on their own. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowSeconds: number): Promise<Window> {
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

  async peek(key: string): Promise<Window | null> {
    const redisKey = `rl:${key}`;
    const results = await this.redis.multi().get(redisKey).ttl(redisKey).exec();
    if (!results) throw new Error('Redis rate-limit transaction was aborted');
    const hits = results[0]?.[1];
    const ttl = Number(results[1]?.[1]);
    if (hits === null || hits === undefined || ttl <= 0) return null;
    return { hits: Number(hits), resetInSeconds: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`rl:${key}`);
  }
}
