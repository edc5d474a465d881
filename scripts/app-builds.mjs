// The front-end builds (<app>/dist), made only when missing or stale: used by `npm start`, by the
// deploy tests (their Jest global setup) and by CI before the browser suite. `node
// scripts/app-builds.mjs` (`npm run build:apps`) builds the stale ones; `npm run build` builds all.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS } from './apps.mjs';

const root = join(import.meta.dirname, '..');

/** A test file (`x.test.ts`, `x.test.tsx`) is not part of any build. */
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** Newest modification time of any non-test file below `dir` (0 when it does not exist). */
function newestMtime(dir) {
  let newest = 0;
  try {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !isTest(entry.name))
        newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
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

/**
 * The apps whose build is missing, older than anything it is made from (shared's sources, the one
 * build configuration and app list, and the app's own sources, Rspack config and package.json), or
 * not a production build: only those can be published, so one left by `rspack serve` or an older
 * NODE_ENV=development build is rebuilt rather than refused.
 */
export function staleApps() {
  const commonInputs = Math.max(
    newestMtime(join(root, 'shared/src')),
    mtimeOf(join(root, 'shared/package.json')),
    mtimeOf(join(root, 'scripts/rspack-app.mjs')),
    mtimeOf(join(root, 'scripts/apps.mjs')),
    mtimeOf(join(root, 'scripts/build-info.mjs')),
    mtimeOf(join(root, 'apps.json')),
  );
  return APPS.map(({ app }) => app).filter((name) => {
    const built = newestMtime(join(root, name, 'dist'));
    const inputs = Math.max(
      commonInputs,
      newestMtime(join(root, name, 'src')),
      mtimeOf(join(root, name, 'rspack.config.mjs')),
      mtimeOf(join(root, name, 'package.json')),
    );
    return built === 0 || built < inputs || builtMode(name) !== 'production';
  });
}

/**
 * `npm run build -w <app>`, a production build whatever NODE_ENV the caller runs under (Jest sets
 * `test`, which would make Rspack build for development), without blocking the event loop
 * (`npm start`'s server keeps answering meanwhile).
 */
export function buildApp(name) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build', '-w', name], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build -w ${name} exited ${code}`)),
    );
  });
}

/** Builds the stale apps one after another (two cores are enough for one Rspack); returns their names. */
export async function buildStaleApps(log = console.log) {
  const stale = staleApps();
  for (const name of stale) {
    log(`Building ${name}…`);
    await buildApp(name);
  }
  return stale;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const built = await buildStaleApps();
  if (built.length === 0) console.log('Every front-end build is up to date.');
}
