// Runs PGlite on its own thread and serves it over the PostgreSQL wire protocol on a private Unix
// socket, so the API speaks node-postgres in both modes and a slow query never stalls its event loop.
// Plain JavaScript: it runs in Node directly, outside any build or test transform.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath } = workerData;

try {
  const db = await PGlite.create(dataDir ?? undefined);
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message !== 'close') return;
    await server.stop();
    await db.close();
    parentPort.postMessage({ closed: true });
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.stack : String(error) });
}
