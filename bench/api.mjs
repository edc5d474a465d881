// `npm run bench`: how many requests a second one API process serves, next to what bare node:http
// manages on the same machine. See bench/README.md for how to read the table.
//
// The load generator (autocannon) runs here; every server under test runs in a child process
// (bench/server.mjs), so the two never share an event loop. Bounded in time, 127.0.0.1 only.
//
//   BENCH_DURATION     seconds of measured load per case (default 10)
//   BENCH_WARMUP       seconds of unmeasured load before each case (default 2, at most the duration)
//   BENCH_CONNECTIONS  concurrent connections (default 50); pipelining is always 1
//   BENCH_DATABASE_URL a PostgreSQL server to also measure against (default: the local one on
//                      127.0.0.1:5432, when it answers); a throwaway database is created and dropped
//   BENCH_ABOKIS       Abokis seeded for the search cases (default 10,000; 100 when BENCH_DURATION < 5)
//   BENCH_JOBS         jobs seeded with them, past and future (default 500,000; 5,000 when BENCH_DURATION < 5)
//   BENCH_CASES        which API cases to run, comma-separated: health, services, search (default all
//                      three); without search nothing is seeded, so a services-only run takes a minute
//   BENCH_PROFILE=1    write a CPU profile of each server's main thread during each measured window
//                      to bench/results/profiles/ (profiling slows the server: compare runs without it)
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { createHistogram } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { searchMix, seedScale } from './booking-seed.mjs';

const DURATION_S = positive('BENCH_DURATION', 10);
const WARMUP_S = Math.min(DURATION_S, positive('BENCH_WARMUP', 2, true));
const CONNECTIONS = positive('BENCH_CONNECTIONS', 50);
const PIPELINING = 1;
/** Linux's USER_HZ, the unit of /proc's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;
/** Requests checked before a case's load (the first paths of a mix). */
const PROBES = 20;
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
/** initdb on a first embedded start, and seeding 500,000 jobs: minutes on a busy machine. */
const START_TIMEOUT_MS = 900_000;
const RESULTS_DIR = new URL('./results/', import.meta.url);
const PROFILE_DIR = new URL('./results/profiles/', import.meta.url);
const PROFILE = process.env.BENCH_PROFILE === '1';
const SEED = seedScale(DURATION_S);
const API_CASES = ['health', 'services', 'search'];
const CASES = new Set((process.env.BENCH_CASES ?? API_CASES.join(',')).split(',').map((name) => name.trim()));
for (const name of CASES) {
  if (!API_CASES.includes(name)) throw new Error(`BENCH_CASES: no case "${name}" (${API_CASES.join(', ')})`);
}
/** The search cases cycle through these (all 774 LGAs, both seeded services, 28 days, 14 times). */
const SEARCH_MIX = await searchMix(new Date());
const booking = [];

const startedAt = new Date();
const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  platform: `${os.type()} ${os.release()} ${os.arch()}`,
  node: process.version,
  loadAverageAtStart: os.loadavg().map((load) => Number(load.toFixed(2))),
};

console.log(
  `Aboki API benchmark: ${DURATION_S} s per case after ${WARMUP_S} s warm-up, ${CONNECTIONS} connections, ` +
    `pipelining ${PIPELINING}`,
);
console.log(
  `${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, ${machine.platform}, Node ${machine.node}, ` +
    `load average ${machine.loadAverageAtStart.join(' ')}\n`,
);

const cases = [];
const notes = [];
if (machine.loadAverageAtStart[0] > machine.cpus / 2) {
  notes.push(
    `The machine was already busy (1-minute load average ${machine.loadAverageAtStart[0]} on ${machine.cpus} ` +
      'cores): other processes compete with the server and the load generator, so expect noisy numbers.',
  );
  console.log(`Warning: ${notes[0]}\n`);
}
const children = new Set();
let postgres;

process.once('SIGINT', () => void abort('interrupted'));
process.once('SIGTERM', () => void abort('terminated'));

