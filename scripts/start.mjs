// `npm start`: serve the API at once, then build whatever front end is missing, stale or not a
// production build (whatever NODE_ENV says: builds are always for production), publish it,
// and compose a release if the versions changed. The running server picks the release up without a
// restart (until then pages answer 503 with Retry-After), so /api/health answers within seconds of a
// fresh clone. Everything runs in one process on PORT, on the embedded database by default.
// `--api-only` runs the API alone (used by `npm run dev`, where each front end has its own server).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

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

/** Modification time of one file (0 when it does not exist). */
function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The mode `<app>/dist` was built in, from the build.json every build writes (null when there is
 * none: no build, or one made before builds recorded their mode).
 */
function builtMode(app) {
  try {
    return JSON.parse(readFileSync(join(root, app, 'dist', 'build.json'), 'utf8')).mode ?? null;
  } catch {
    return null;
  }
}

/** Runs a build without blocking the server's event loop. */
function build(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

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
    // A build is stale when anything it is made from is newer: shared's sources, the one build
    // configuration and app list, and the app's own sources, Rspack config and package.json.
    const commonInputs = Math.max(
      newestMtime(join(root, 'shared/src')),
      mtimeOf(join(root, 'shared/package.json')),
      mtimeOf(join(root, 'scripts/rspack-app.mjs')),
      mtimeOf(join(root, 'scripts/apps.mjs')),
      mtimeOf(join(root, 'scripts/build-info.mjs')),
      mtimeOf(join(root, 'apps.json')),
    );
    for (const name of FRONT_END_APPS) {
      const built = newestMtime(join(root, name, 'dist'));
      const inputs = Math.max(
        commonInputs,
        newestMtime(join(root, name, 'src')),
        mtimeOf(join(root, name, 'rspack.config.mjs')),
        mtimeOf(join(root, name, 'package.json')),
      );
      // Only a production build can be published: one left by another mode (rspack serve, a build
      // under NODE_ENV=development before builds always meant production) is rebuilt, not refused.
      const mode = builtMode(name);
      if (built === 0 || built < inputs || mode !== 'production') {
        console.log(`Building ${name}${mode && mode !== 'production' ? ` (dist/ is a ${mode} build)` : ''}…`);
        // Production whatever NODE_ENV says (the app's build script passes --mode production).
        await build('npm', ['run', '--silent', 'build', '-w', name]);
      }
    }
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
