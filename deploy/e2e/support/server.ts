import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from './repo.js';

export interface SiteServer {
  baseUrl: string;
  pid: number;
  /** SIGTERM, then waits for a clean exit (code 0); fails otherwise. */
  stop(): Promise<void>;
}

export interface SiteServerOptions {
  releasesDir: string;
  dataDir: string;
  smtpUrl: string;
  supportEmail: string;
  author: string;
  /** Everything the server prints goes here; warnings and errors are echoed to the terminal too. */
  logFile: string;
  startTimeoutMs?: number;
  /**
   * TEST_CLOCK=true: the booking clock can be moved through /api/test/clock (support/clock.ts), so
   * journeys reach "30 min before the start" without waiting. Never set outside the e2e server.
   */
  testClock?: boolean;
  /** CANARY_CHECK_MS: how often the server judges a running canary (the automatic-abort journey). */
  canaryCheckMs?: number;
  /** More settings, as production would set them (the SMS site's Termii settings). */
  env?: Readonly<Record<string, string>>;
}

/** A port nothing listens on now. The server is told it up front, so PUBLIC_URL (links in emails) is right. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

async function logTail(logFile: string, lines = 30): Promise<string> {
  const text = await readFile(logFile, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}

/**
 * `node deploy/dist/cli.js serve` as a child process on a free loopback port, with the embedded
 * database in `dataDir`; resolves once /api/health answers.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const baseUrl = `http://127.0.0.1:${await freePort()}`;
  const child = spawn(process.execPath, [join(REPO_ROOT, 'deploy/dist/cli.js'), 'serve'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: new URL(baseUrl).port,
      PUBLIC_URL: baseUrl,
      RELEASES_DIR: options.releasesDir,
      DATA_DIR: options.dataDir,
      SMTP_URL: options.smtpUrl,
      SUPPORT_EMAIL: options.supportEmail,
      RELEASE_AUTHOR: options.author,
      LOG_LEVEL: 'info',
      ...(options.testClock ? { TEST_CLOCK: 'true' } : {}),
      ...(options.canaryCheckMs ? { CANARY_CHECK_MS: String(options.canaryCheckMs) } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(options.logFile);
  const exit = exited(child);

  const early = new Promise<never>((_, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      log.write(`${line}\n`);
      let level = 0;
      try {
        level = (JSON.parse(line) as { level?: number }).level ?? 0;
      } catch {
        level = 50;
      }
      if (level >= 40) process.stderr.write(`[serve] ${line}\n`);
    });
    createInterface({ input: child.stderr }).on('line', (line) => {
      log.write(`${line}\n`);
      process.stderr.write(`[serve] ${line}\n`);
    });
    void exit.then(async ({ code, signal }) =>
      reject(
        new Error(
          `The server exited while starting (code ${code}, signal ${signal}):\n${await logTail(options.logFile)}`,
        ),
      ),
    );
  });
  early.catch(() => undefined); // Raced below; this only keeps a later exit from going unhandled.

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const { code, signal } = await exit;
    clearTimeout(timer);
    await new Promise<void>((resolve) => log.end(resolve));
    if (code !== 0) {
      throw new Error(
        `The server did not shut down cleanly on SIGTERM (code ${code}, signal ${signal}):\n${await logTail(options.logFile)}`,
      );
    }
  };

  try {
    const running = () => child.exitCode === null && child.signalCode === null;
    await Promise.race([waitForHealth(baseUrl, options.startTimeoutMs ?? 60_000, running), early]);
    return { baseUrl, pid: child.pid!, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

async function waitForHealth(baseUrl: string, timeoutMs: number, running: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline && running()) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl}/api/health did not answer 200 (${last || 'the server stopped'})`);
}
