// Global setup of the API tests: the server test starts the compiled server (api/dist/server.js) as
// production does, so the API and shared are compiled first. TypeScript's build mode is incremental:
// a second or two when nothing changed. Jest runs it only when an API test is selected.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

export default function buildApiForServerTest() {
  const result = spawnSync(process.execPath, [tsc, '-b', 'api/tsconfig.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`tsc -b api exited ${result.status ?? result.signal}`);
}
