// Before/after for the search on PostgreSQL, in the same minutes: two builds of the API (two git
// worktrees, each built with `npm run build:node`) served by their own bench/server.mjs, each on its
// own copy of one seeded database, measured in turns (A/B/A/B) under the load of `npm run bench`'s
// search cases. Not part of `npm run bench` or CI; see bench/README.md ("Before and after").
//
//   node bench/search-ab.mjs before=/work/wt/base after=.
//
//   BENCH_AB_ROUNDS     turns per version (default 2)
//   BENCH_AB_CHECKED    searches of each mix whose answers must be identical across versions (default 300)
//   BENCH_DURATION      seconds measured per turn (default 10); BENCH_WARMUP (default 2) before each
//   BENCH_CONNECTIONS   concurrent connections (default 50)
//   BENCH_ABOKIS, BENCH_JOBS  the seed's scale (defaults as npm run bench's full run)
//   BENCH_DATABASE_URL  the PostgreSQL server (default the local one)
//   BENCH_PROFILE=1     a CPU profile of each turn's server main thread in bench/results/profiles/
//
// Seeding at full scale takes minutes, so the seeded database is kept between runs as a template
// (`aboki_bench_seeded_<abokis>_<jobs>`, seeded by the first build named) and each version gets a
// fresh copy of it (`CREATE DATABASE … TEMPLATE`), where its own migrations then run. Drop the
// template to seed again (its jobs are placed around the day it was seeded).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import { resolve } from 'node:path';
import { createHistogram } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { searchMix, seedScale } from './booking-seed.mjs';

const ROUNDS = Number(process.env.BENCH_AB_ROUNDS || 2);
const DURATION_S = Number(process.env.BENCH_DURATION || 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CLOCK_TICKS_PER_SECOND = 100;
/** Searches of each mix whose answers are compared across the versions before any load. */
const CHECKED = Number(process.env.BENCH_AB_CHECKED || 300);
const SEED = seedScale(Math.max(DURATION_S, 5));
const PROFILE_DIR = new URL('./results/profiles/', import.meta.url);
const PROFILE = process.env.BENCH_PROFILE === '1';

const versions = process.argv.slice(2).map((arg) => {
  const [label, tree] = arg.split('=');
  if (!label || !tree) throw new Error('Usage: node bench/search-ab.mjs before=<worktree> after=<worktree>');
  return { label, tree: resolve(tree) };
});
if (versions.length < 2) throw new Error('Name two builds: before=<worktree> after=<worktree>');

const admin = async (work) => {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};
const urlOf = (name) => Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();

const template = `aboki_bench_seeded_${SEED.abokis}_${SEED.jobs}`;
const exists = await admin(
  async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount,
);
if (!exists) {
  console.log(`Seeding ${template} with ${versions[0].label}'s build (minutes at full scale)…`);
  await admin((client) => client.query(`CREATE DATABASE ${template}`));
  const seeder = await startServer(versions[0].tree, urlOf(template), { BENCH_SEED: JSON.stringify(SEED) });
  await seeder.close();
  await admin((client) => client.query(`COMMENT ON DATABASE ${template} IS '${new Date().toISOString()}'`));
}
const seededAt = await admin(
  async (client) =>
    (
      await client.query('SELECT shobj_description(oid, $2) AS at FROM pg_database WHERE datname = $1', [
        template,
        'pg_database',
      ])
    ).rows[0].at,
);
console.log(`Seeded database ${template} (seeded ${seededAt}).`);

const mix = await searchMix(new Date());
const cases = [
  ['search at a time', mix.atTime],
  ['search, next free slots', mix.nextSlots],
];
const rows = [];
try {
  for (const version of versions) {
    version.database = `aboki_bench_ab_${version.label}_${randomBytes(3).toString('hex')}`;
    await admin((client) => client.query(`CREATE DATABASE ${version.database} TEMPLATE ${template}`));
    version.server = await startServer(version.tree, urlOf(version.database));
  }
  await sameAnswers(versions, cases);
  for (const [name, paths] of cases) {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const version of versions) rows.push(await measure(version, name, paths));
    }
  }
} finally {
  for (const version of versions) {
    await version.server?.close().catch(() => {});
    if (version.database)
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${version.database} WITH (FORCE)`));
  }
}
console.log(
  '\n| case | load | version | req/s | p50 ms | p99 ms | API CPU µs/req | main µs/req | PG µs/req |',
);
console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.load.toFixed(1)} | ${row.version} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(0)} | ` +
      `${row.p99.toFixed(0)} | ${row.cpu.toFixed(0)} | ${row.main.toFixed(0)} | ${row.pg.toFixed(0)} |`,
  );
}

