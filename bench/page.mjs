// npm run bench:page — what a phone downloads to show the home page, against its budget, and
// Lighthouse's mobile scores (simulated slow 4G and a 4× slower CPU) in Debian's Chromium.
//
// It serves the composed site the way `npm start` does (building what is missing), on a free port
// with its own temporary data directory, or measures BENCH_URL when that is set.
//   BENCH_RUNS      Lighthouse runs (default 3; the median is reported)
//   BENCH_URL       measure a site that is already running instead
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../', import.meta.url);
const RESULTS_DIR = new URL('./results/', import.meta.url);
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
/** The home page's initial JavaScript, gzip, as the issue sets it. */
const JS_BUDGET_KIB = 170;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

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

/** Bytes on the wire for one URL with the given Accept-Encoding (the server sends precompressed files). */
async function transferSize(url, encoding) {
  const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Number(response.headers.get('content-length'));
}

/** The scripts and styles the home page's HTML makes the browser fetch before anything else. */
async function homePageWeight(siteUrl) {
  const html = await (await fetch(siteUrl)).text();
  const attribute = (pattern) => [...html.matchAll(pattern)].map((match) => new URL(match[1], siteUrl).href);
  const scripts = [
    ...attribute(/<script defer src="([^"]+)"/g),
    ...attribute(/<link rel="preload" as="script" href="([^"]+)"/g),
  ];
  const styles = [
    ...attribute(/<link rel="stylesheet" href="([^"]+)"/g),
    ...attribute(/<link rel="preload" as="style" href="([^"]+)"/g),
  ];
  const sum = async (urls, encoding) =>
    (await Promise.all(urls.map((url) => transferSize(url, encoding)))).reduce((a, b) => a + b, 0);
  return {
    scripts: scripts.length,
    jsGzip: await sum(scripts, 'gzip'),
    jsBrotli: await sum(scripts, 'br'),
    cssBrotli: await sum(styles, 'br'),
    html: await transferSize(siteUrl, 'br'),
  };
}

async function lighthouseRuns(siteUrl) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const { lhr } = await lighthouse(siteUrl, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const audit = (id) => lhr.audits[id].numericValue;
      runs.push({
        performance: lhr.categories.performance.score,
        accessibility: lhr.categories.accessibility.score,
        bestPractices: lhr.categories['best-practices'].score,
        seo: lhr.categories.seo.score,
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    } finally {
      await chrome.kill();
    }
  }
  return runs;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const site = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => {} } : await startSite();
try {
  const weight = await homePageWeight(site.url);
  const runs = await lighthouseRuns(site.url);
  const score = (key) => median(runs.map((run) => run[key]));
  const withinBudget = weight.jsGzip <= JS_BUDGET_KIB * 1024;

  console.log(`\nHome page (${site.url}) — what a phone downloads first`);
  console.log(
    `  JavaScript: ${weight.scripts} files, ${kib(weight.jsGzip)} gzip, ${kib(weight.jsBrotli)} brotli`,
  );
  console.log(
    `  budget:     ${JS_BUDGET_KIB} KiB gzip: ${withinBudget ? 'within' : 'OVER'} (${kib(JS_BUDGET_KIB * 1024 - weight.jsGzip)} left)`,
  );
  console.log(`  CSS:        ${kib(weight.cssBrotli)} brotli; HTML ${kib(weight.html)} brotli`);
  console.log(`\nLighthouse, mobile (median of ${runs.length}; simulated slow 4G, 4× CPU slowdown)`);
  console.log(
    `  performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('bestPractices')}  SEO ${score('seo')}`,
  );
  console.log(
    `  FCP ${Math.round(score('fcpMs'))} ms  LCP ${Math.round(score('lcpMs'))} ms  TBT ${Math.round(score('tbtMs'))} ms  CLS ${score('cls').toFixed(3)}  (CPU benchmark index ${Math.round(score('benchmarkIndex'))}; a busy machine scores lower)`,
  );

  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = new URL(`page-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, RESULTS_DIR);
  writeFileSync(
    file,
    `${JSON.stringify({ url: site.url, weight, budgetKiB: JS_BUDGET_KIB, runs }, null, 2)}\n`,
  );
  console.log(`\nResults: ${file.pathname}`);
  process.exitCode = withinBudget ? 0 : 1;
} finally {
  await site.stop();
}
