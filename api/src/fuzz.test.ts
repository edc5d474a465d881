import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { REDACTED_PATHS } from './app.js';
import { hashPassword } from './lib/passwords.js';
import { call, STRONG_PASSWORD } from './test/accounts.js';
import {
  contractBreach,
  injectOptions,
  poisonedRequests,
  requestArbitrary,
  type FuzzRequest,
} from './test/fuzz/requests.js';
import { fuzzPlan } from './test/fuzz/routes.js';
import { KnownValues, type JsonSchema } from './test/fuzz/schema-arbitraries.js';
import { startIdentityStandIn } from './modules/identity/identity-stand-in.js';
import { startPaystackSimulator } from './modules/payments/paystack-simulator.js';
import { IDENTITY_TEST_KEY } from './test/identity-world.js';
import { startTestApp } from './test/test-app.js';

const PAYSTACK_KEY = 'sk_test_fuzz_0123456789abcdef';

/**
 * Every route, fuzzed from its own schema (docs/decisions/0017-route-fuzzing.md): valid and
 * mutated path parameters, query strings and bodies, from anonymous, signed-in and forged
 * callers, on a real database. The answer is always 2xx or 4xx in the envelope, never a 5xx,
 * never a stack or SQL, and the process stays healthy. `FUZZ_RUNS` cases per route (100 in CI;
 * `FUZZ_RUNS=5000 npm run fuzz` for a long run); a failure prints the seed and path to replay with
 * `FUZZ_SEED=<seed> FUZZ_PATH=<path>`.
 */
function integerFromEnv(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  if (!/^-?\d+$/.test(text)) throw new Error(`${name} must be a whole number, not "${text}"`);
  return Number(text);
}
const RUNS = Math.max(1, integerFromEnv('FUZZ_RUNS') ?? 100);
const SEED = integerFromEnv('FUZZ_SEED');
const PATH = process.env.FUZZ_PATH;
/** `FUZZ_STATS=1` prints how each route answered: a route that never answers 2xx is fuzzed only shallowly. */
const STATS = process.env.FUZZ_STATS === '1';

// The app logs as in production (request lines at info, errors with their serializer), into memory:
// what a fuzzed request makes it write is checked too.
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
// Routes are read from the running app, so the list is known before the tests are declared.
// Card and transfer bookings open real checkouts at a Paystack stand-in, as in every other suite.
const paystack = await startPaystackSimulator({ secretKey: PAYSTACK_KEY, webhookUrl: 'http://127.0.0.1:9/' });
// ID numbers are checked at an identity provider stand-in on its own port, as in production.
const identity = await startIdentityStandIn(IDENTITY_TEST_KEY);
const ctx = await startTestApp(
  {
    PAYSTACK_SECRET_KEY: PAYSTACK_KEY,
    PAYSTACK_BASE_URL: paystack.baseUrl,
    IDENTITY_API_KEY: IDENTITY_TEST_KEY,
    IDENTITY_BASE_URL: identity.baseUrl,
  },
  { logger: { level: 'info', stream: logStream, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } } },
);
const plan = fuzzPlan(ctx.app);
const resolveRef = (ref: string): JsonSchema => {
  const schema = plan.components[ref.replace('#/components/schemas/', '')];
  if (!schema) throw new Error(`Unresolved $ref ${ref} in the OpenAPI document`);
  return schema;
};
afterAll(async () => {
  await ctx.close();
  await paystack.close();
  await identity.close();
});
const known = new KnownValues();

const HOME = {
  phoneNumber: '0803 123 4567',
  state: 'Lagos',
  lga: 'Ikeja',
  address: '12 Allen Avenue',
  landmark: 'Opposite the filling station',
};

let passwordHash: string;
let accounts = 0;
const tokens = { user: '', agent: '' };