/**
 * Every version must answer the first CHECKED paths of each mix byte for byte alike: a faster search
 * that answers differently is not the same search.
 */
async function sameAnswers(all, mixes) {
  let compared = 0;
  for (const [name, paths] of mixes) {
    for (const path of paths.slice(0, CHECKED)) {
      const bodies = await Promise.all(
        all.map(async (version) => {
          const response = await fetch(`http://127.0.0.1:${version.server.port}${path}`);
          if (response.status !== 200)
            throw new Error(`${version.label}: ${path} answered ${response.status}`);
          return response.text();
        }),
      );
      if (bodies.some((body) => body !== bodies[0])) {
        throw new Error(`${name}: the versions answer ${path} differently`);
      }
      compared += 1;
    }
  }
  console.log(`Same answers from every version to ${compared} searches.`);
}

/** One turn of one version: warm-up, then the measured window with the server's and PostgreSQL's CPU. */
async function measure(version, name, paths) {
  const origin = `http://127.0.0.1:${version.server.port}`;
  if (WARMUP_S > 0) await load(origin, paths, WARMUP_S);
  const load1 = os.loadavg()[0];
  const before = await backendCpuMs(version.database);
  let profile;
  if (PROFILE) {
    await mkdir(PROFILE_DIR, { recursive: true });
    const slug = `${name}-${version.label}-${Date.now()}`.replace(/[^A-Za-z0-9]+/g, '-');
    profile = fileURLToPath(new URL(`ab-${slug}.cpuprofile`, PROFILE_DIR));
  }
  await version.server.ask({ type: 'start', profile }, 'started');
  const { result, latency } = await load(origin, paths, DURATION_S);
  const measured = await version.server.ask({ type: 'stop' }, 'measured');
  const after = await backendCpuMs(version.database);
  const requests = result.requests.total;
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${version.label}, ${name}: ${failed} failed requests`);
  let pgMs = 0;
  for (const [pid, ms] of after) if (before.has(pid)) pgMs += ms - before.get(pid);
  const row = {
    name,
    version: version.label,
    load: load1,
    rps: requests / (result.duration || DURATION_S),
    p50: latency.percentile(50) / 1000,
    p99: latency.percentile(99) / 1000,
    cpu: (measured.cpuCores * measured.wallMs * 1000) / requests,
    main: ((measured.mainThreadCpuCores ?? Number.NaN) * measured.wallMs * 1000) / requests,
    pg: (pgMs * 1000) / requests,
  };
  console.log(
    `${name.padEnd(24)} ${version.label.padEnd(8)} load ${load1.toFixed(1).padStart(5)}  ${row.rps.toFixed(0).padStart(5)} req/s  ` +
      `p50 ${row.p50.toFixed(0)} ms  p99 ${row.p99.toFixed(0)} ms  CPU ${row.cpu.toFixed(0)} µs/req  PG ${row.pg.toFixed(0)} µs/req`,
  );
  return row;
}

function load(origin, paths, seconds) {
  return new Promise((resolvePromise, reject) => {
    const latency = createHistogram();
    let next = 0;
    const instance = autocannon(
      {
        url: `${origin}${paths[0]}`,
        connections: CONNECTIONS,
        pipelining: 1,
        duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error, result) => (error ? reject(error) : resolvePromise({ result, latency })),
    );
    instance.on('response', (_client, _status, _bytes, ms) =>
      latency.record(Math.max(1, Math.round(ms * 1000))),
    );
  });
}

/** CPU ms of each backend connected to the database, by pid (bench/api.mjs measures PG µs/req so). */
async function backendCpuMs(database) {
  const { rows } = await admin((client) =>
    client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]),
  );
  return new Map(
    rows.map(({ pid }) => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND];
    }),
  );
}

/** That worktree's bench/server.mjs serving its API build on the database. */
async function startServer(tree, databaseUrl, env = {}) {
  const child = fork(pathToFileURL(`${tree}/bench/server.mjs`), ['api', databaseUrl], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const next = (type) =>
    new Promise((resolvePromise, reject) => {
      const onMessage = (message) => {
        if (message.type !== type) return;
        child.off('exit', onExit);
        child.off('message', onMessage);
        resolvePromise(message);
      };
      const onExit = (code) => reject(new Error(`${tree}: server exited (${code}) awaiting "${type}"`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const { port } = await next('ready');
  return {
    port,
    ask(message, reply) {
      const answer = next(reply);
      child.send(message);
      return answer;
    },
    async close() {
      const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
      child.send({ type: 'close' });
      await exited;
    },
  };
}
