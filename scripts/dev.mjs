// `npm run dev`: every front-end app under `rspack serve` with live reload, and the API.
// The shell (http://localhost:3100) serves a development /release.json naming the remotes' dev
// servers and proxies /api to the API on port 3000.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FRONT_END_APPS } from './rspack-app.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The CLI's bin is not in its package exports; find it next to the package.json.
const rspackCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@rspack/cli/package.json')),
  'bin/rspack.js',
);
const COLOURS = [32, 36, 35, 33, 34, 31];

const children = [];
let stopping = false;

function prefixLines(stream, label, colour, output) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) output.write(`\x1b[${colour}m${label.padEnd(15)}\x1b[0m ${line}\n`);
  });
}

function run(label, args, cwd) {
  const colour = COLOURS[children.length % COLOURS.length];
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, FORCE_COLOR: '1' } });
  prefixLines(child.stdout, label, colour, process.stdout);
  prefixLines(child.stderr, label, colour, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${label} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(exitCode), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const startScript = path.join(root, 'scripts/start.mjs');
if (existsSync(startScript)) run('api', [startScript, '--api-only'], root);
else console.warn('scripts/start.mjs is missing: starting the front ends without the API.');

for (const app of Object.keys(FRONT_END_APPS)) run(app, [rspackCli, 'serve'], path.join(root, app));

console.log(
  `Aboki dev: http://localhost:${FRONT_END_APPS.shell.port} (remotes on ${Object.values(FRONT_END_APPS)
    .slice(1)
    .map((app) => app.port)
    .join(', ')}, API on 3000)`,
);
