import { chmod, lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export interface EmbeddedPostgres {
  /** Directory holding the socket; node-postgres takes it as `host`. */
  socketDir: string;
  port: number;
  /** Writes the whole database to `file`, for use as a template. */
  dump(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Where PGlite keeps its files; undefined keeps the database in memory. */
  dataDir?: string | undefined;
  /** A dump to start from instead of an empty cluster. */
  templateFile?: string | undefined;
}

type WorkerReply = { type: 'ready' | 'dumped' | 'closed' } | { type: 'error'; error: string };

const SOCKET_PORT = 5432;
const CLOSE_TIMEOUT_MS = 5_000;
const workerUrl = new URL('../../workers/pglite.mjs', import.meta.url);

/**
 * Takes group and other permissions off everything under `dir` (security review, finding 6). The
 * server's 0077 umask covers most files PGlite writes, but PGlite sets some modes itself: a fresh
 * cluster comes out 0666, and files rebuilt at start-up (pg_internal.init) 0644. Run after start and
 * at close; in between, anything new sits inside directories only the owner can enter.
 */
export async function makeOwnerOnly(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = [dir, ...entries.map((entry) => join(entry.parentPath, entry.name))];
  for (const path of paths) {
    const stats = await lstat(path).catch(() => undefined);
    if (stats && !stats.isSymbolicLink() && (stats.mode & 0o077) !== 0) await chmod(path, stats.mode & 0o700);
  }
}

/** Starts PGlite in a worker thread, reachable by node-postgres over a private Unix socket. */
export async function startEmbeddedPostgres({
  dataDir,
  templateFile,
}: EmbeddedOptions): Promise<EmbeddedPostgres> {
  // A private directory, so no other local user can reach the database socket.
  const socketDir = await mkdtemp(join(tmpdir(), 'aboki-pg-'));
  const socketPath = join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const worker = new Worker(workerUrl, { workerData: { dataDir, socketPath, templateFile } });

  const request = (message: object | undefined, expected: WorkerReply['type']) =>
    new Promise<void>((resolve, reject) => {
      const onMessage = (reply: WorkerReply) => {
        worker.off('error', reject);
        if (reply.type === expected) resolve();
        else reject(new Error(`Embedded PostgreSQL: ${reply.type === 'error' ? reply.error : reply.type}`));
      };
      worker.once('message', onMessage);
      worker.once('error', reject);
      if (message) worker.postMessage(message);
    });

  try {
    await request(undefined, 'ready');
    if (dataDir) await makeOwnerOnly(dataDir);
  } catch (error) {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }

  let closed: Promise<void> | undefined;
  return {
    socketDir,
    port: SOCKET_PORT,
    dump: (file) => request({ type: 'dump', file }, 'dumped'),
    close() {
      closed ??= (async () => {
        const timeout = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref());
        await Promise.race([request({ type: 'close' }, 'closed').catch(() => {}), timeout]);
        await worker.terminate();
        if (dataDir) await makeOwnerOnly(dataDir).catch(() => {});
        await rm(socketDir, { recursive: true, force: true });
      })();
      return closed;
    },
  };
}
