// `npm start`: serve the API at once, then build whatever front end is missing, stale or not a
// production build (whatever NODE_ENV says: builds are always for production), publish it,
// and compose a release if the versions changed. The running server picks the release up without a
// restart (until then pages answer 503 with Retry-After), so /api/health answers within seconds of a
// fresh clone. Everything runs in one process on PORT, on the embedded database by default.
// `--api-only` runs the API alone (used by `npm run dev`, where each front end has its own server).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildStaleApps } from './app-builds.mjs';

const root = join(import.meta.dirname, '..');

// TypeScript's build mode is incremental: instant when nothing changed. The server needs it first.
const compiled = spawnSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.node.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

if (process.argv.includes('--api-only')) {
  await import('../api/dist/server.js');
} else {
  const { FRONT_END_APPS } = await import('../deploy/dist/apps.js');
  const { loadDeployConfig } = await import('../deploy/dist/config.js');
  const { ReleaseStore } = await import('../deploy/dist/store.js');
  const { defaultVersion, publish } = await import('../deploy/dist/publish.js');
  const { compose } = await import('../deploy/dist/compose.js');
  const { serve } = await import('../deploy/dist/serve.js');

  const config = loadDeployConfig();
  const store = new ReleaseStore(config.releasesDir);
  const app = await serve(store);
  const url = `http://localhost:${app.server.address().port}`;
  console.log(`Aboki's API is answering at ${url}/api`);

  try {
    await buildStaleApps();
    const versions = {};
    for (const name of FRONT_END_APPS) {
      versions[name] = await defaultVersion(name);
      if (!(await store.hasVersion(name, versions[name]))) {
        await publish(store, name, { version: versions[name], by: config.author });
        console.log(`Published ${name}@${versions[name]}`);
      }
    }
    const current = await store.currentRelease();
    if (!current || FRONT_END_APPS.some((name) => current.apps[name]?.version !== versions[name])) {
      const release = await compose(
        store,
        FRONT_END_APPS.map((name) => `${name}@${versions[name]}`),
        config.author,
      );
      console.log(`Release ${release.id} is current`);
    }
    console.log(`Aboki is running at ${url}`);
  } catch (error) {
    // The API keeps running; the site keeps its previous release, if it had one.
    console.error('Could not build and release the site:', error);
    process.exitCode = 1;
  }
}
