// Runs PGlite on its own thread and serves it over the PostgreSQL wire protocol on a private Unix
// socket, so the API speaks node-postgres in both modes and a slow query never stalls its event loop.
// Plain JavaScript: it runs in Node directly, outside any build or test transform.
import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath, templateFile } = workerData;

async function start() {
  // A template (a dump of an already migrated database) skips initdb, which dominates start-up.
  const loadDataDir = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
  // btree_gist backs the exclusion constraints that keep an Aboki's weekly hours from overlapping.
  const db = await PGlite.create({ dataDir: dataDir ?? undefined, loadDataDir, extensions: { btree_gist } });
  // The API's pool uses one connection, but node-postgres replaces a connection after a failed
  // query; headroom lets the replacement in while the old one is still closing. PGlite itself
  // still runs one query at a time.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  parentPort.on('message', async (message) => {
    try {
      if (message.type === 'dump') {
        const dump = await db.dumpDataDir('gzip');
        await writeFile(message.file, Buffer.from(await dump.arrayBuffer()));
        parentPort.postMessage({ type: 'dumped' });
      } else if (message.type === 'close') {
        await server.stop();
        await db.close();
        parentPort.postMessage({ type: 'closed' });
      }
    } catch (error) {
      parentPort.postMessage({ type: 'error', error: error instanceof Error ? error.stack : String(error) });
    }
  });
  parentPort.postMessage({ type: 'ready' });
}

start().catch((error) => {
  parentPort.postMessage({ type: 'error', error: error instanceof Error ? error.stack : String(error) });
});
