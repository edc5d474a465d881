import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export interface EmbeddedPostgres {
  /** Directory holding the socket; node-postgres takes it as `host`. */
  socketDir: string;
  port: number;
  close(): Promise<void>;
}

const SOCKET_PORT = 5432;
const workerUrl = new URL('../../workers/pglite.mjs', import.meta.url);

/** Starts PGlite in a worker thread; `dataDir` undefined keeps the database in memory (tests). */
export async function startEmbeddedPostgres(dataDir: string | undefined): Promise<EmbeddedPostgres> {
  // A private directory, so no other local user can reach the database socket.
  const socketDir = await mkdtemp(join(tmpdir(), 'aboki-pg-'));
  const socketPath = join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const worker = new Worker(workerUrl, { workerData: { dataDir, socketPath } });

  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { ready?: boolean; error?: string }) => {
      worker.off('error', reject);
      if (message.ready) resolve();
      else reject(new Error(`Embedded PostgreSQL failed to start: ${message.error ?? 'unknown error'}`));
    };
    worker.once('message', onMessage);
    worker.once('error', reject);
  });

  let closed: Promise<void> | undefined;
  return {
    socketDir,
    port: SOCKET_PORT,
    close() {
      closed ??= (async () => {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 5_000);
          worker.once('message', () => {
            clearTimeout(timer);
            resolve();
          });
          worker.postMessage('close');
        });
        await worker.terminate();
        await rm(socketDir, { recursive: true, force: true });
      })();
      return closed;
    },
  };
}