try {
  // First, so that a named PostgreSQL that does not answer fails the run before any load.
  postgres = await createPostgresDatabase();

  const baseline = await startServer('baseline node:http', ['baseline']);
  try {
    cases.push(await measure(baseline, 'baseline node:http (same body size)', '/', 'baseline'));
  } finally {
    await baseline.close();
  }

  await measureApi('embedded PGlite', []);

  if (postgres) {
    try {
      await measureApi('PostgreSQL', [postgres.url]);
    } finally {
      await postgres.drop();
      postgres = undefined;
    }
  } else {
    notes.push(
      `PostgreSQL skipped: nothing answered at ${LOCAL_POSTGRES} (set BENCH_DATABASE_URL to name one).`,
    );
  }
} catch (error) {
  console.error(error);
  await cleanUp();
  process.exit(1);
}

const baselineRps = cases[0].requestsPerSecond;
for (const row of cases) row.ratioToBaseline = row.requestsPerSecond / baselineRps;
const servicesCase = cases.find((row) => row.path === '/api/v1/services');
if (servicesCase && servicesCase.bodyBytes !== cases[0].bodyBytes) {
  notes.push(
    `The baseline body is ${cases[0].bodyBytes} bytes but /api/v1/services answered ${servicesCase.bodyBytes}.`,
  );
}

printTable(cases);
const failed = cases.filter((row) => row.errors + row.timeouts + row.non2xx + row.resets > 0);
for (const row of failed) {
  notes.push(
    `${row.name}: ${row.errors} errors, ${row.timeouts} timeouts, ${row.non2xx} non-2xx, ${row.resets} resets ` +
      `(status codes ${JSON.stringify(row.statusCodes)}).`,
  );
}
for (const note of notes) console.log(`Note: ${note}`);

await mkdir(RESULTS_DIR, { recursive: true });
const file = new URL(`${stamp}.json`, RESULTS_DIR);
const report = {
  startedAt: startedAt.toISOString(),
  machine: { ...machine, loadAverageAtEnd: os.loadavg().map((load) => Number(load.toFixed(2))) },
  settings: {
    durationSeconds: DURATION_S,
    warmupSeconds: WARMUP_S,
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    profiled: PROFILE,
  },
  cases,
  booking,
  notes,
};
await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nResults: ${fileURLToPath(file)}`);
process.exit(failed.length > 0 || booking.some((row) => row.seqScanOfJobs) ? 1 : 0);

/** The API routes on one API process over the given database, seeded with booking data at scale. */
async function measureApi(database, args) {
  const search = CASES.has('search');
  const api = await startServer(
    `API on ${database}`,
    ['api', ...args],
    search ? { BENCH_SEED: JSON.stringify(SEED) } : {},
  );
  try {
    if (search) {
      const { seed, plans } = api.booking;
      console.log(
        `Seeded ${seed.abokis} Abokis across ${seed.states} states and ${seed.jobs} jobs on ${database} in ` +
          `${seed.seconds.toFixed(1)} s; the search's statement (generic plan, Ikeja):\n${indent(plans.search)}\n`,
      );
      const seqScan = /Seq Scan on jobs/.test(`${plans.search}\n${plans.custom}`);
      if (seqScan) notes.push(`${database}: the search's plan scans the whole jobs table.`);
      booking.push({ database, seed, plans, seqScanOfJobs: seqScan });
    }
    if (CASES.has('health')) {
      cases.push(await measure(api, `GET /api/health (${database})`, '/api/health', database));
    }
    if (CASES.has('services')) {
      cases.push(await measure(api, `GET /api/v1/services (${database})`, '/api/v1/services', database));
    }
    if (search) {
      cases.push(await measure(api, `search at a time (${database})`, SEARCH_MIX.atTime, database));
      cases.push(await measure(api, `search, next free slots (${database})`, SEARCH_MIX.nextSlots, database));
    }
  } finally {
    await api.close();
  }
}

/**
 * One case: sanity requests, warm-up, then the measured window with the server's own numbers. `paths`
 * is one path, or a mix the connections cycle through (each request takes the next).
 */
