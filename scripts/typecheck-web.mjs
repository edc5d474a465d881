// Type-checks the browser code: each front-end app and the browser part of `shared`, with the
// bundler-style settings of tsconfig.web.json (the Node projects are checked by `tsc -b`).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APPS } from './apps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const PROJECTS = ['shared/tsconfig.web.json', ...APPS.map(({ app }) => `${app}/tsconfig.json`)];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const results = await Promise.all(PROJECTS.map(check));
for (const { project, code, output } of results) {
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project}`);
  if (code !== 0) console.log(output);
}
process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
