// The server under test, in its own process so it never shares an event loop with the load
// generator. Forked by bench/api.mjs with an IPC channel:
//
//   node bench/server.mjs baseline           a bare node:http server answering a prepared JSON body
//                                            the size of the services list
//   node bench/server.mjs api [databaseUrl]  the API as production builds it: embedded PGlite under a
//                                            temporary DATA_DIR, or the PostgreSQL database named;
//                                            with BENCH_SEED, booking data at scale (booking-seed.mjs)
//
// It listens on 127.0.0.1, port 0, and sends { type: 'ready', port }. Then, on request:
//   { type: 'start', profile? }  starts measuring (event-loop delay and utilisation, CPU time) and,
//                                given a file name, CPU-profiling the main thread; replies 'started'
//   { type: 'stop' }             replies { type: 'measured', ... } for the window since 'start'
//   { type: 'close' }            closes the server (and the database) and exits 0
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/** Event-loop delay sampling interval; the histogram counts it in, so it is subtracted again. */
const RESOLUTION_MS = 1;
const HOST = '127.0.0.1';
/** Linux's USER_HZ, the unit of /proc's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;

const [mode, arg] = process.argv.slice(2);
const started = mode === 'baseline' ? await startBaseline() : await startApi(arg || undefined);

let window;
process.on('message', async (message) => {
  if (message.type === 'start') {
    const profiler = message.profile ? await startProfiler() : undefined;
    const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    delay.enable();
    window = { delay, profiler, profile: message.profile };
    window.elu = performance.eventLoopUtilization();
    window.cpu = process.cpuUsage();
    window.mainCpuMs = mainThreadCpuMs();
    window.at = performance.now();
    process.send({ type: 'started' });
  } else if (message.type === 'stop') {
    const wallMs = performance.now() - window.at;
    const used = process.cpuUsage(window.cpu);
    const mainCpuMs = mainThreadCpuMs() - window.mainCpuMs;
    const utilization = performance.eventLoopUtilization(window.elu).utilization;
    const { delay, profiler, profile } = window;
    delay.disable();
    const ms = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
    if (profiler) {
      const { profile: recorded } = await profiler.post('Profiler.stop');
      profiler.disconnect();
      await writeFile(profile, JSON.stringify(recorded));
    }
    process.send({
      type: 'measured',
      eventLoopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
      // Share of the window the main thread spent running (1 = never idle).
      eventLoopUtilization: utilization,
      // All threads of the process (the embedded database's worker included), in cores.
      cpuCores: (used.user + used.system) / 1000 / wallMs,
      // The main thread alone (Linux only): the rest is the embedded database's worker, GC helpers.
      mainThreadCpuCores: Number.isNaN(mainCpuMs) ? null : mainCpuMs / wallMs,
      wallMs,
    });
  } else if (message.type === 'close') {
    await started.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready', port: started.port, booking: started.booking });

/** CPU time of the main thread in ms from /proc (10 ms resolution), or NaN where there is none. */
function mainThreadCpuMs() {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** A CPU profile of this thread (not the embedded database's worker), for the measured window only. */
async function startProfiler() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return session;
}

/** The ceiling: node:http writing a prepared JSON body, no framework, no database. */
async function startBaseline() {
  const body = Buffer.from(JSON.stringify(await servicesList()));
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, HOST, resolve));
  return {
    port: server.address().port,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** What GET /api/v1/services answers, byte for byte in size: the catalogue with ids, in slug order. */
async function servicesList() {
  const { CATALOGUE } = await import(new URL('../api/dist/modules/services/catalogue.js', import.meta.url));
  const services = [...CATALOGUE]
    .sort((a, b) => (a.slug < b.slug ? -1 : 1))
    .map(({ slug, name, description, category, unit, basePriceKobo }) => ({
      id: randomUUID(),
      slug,
      name,
      description,
      category,
      unit,
      basePriceKobo,
    }));
  return { success: true, data: { services, nextCursor: null } };
}

/** The API exactly as production builds it: real configuration, prepared database, Fastify app. */
async function startApi(databaseUrl) {
  const api = new URL('../api/dist/', import.meta.url);
  const { buildApp } = await import(new URL('app.js', api));
  const { loadConfig } = await import(new URL('config.js', api));
  const { openConfiguredDatabase } = await import(new URL('db/open-configured.js', api));
  const { prepareDatabase } = await import(new URL('database-setup.js', api));

  const dataDir = await mkdtemp(join(tmpdir(), 'aboki-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST,
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    APP_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_URL: 'https://aboki.example',
    // Required in production; nothing is sent while the outbox worker is off.
    SMTP_URL: 'smtp://127.0.0.1:2525',
  });
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  // The search benchmark's data (bench/booking-seed.mjs): seeded before the app starts, then the
  // search's statements EXPLAINed on it.
  let booking;
  if (process.env.BENCH_SEED) {
    const { seedBooking, explainSearch } = await import('./booking-seed.mjs');
    const seed = await seedBooking(database.pool, JSON.parse(process.env.BENCH_SEED));
    const plans = await explainSearch(database, api);
    booking = { seed, plans };
  }
  const app = await buildApp({ config, database, logger: false, background: false });
  await app.listen({ port: config.port, host: config.host });
  return {
    port: app.server.address().port,
    booking,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