async function measure(server, name, paths, database) {
  const origin = `http://127.0.0.1:${server.port}`;
  const mix = [paths].flat();
  const probes = [];
  for (const path of mix.slice(0, PROBES)) {
    const probe = await get(`${origin}${path}`);
    if (probe.status !== 200)
      throw new Error(`${name}: GET ${path} answered ${probe.status} before any load`);
    probes.push(probe);
  }
  const path = mix.length === 1 ? mix[0] : `${mix.length} paths, as ${mix[0]}`;
  process.stdout.write(`${name.padEnd(44)} `);
  if (WARMUP_S > 0) await load(origin, mix, WARMUP_S);

  let profile;
  if (PROFILE) {
    await mkdir(PROFILE_DIR, { recursive: true });
    const slug = name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
    profile = fileURLToPath(new URL(`${stamp}-${slug}.cpuprofile`, PROFILE_DIR));
  }
  // PostgreSQL's side of the cost, which the server's own CPU figures leave out.
  const backendCpuMs = database === 'PostgreSQL' && postgres ? postgres.backendCpuMs : undefined;
  const backendsBefore = await backendCpuMs?.();
  await server.ask({ type: 'start', profile }, 'started');
  const { result, latency } = await load(origin, mix, DURATION_S);
  const loop = await server.ask({ type: 'stop' }, 'measured');
  const backendsAfter = await backendCpuMs?.();
  // Backends present at both ends only: one the pool closed in between took its time with it.
  const postgresCpuMicrosecondsPerRequest = backendCpuMs
    ? ([...backendsAfter].reduce(
        (sum, [pid, ms]) => (backendsBefore.has(pid) ? sum + ms - backendsBefore.get(pid) : sum),
        0,
      ) *
        1000) /
      result.requests.total
    : Number.NaN;

  const row = {
    name,
    path,
    database,
    // The mean over the probes, for a mix.
    bodyBytes: Math.round(probes.reduce((sum, probe) => sum + probe.bytes, 0) / probes.length),
    // Completed requests over the measured window.
    requestsPerSecond: result.requests.total / (result.duration || DURATION_S),
    latencyMs: {
      p50: latency.percentile(50) / 1000,
      p90: latency.percentile(90) / 1000,
      p99: latency.percentile(99) / 1000,
      max: latency.max / 1000,
      mean: latency.mean / 1000,
    },
    eventLoopDelayMs: loop.eventLoopDelayMs,
    eventLoopUtilization: loop.eventLoopUtilization,
    serverCpuCores: loop.cpuCores,
    serverCpuMainThreadCores: loop.mainThreadCpuCores,
    serverCpuMicrosecondsPerRequest: (loop.cpuCores * loop.wallMs * 1000) / result.requests.total,
    mainThreadCpuMicrosecondsPerRequest:
      loop.mainThreadCpuCores === null
        ? null
        : (loop.mainThreadCpuCores * loop.wallMs * 1000) / result.requests.total,
    // CPU of the PostgreSQL backends serving the API (same machine only); null when not measured.
    postgresCpuMicrosecondsPerRequest: Number.isFinite(postgresCpuMicrosecondsPerRequest)
      ? postgresCpuMicrosecondsPerRequest
      : null,
    requests: result.requests.total,
    throughputMiBPerSecond: result.throughput.average / 2 ** 20,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    resets: result.resets,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
    autocannon: {
      requestsPerSecondAverage: result.requests.average,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, average: result.latency.average },
    },
  };
  console.log(
    `${fixed(row.requestsPerSecond, 0).padStart(8)} req/s   p50 ${fixed(row.latencyMs.p50, 2)} ms   ` +
      `p99 ${fixed(row.latencyMs.p99, 2)} ms`,
  );
  return row;
}

