import { createServer, Socket, type Server } from 'node:net';
import { startTestApp, type TestContext } from '../test/test-app.js';
import { REDIS_AWAY_MESSAGE } from './rate-limiter.js';

// Issue 23: with REDIS_URL pointing nowhere the server started, said it was ready and answered 500
// on sign-in with unhandled client errors. Now: not ready (naming Redis) and 503 on the limited
// routes until Redis answers; and (with a real Redis, TEST_REDIS_URL) red while it drops, then
// green and working again by itself.

const SIGN_IN = { email: 'ada@example.com', password: 'a long passphrase nobody guesses' };

/** A loopback port with nothing listening on it. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a Redis that does not answer', () => {
  let ctx: TestContext;
  const unhandled: unknown[] = [];
  const record = (error: unknown) => unhandled.push(error);
  beforeAll(async () => {
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
    ctx = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${await deadPort()}` });
  });
  afterAll(async () => {
    await ctx.close();
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
  });

  it('starts, says it is not ready and why, and answers 503 (never 500) on the limited routes', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE', message: 'Redis is not answering' });

    const started = Date.now();
    const signIns = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: SIGN_IN }),
      ),
    );
    for (const signIn of signIns) {
      expect(signIn.statusCode).toBe(503);
      expect(signIn.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE', message: REDIS_AWAY_MESSAGE });
      expect(signIn.headers['retry-after']).toBe('30');
    }
    // At once: nothing waits for a Redis that is not there.
    expect(Date.now() - started).toBeLessThan(2000);
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(unhandled).toEqual([]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('a Redis that drops while the server runs (TEST_REDIS_URL)', () => {
  let ctx: TestContext;
  let proxy: Server;
  const links = new Set<Socket>();
  let open = true;
  beforeAll(async () => {
    const target = new URL(redisUrl!);
    // A cuttable link to the real Redis: closing it is Redis dropping, reopening it Redis coming back.
    proxy = createServer((client) => {
      if (!open) return client.destroy();
      const upstream = new Socket().connect(Number(target.port || 6379), target.hostname);
      links.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        links.delete(client);
        links.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as { port: number };
    ctx = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
  });

  const readiness = async () => (await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
  const signIn = async () =>
    (await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: SIGN_IN })).statusCode;

  it('turns readiness red and the limited routes 503 while it is away, then recovers by itself', async () => {
    await until(async () => (await readiness()) === 200, 5000);
    expect(await signIn()).toBe(401);

    open = false;
    for (const link of links) link.destroy();
    await until(async () => (await readiness()) === 503, 5000);
    expect(await signIn()).toBe(503);

    open = true;
    await until(async () => (await readiness()) === 200, 10_000);
    expect(await signIn()).toBe(401);
  });
});
