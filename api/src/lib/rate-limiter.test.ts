import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/test-database.js';
import { AppError } from './app-error.js';
import {
  PostgresRateLimitStore,
  RateLimiter,
  RedisRateLimitStore,
  type RateLimitStore,
} from './rate-limiter.js';

const rule = { limit: 3, windowSeconds: 60 };

/** The same behaviour is required of every store, since production may use either. */
function behavesAsARateLimitStore(makeStore: () => RateLimitStore) {
  it('allows up to the limit, then refuses with RATE_LIMITED and a Retry-After within the window', async () => {
    const limiter = new RateLimiter(makeStore());
    const key = `test:${Math.random()}`;
    for (let i = 0; i < rule.limit; i += 1) await limiter.consume(key, rule);
    const refused = await limiter.consume(key, rule).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('RATE_LIMITED');
    expect((refused as AppError).options.retryAfterSeconds).toBeGreaterThan(55);
    expect((refused as AppError).options.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts concurrent hits exactly', async () => {
    const store = makeStore();
    const key = `test:${Math.random()}`;
    const windows = await Promise.all(Array.from({ length: 20 }, () => store.hit(key, 60)));
    expect(windows.map((window) => window.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('lets exactly the limit of a concurrent burst through, and refuses the rest', async () => {
    const limiter = new RateLimiter(makeStore());
    const key = `test:${Math.random()}`;
    const burst = { limit: 20, windowSeconds: 60 };
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () =>
        limiter.consume(key, burst).then(
          () => 'allowed',
          (error: AppError) => error.code,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'allowed')).toHaveLength(20);
    expect(outcomes.filter((outcome) => outcome === 'RATE_LIMITED')).toHaveLength(10);
  });

  it('refunds one hit of the open window, never below zero, and peeks without counting', async () => {
    const store = makeStore();
    const limiter = new RateLimiter(store);
    const key = `test:${Math.random()}`;
    expect(await store.peek(key)).toBeNull();
    // Nothing to refund: no window appears (a bare DECR would make one at -1 that never expires).
    await limiter.refund(key);
    expect(await store.peek(key)).toBeNull();

    for (let i = 0; i < rule.limit; i += 1) await limiter.consume(key, rule);
    await limiter.refund(key);
    expect(await store.peek(key)).toEqual({ hits: rule.limit - 1, resetInSeconds: expect.any(Number) });
    // The refunded hit can be used again; the window's end did not move.
    await expect(limiter.consume(key, rule)).resolves.toEqual({ remaining: 0 });
    await expect(limiter.consume(key, rule, 'Slow down')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Slow down',
    });

    // Concurrent refunds of more hits than there are stop at zero.
    await Promise.all(Array.from({ length: 10 }, () => limiter.refund(key)));
    expect((await store.peek(key))!.hits).toBe(0);
    expect((await store.peek(key))!.resetInSeconds).toBeGreaterThan(55);
  });

  it('forgets a key on reset', async () => {
    const limiter = new RateLimiter(makeStore());
    const key = `test:${Math.random()}`;
    for (let i = 0; i < rule.limit; i += 1) await limiter.consume(key, rule);
    await limiter.reset(key);
    await expect(limiter.consume(key, rule)).resolves.toEqual({ remaining: rule.limit - 1 });
  });
}

describe('PostgresRateLimitStore', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  behavesAsARateLimitStore(() => new PostgresRateLimitStore(database.db));

  it('starts a new window once the old one expires, and prunes expired rows', async () => {
    const store = new PostgresRateLimitStore(database.db);
    await store.hit('expiring', 60);
    await store.hit('expiring', 60);
    await database.db.execute(
      sql`UPDATE rate_limits SET expires_at = now() - interval '1 second' WHERE key = 'expiring'`,
    );
    await store.prune();
    const { rows } = await database.db.execute(sql`SELECT key FROM rate_limits WHERE key = 'expiring'`);
    expect(rows).toEqual([]);
    expect((await store.hit('expiring', 60)).hits).toBe(1);
  });
});

// Redis is optional in production and in `npm test`; CI sets TEST_REDIS_URL to the local server.
const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('RedisRateLimitStore (TEST_REDIS_URL)', () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(redisUrl!);
    // The store refuses (503) until the client is connected, as it does while Redis is away.
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  });
  afterAll(() => redis.quit());

  behavesAsARateLimitStore(() => new RedisRateLimitStore(redis));
});