/** autocannon for `seconds` over the paths in turn, with each response's latency kept at microsecond resolution. */
function load(origin, paths, seconds) {
  return new Promise((resolve, reject) => {
    const latency = createHistogram();
    let next = 0;
    const requests =
      paths.length === 1
        ? undefined
        : [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
    const instance = autocannon(
      {
        url: `${origin}${paths[0]}`,
        connections: CONNECTIONS,
        pipelining: PIPELINING,
        duration: seconds,
        requests,
      },
      (error, result) => (error ? reject(error) : resolve({ result, latency })),
    );
    instance.on('response', (_client, _status, _bytes, ms) =>
      latency.record(Math.max(1, Math.round(ms * 1000))),
    );
  });
}

/** Forks bench/server.mjs and waits for it to listen. */
async function startServer(label, args, env = {}) {
  const child = fork(new URL('./server.mjs', import.meta.url), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  children.add(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => children.delete(child));

  const next = (type, timeoutMs) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => finish(new Error(`${label}: no "${type}" within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const onMessage = (message) => message.type === type && finish(undefined, message);
      const onExit = (code, signal) =>
        finish(new Error(`${label} exited (${code ?? signal}) awaiting "${type}"`));
      const finish = (error, message) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (error) reject(error);
        else resolve(message);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });

  const { port, booking: seeded } = await next('ready', START_TIMEOUT_MS);
  return {
    port,
    booking: seeded,
    ask(message, reply) {
      const answer = next(reply, 30_000);
      child.send(message);
      return answer;
    },
    async close() {
      child.send({ type: 'close' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const { code, signal } = await exited;
      clearTimeout(timer);
      if (code !== 0) throw new Error(`${label} exited with ${code ?? signal} on close`);
    },
  };
}

/** A throwaway database on the PostgreSQL server, or undefined when none answers (and none was named). */
async function createPostgresDatabase() {
  const named = process.env.BENCH_DATABASE_URL;
  const adminUrl = named || LOCAL_POSTGRES;
  const admin = (work) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
    return client.connect().then(
      () => work(client).finally(() => client.end()),
      (error) => {
        if (named) throw new Error(`BENCH_DATABASE_URL does not answer: ${error.message}`);
        return undefined;
      },
    );
  };
  const name = `aboki_bench_${randomBytes(6).toString('hex')}`;
  const created = await admin((client) => client.query(`CREATE DATABASE ${name}`));
  if (!created) return undefined;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    /**
     * CPU time in ms of each backend connected to the throwaway database now (the API's pool), by
     * pid, from /proc; NaN values when PostgreSQL runs elsewhere (another machine or PID namespace).
     */
    backendCpuMs: () =>
      admin(async (client) => {
        const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name]);
        return new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)]));
      }).catch(() => new Map([[0, Number.NaN]])),
  };
}

/** User and system CPU time in ms of a process of this machine, from /proc; NaN when unreadable. */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** One GET on a fresh connection: status and body size. */
function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode, bytes }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

function printTable(rows) {
  const table = [
    [
      'case',
      'req/s',
      'p50 ms',
      'p99 ms',
      'vs baseline',
      'loop p99 ms',
      'loop busy',
      'CPU µs/req',
      'main µs/req',
      'PG µs/req',
    ],
    ...rows.map((row) => [
      row.name,
      fixed(row.requestsPerSecond, 0),
      fixed(row.latencyMs.p50, 2),
      fixed(row.latencyMs.p99, 2),
      `${fixed(row.ratioToBaseline * 100, 1)} %`,
      fixed(row.eventLoopDelayMs.p99, 2),
      `${fixed(row.eventLoopUtilization * 100, 0)} %`,
      fixed(row.serverCpuMicrosecondsPerRequest, 0),
      fixed(row.mainThreadCpuMicrosecondsPerRequest ?? Number.NaN, 0),
      fixed(row.postgresCpuMicrosecondsPerRequest ?? Number.NaN, 0),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  const format = (line) =>
    line
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  console.log(`\n${format(table[0])}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of table.slice(1)) console.log(format(line));
  console.log('');
}

async function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  await postgres?.drop().catch(() => {});
}

async function abort(reason) {
  console.error(`\nBenchmark ${reason}; cleaning up.`);
  await cleanUp();
  process.exit(130);
}

function positive(name, fallback, zeroAllowed = false) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !zeroAllowed)) {
    console.error(
      `${name} must be a ${zeroAllowed ? 'non-negative' : 'positive'} number of seconds or count`,
    );
    process.exit(2);
  }
  return value;
}

function indent(text) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

function fixed(value, digits) {
  return Number.isFinite(value) ? value.toFixed(digits) : '-';
}
