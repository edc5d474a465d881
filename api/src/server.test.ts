import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from './modules/services/catalogue.js';

// The compiled server, run exactly as production runs it (`npm run build:node` first).
const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const REQUESTS = 200;
const WAVES = 5;
const WAVE_GAP_MS = 50;
/** The first start of an embedded database runs initdb: seconds, many more on a busy two-core machine. */
const START_TIMEOUT_MS = 60_000;

interface LogLine {
  level: number;
  msg: string;
  req?: { url?: string };
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

interface RunningServer {
  child: ChildProcess;
  port: number;
  logs: LogLine[];
  stderr(): string;
  exited: Promise<Exit>;
  /** Resolves once some log line (past or future) satisfies `predicate`. */
  waitForLog(predicate: (lines: LogLine[]) => boolean, timeoutMs: number, what: string): Promise<void>;
}

interface Outcome {
  status?: number;
  connection?: string | undefined;
  body?: string;
  contentLength?: number;
  error?: string;
  endedAt?: number;
}

const started: ChildProcess[] = [];
let dataDir: string;

beforeAll(() => {
  // One data directory for both tests: the second start skips initdb.
  dataDir = mkdtempSync(join(tmpdir(), 'aboki-server-test-'));
});

afterEach(() => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'APP_SECRET']) delete env[name];
  const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);

  const logs: LogLine[] = [];
  let stderr = '';
  let pending = '';
  const watchers = new Set<() => void>();
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        // Not a log line.
      }
    }
    for (const watcher of watchers) watcher();
  });
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal, at: Date.now() });
      for (const watcher of watchers) watcher();
    });
  });

  const waitForLog = (predicate: (lines: LogLine[]) => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => finish(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs);
      const finish = (error?: Error) => {
        clearTimeout(timer);
        watchers.delete(check);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        if (predicate(logs)) finish();
        else if (child.exitCode !== null || child.signalCode !== null) {
          finish(new Error(`the server exited (${child.exitCode ?? child.signalCode}) before ${what}`));
        }
      };
      watchers.add(check);
      check();
    });

  // Fastify logs its address once listening: `Server listening at http://127.0.0.1:<port>`.
  const listening = /^Server listening at http:\/\/127\.0\.0\.1:(\d+)$/;
  const address = () => logs.map((line) => listening.exec(line.msg)).find(Boolean);
  try {
    await waitForLog(() => address() !== undefined, START_TIMEOUT_MS, '"Server listening" log line');
  } catch (error) {
    throw new Error(`${(error as Error).message}\nstderr:\n${stderr}`);
  }
  return { child, port: Number(address()![1]), logs, stderr: () => stderr, exited, waitForLog };
}

function get(port: number, path: string, agent: http.Agent | false): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = {};
    const done = () => {
      outcome.endedAt = Date.now();
      resolve(outcome);
    };
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        outcome.status = response.statusCode;
        outcome.connection = response.headers.connection;
        outcome.contentLength = Number(response.headers['content-length']);
        outcome.body = Buffer.concat(chunks).toString('utf8');
        done();
      });
      response.on('error', (error: NodeJS.ErrnoException) => {
        outcome.error = `response ${error.code ?? error.message}`;
        done();
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      outcome.error = error.code ?? error.message;
      done();
    });
  });
}

/** Whether a new TCP connection to `port` is refused (rather than accepted, then dropped by us). */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const servicesRequests = (lines: LogLine[]) =>
  lines.filter((line) => line.msg === 'incoming request' && line.req?.url === '/api/v1/services').length;

describe('the compiled server on SIGTERM', () => {
  it('finishes every accepted request, refuses new connections and exits 0', async () => {
    const server = await startServer();
    const agent = new http.Agent({ keepAlive: true });
    try {
      // Many concurrent requests over keep-alive connections, in a few quick waves so that the
      // single-connection embedded database leaves plenty of them in flight. The catalogue's first
      // page is answered from memory (docs/decisions/0055); a cursor it does not hold goes to the
      // database, which is what keeps requests in flight (the log strips the query string).
      const outcomes: Promise<Outcome>[] = [];
      for (let wave = 0; wave < WAVES; wave++) {
        for (let i = 0; i < REQUESTS / WAVES; i++)
          outcomes.push(get(server.port, '/api/v1/services?cursor=a', agent));
        await sleep(WAVE_GAP_MS);
      }
      // The signal goes once the server has taken in every request (Fastify logs each as it routes
      // it), so each one was accepted before the signal: none may be lost, however busy the machine.
      await server.waitForLog(
        (lines) => servicesRequests(lines) >= REQUESTS,
        30_000,
        `${REQUESTS} incoming requests`,
      );
      const signalAt = Date.now();
      server.child.kill('SIGTERM');
      await server.waitForLog(
        (lines) => lines.some((line) => line.msg === 'shutting down'),
        10_000,
        '"shutting down" log line',
      );

      // New connections are refused once the listener has closed, which happens while (or just
      // after) the requests in flight finish.
      let refused = false;
      while (!refused) {
        refused = await connectionRefused(server.port);
        if (!refused) {
          if (Date.now() - signalAt > 10_000) break;
          await sleep(20);
        }
      }
      const late = await Promise.all(
        Array.from({ length: 5 }, () => get(server.port, '/api/v1/services', false)),
      );

      const results = await Promise.all(outcomes);
      const exit = await server.exited;

      // Every accepted request got a whole 200 with the whole catalogue: nothing reset or cut short.
      const failures = results.filter(
        (result) =>
          result.error !== undefined ||
          result.status !== 200 ||
          Buffer.byteLength(result.body ?? '') !== result.contentLength,
      );
      expect(failures).toEqual([]);
      for (const result of results) {
        const body = JSON.parse(result.body!) as { success: boolean; data: { services: unknown[] } };
        expect(body.success).toBe(true);
        expect(body.data.services).toHaveLength(CATALOGUE.length);
      }
      // Some were still in flight at the signal and completed during the drain.
      const afterSignal = results.filter((result) => result.endedAt! > signalAt);
      expect(afterSignal.length).toBeGreaterThan(0);

      // The drain ends: exit 0 well inside the orchestrator's patience, without the deadline or a
      // failed close being logged.
      expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
      expect(exit.at - signalAt).toBeLessThan(10_000);
      expect(server.logs.filter((line) => line.level >= 50)).toEqual([]);

      // Answers sent after closing began told the client to let go of its keep-alive connection
      // (otherwise the listener would wait on those connections).
      expect(afterSignal.some((result) => result.connection === 'close')).toBe(true);

      expect(refused).toBe(true);
      expect(late.map((result) => result.error)).toEqual(late.map(() => 'ECONNREFUSED'));
    } finally {
      agent.destroy();
    }
  }, 120_000);

  it('exits 0 promptly when idle, even with a keep-alive connection open', async () => {
    const server = await startServer();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const health = await get(server.port, '/api/health', agent);
      expect(health.status).toBe(200);
      expect(health.connection).toBe('keep-alive');

      const signalAt = Date.now();
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
      expect(exit.at - signalAt).toBeLessThan(3_000);
      expect(await connectionRefused(server.port)).toBe(true);
    } finally {
      agent.destroy();
    }
  }, 90_000);
});
