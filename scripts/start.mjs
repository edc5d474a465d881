// `npm start`: build whatever is missing or stale, publish it, compose a release if the versions
// changed, and serve the release and the API in one process on PORT (embedded database by default).
// `--api-only` runs the API alone (used by `npm run dev`, where each front end has its own server).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Newest modification time of any file below `dir` (0 when it does not exist). */
function newestMtime(dir) {
  let newest = 0;
  try {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  } catch {
    // Missing: nothing built from it.
  }
  return newest;
}

// TypeScript's build mode is incremental: instant when nothing changed.
run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.node.json']);

if (process.argv.includes('--api-only')) {
  await import('../api/dist/server.js');
} else {
  const { FRONT_END_APPS } = await import('../deploy/dist/apps.js');
  const { loadDeployConfig } = await import('../deploy/dist/config.js');
  const { ReleaseStore } = await import('../deploy/dist/store.js');
  const { defaultVersion, publish } = await import('../deploy/dist/publish.js');
  const { compose } = await import('../deploy/dist/compose.js');
  const { serve } = await import('../deploy/dist/serve.js');

  const sharedSources = newestMtime(join(root, 'shared/src'));
  for (const app of FRONT_END_APPS) {
    const built = newestMtime(join(root, app, 'dist'));
    if (built === 0 || built < Math.max(newestMtime(join(root, app, 'src')), sharedSources)) {
      console.log(`Building ${app}…`);
      run('npm', ['run', '--silent', 'build', '-w', app]);
    }
  }

  const config = loadDeployConfig();
  const store = new ReleaseStore(config.releasesDir);
  const versions = {};
  for (const app of FRONT_END_APPS) {
    versions[app] = await defaultVersion(app);
    if (!(await store.hasVersion(app, versions[app]))) {
      await publish(store, app, { version: versions[app], by: config.author });
      console.log(`Published ${app}@${versions[app]}`);
    }
  }
  const current = await store.currentRelease();
  if (!current || FRONT_END_APPS.some((app) => current.apps[app]?.version !== versions[app])) {
    const release = await compose(
      store,
      FRONT_END_APPS.map((app) => `${app}@${versions[app]}`),
      config.author,
    );
    console.log(`Release ${release.id} is current`);
  }
  const app = await serve(store);
  console.log(`Aboki is running at http://localhost:${app.server.address().port}`);
}