/** A verified account with a role and a profile, signed in through the API. */
async function signedIn(role: 'USER' | 'AGENT'): Promise<string> {
  accounts += 1;
  const email = `fuzz-${role.toLowerCase()}-${accounts}@fuzz.aboki.test`;
  await ctx.database.db.execute(sql`
    INSERT INTO users (email, name, password_hash, email_verified_at)
    VALUES (${email}, 'Fuzz Tester', ${passwordHash}, now())`);
  const login = await call(ctx, 'POST', '/api/v1/auth/login', { email, password: STRONG_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const { token } = login.json().data as { token: string };
  const role_ = await call(ctx, 'POST', '/api/v1/auth/select-role', { role }, { token });
  if (role_.statusCode !== 200) throw new Error(`select-role: ${role_.statusCode} ${role_.body}`);
  const profile = await call(ctx, 'POST', `/api/v1/profile/${role.toLowerCase()}`, HOME, { token });
  if (profile.statusCode !== 201) throw new Error(`profile: ${profile.statusCode} ${profile.body}`);
  return token;
}

/** Signs in again where a fuzzed request signed the account out (logout does, by design). */
async function ensureSignedIn() {
  for (const [caller, role] of [
    ['user', 'USER'],
    ['agent', 'AGENT'],
  ] as const) {
    const me = tokens[caller]
      ? await call(ctx, 'GET', '/api/v1/auth/me', undefined, { token: tokens[caller] })
      : null;
    if (me?.statusCode !== 200) tokens[caller] = await signedIn(role);
  }
}

/** Learns the identifiers in a successful JSON answer. */
function learnFrom(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  if (response.statusCode < 300 && /^application\/json/.test(String(response.headers['content-type']))) {
    known.learn(JSON.parse(response.body));
  }
}

beforeAll(async () => {
  passwordHash = await hashPassword(STRONG_PASSWORD);
  await ensureSignedIn();
  // Every list a caller can read, once per caller: identifiers to aim the path parameters at.
  for (const route of plan.routes.filter(
    (candidate) => candidate.method === 'GET' && candidate.pathParams.length === 0,
  )) {
    for (const token of [undefined, tokens.user, tokens.agent]) {
      learnFrom(await call(ctx, 'GET', route.url, undefined, token ? { token } : {}));
    }
  }
});
beforeEach(ensureSignedIn);

/** What a log line must never hold, whatever a client sent (issue 7: a NUL byte logged a hash). */
function logLeaks(lines: string[]): string[] {
  const secrets = [STRONG_PASSWORD, tokens.user, tokens.agent].filter(Boolean);
  return lines.filter(
    (line) =>
      /\$argon2|Failed query|"params"|\bparams: /.test(line) ||
      secrets.some((secret) => line.includes(secret)),
  );
}

/** What a failure report shows of a request: enough to read, short enough to print. */
function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : typeof request.payload === 'string'
        ? request.payload
        : `<${request.payload.length} bytes>`;
  return `${request.method} ${request.url.slice(0, 300)} as ${request.caller} from ${request.remoteAddress} ${JSON.stringify(request.headers)} ${JSON.stringify(payload.slice(0, 500))}`;
}

it('knows how to fuzz every registered route (a new route is fuzzed from its schema, or listed)', () => {
  expect(plan.problems).toEqual([]);
  expect(plan.routes.length).toBeGreaterThan(10);
});

it.each(plan.routes.map((route) => [route.key, route] as const))(
  '%s answers 2xx or 4xx in the envelope to anything, never 5xx or internals',
  async (key, route) => {
    const statuses = new Map<number, number>();
    logLines.length = 0;
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route, resolveRef, known), async (request) => {
        const response = await ctx.app.inject(injectOptions(request, tokens));
        learnFrom(response);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const breach = contractBreach(route, response);
        if (breach) {
          throw new Error(
            `${breach}\n  request:  ${describeRequest(request)}\n  response: ${response.statusCode} ${response.body.slice(0, 500)}`,
          );
        }
      }),
      {
        numRuns: RUNS,
        // Run first: every text field of valid bodies with a NUL byte and other poisons in it.
        examples: poisonedRequests(route, resolveRef, known, SEED ?? 7).map(
          (request) => [request] as [FuzzRequest],
        ),
        ...(SEED === undefined ? {} : { seed: SEED }),
        ...(PATH ? { path: PATH } : {}),
      },
    );
    if (STATS) {
      const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      process.stdout.write(`${key}: ${counts.join(' ')}\n`);
    }
    expect(logLines.length).toBeGreaterThanOrEqual(RUNS);
    expect(logLeaks(logLines).map((line) => line.slice(0, 500))).toEqual([]);
    // Still serving, and the database still answering, after whatever was sent.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  },
  30_000 + RUNS * 400,
);
