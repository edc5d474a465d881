// Compiles a Node project with TypeScript's build mode (`tsc -b`, incremental: a second or two when
// nothing changed), for the Jest global setups whose tests run compiled output: the API's server
// test starts api/dist/server.js as production does, and the deploy tests serve the service worker
// from deploy/dist/sw. `tsc -b` builds the project's references (shared, api) first.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Builds `<project>/tsconfig.json` and what it references, or throws with tsc's exit status. */
export function buildNodeProject(project) {
  const result = spawnSync(process.execPath, [tsc, '-b', `${project}/tsconfig.json`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`tsc -b ${project} exited ${result.status ?? result.signal}`);
}
