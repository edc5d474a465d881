// npm run bench:page — per page, what a phone downloads first, what a repeat visit costs, and
// Lighthouse's mobile scores (simulated slow 4G and a 4× slower CPU) in Debian's Chromium, each
// against the limits in bench/page-budgets.json. Exits 1 when any limit is exceeded.
//
// It serves the composed site the way `npm start` does (building what is missing), on a free port
// with its own temporary data directory, or measures BENCH_URL when that is set.
//   BENCH_RUNS        Lighthouse runs per page (default 5; the median is judged, the spread and each
//                     run's benchmarkIndex and load average reported beside it). A run
//                     Lighthouse could not measure (runtimeError) is retried, up to 3 times per page
//   BENCH_LIGHTHOUSE  0: bytes only (deterministic: what CI gates on; see decision 0037)
//   BENCH_PAGES       a comma-separated subset of the pages, e.g. "/,/sign-in"
//   BENCH_URL         measure a site that is already running instead
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { countedRuns } from './lighthouse-runs.mjs';
import { firstVisitWeight } from './first-visit.mjs';
import { repeatVisitBytes } from './repeat-visit.mjs';

const ROOT = new URL('../', import.meta.url);
const RESULTS_DIR = new URL('./results/', import.meta.url);
const BUDGETS = JSON.parse(readFileSync(new URL('./page-budgets.json', import.meta.url), 'utf8')).pages;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : Object.keys(BUDGETS);

/** Starts `scripts/start.mjs` on a free port; resolves with its URL and a stop function. */
function startSite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'aboki-page-bench-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const running = /Aboki is running at (http:\/\/\S+)/.exec(output);
      if (running) resolve({ url: running[1].replace('localhost', '127.0.0.1'), stop });
    });
    child.once('exit', (code) =>
      reject(new Error(`the site exited (${code}) before it was ready:\n${output}`)),
    );
  });
}

/** RUNS Lighthouse runs of a page that measured something, and the failed attempts retried. */
async function lighthouseRuns(path, pageUrl) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  // How busy the machine was as each run ended: a score is only as good as the quiet it had.
  const loadAfter = new WeakMap();
  const attempt = async () => {
    const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const result = await lighthouse(pageUrl, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (result?.lhr) loadAfter.set(result.lhr, loadavg()[0]);
      return result?.lhr;
    } finally {
      await chrome.kill();
    }
  };
  const { results, failures } = await countedRuns(path, RUNS, attempt);
  const runs = results.map((lhr) => {
    const audit = (id) => lhr.audits[id].numericValue;
    return {
      performance: lhr.categories.performance.score,
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      loadAverage: loadAfter.get(lhr),
    };
  });
  return { runs, failures };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${Math.round(value)} ms`;

/** A metric over the runs: the median (what is judged), then the lowest and highest in brackets. */
function spread(runs, key, format) {
  const values = runs.map((run) => run[key]);
  return `${format(median(values))} [${format(Math.min(...values))}–${format(Math.max(...values))}]`;
}

/** Each limit of a page's budget against what was measured: [name, measured, limit, within]. */
function judge(budget, measured) {
  const checks = [
    ['performance', measured.performance, budget.performance, (value, limit) => value >= limit],
    ['LCP (ms)', measured.lcpMs, budget.lcpMs, (value, limit) => value <= limit],
    ['first-visit JS (KiB br)', measured.jsBrotli / 1024, budget.jsKiB, (value, limit) => value <= limit],
    ['first-visit CSS (KiB br)', measured.cssBrotli / 1024, budget.cssKiB, (value, limit) => value <= limit],
    [
      'repeat visit (KiB)',
      measured.repeatBytes / 1024,
      budget.repeatVisitKiB,
      (value, limit) => value <= limit,
    ],
  ];
  return checks
    .filter(([, value, limit]) => value !== undefined && limit !== undefined)
    .map(([name, value, limit, within]) => ({ name, value, limit, within: within(value, limit) }));
}

const site = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => {} } : await startSite();
try {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const pages = [];
  try {
    for (const path of PAGES) {
      const budget = BUDGETS[path];
      if (!budget) throw new Error(`${path} has no budget in bench/page-budgets.json`);
      const url = new URL(path, site.url).href;
      const weight = await firstVisitWeight(browser, url);
      const repeatBytes = await repeatVisitBytes(browser, site.url, path);
      const { runs, failures } = LIGHTHOUSE ? await lighthouseRuns(path, url) : { runs: [], failures: [] };
      const score = (key) => (runs.length ? median(runs.map((run) => run[key])) : undefined);
      const measured = {
        ...weight,
        repeatBytes,
        performance: score('performance'),
        lcpMs: score('lcpMs'),
        fcpMs: score('fcpMs'),
        tbtMs: score('tbtMs'),
      };
      pages.push({ path, measured, runs, failedRuns: failures, checks: judge(budget, measured) });
      const lighthouse = LIGHTHOUSE
        ? `performance ${spread(runs, 'performance', (value) => value.toFixed(2))}, LCP ${spread(runs, 'lcpMs', ms)}, TBT ${spread(runs, 'tbtMs', ms)}, benchmarkIndex ${spread(runs, 'benchmarkIndex', Math.round)}, load ${spread(runs, 'loadAverage', (value) => value.toFixed(1))}${
            runs.length < RUNS ? ` (median of ${runs.length} valid runs)` : ''
          }${failures.length > 0 ? `, ${failures.length} failed attempt(s) not counted` : ''}`
        : 'Lighthouse skipped';
      console.log(
        `${path.padEnd(14)} JS ${kib(weight.jsBrotli)} br / ${kib(weight.jsGzip)} gzip (${weight.scripts.length} files), CSS ${kib(weight.cssBrotli)} br, repeat visit ${kib(repeatBytes)}; ${lighthouse}`,
      );
      for (const script of weight.scripts.slice(0, 4))
        console.log(
          `${''.padEnd(16)}${kib(script.brotli).padStart(9)}  ${script.file.replace(/^\/remotes\//, '')}`,
        );
    }
  } finally {
    await browser.close();
  }

  const load = loadavg().map((value) => value.toFixed(1));
  console.log(
    `\nAgainst bench/page-budgets.json${LIGHTHOUSE ? ` (Lighthouse mobile, median of ${RUNS})` : ' (bytes only)'}; load average ${load.join(' ')}`,
  );
  const over = [];
  for (const { path, checks } of pages) {
    for (const check of checks) {
      const value = Number.isInteger(check.value) ? check.value : check.value.toFixed(2);
      console.log(
        `  ${check.within ? 'ok  ' : 'OVER'} ${path.padEnd(14)} ${check.name.padEnd(24)} ${value} (limit ${check.limit})`,
      );
      if (!check.within) over.push(`${path} ${check.name}`);
    }
  }

  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = new URL(`page-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, RESULTS_DIR);
  writeFileSync(file, `${JSON.stringify({ url: site.url, loadAverage: loadavg(), pages }, null, 2)}\n`);
  console.log(`\nResults: ${file.pathname}`);
  if (over.length > 0) console.log(`Over budget: ${over.join('; ')}`);
  process.exitCode = over.length > 0 ? 1 : 0;
} finally {
  await site.stop();
}
