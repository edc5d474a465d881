import { defineConfig } from '@playwright/test';

/**
 * Journeys on a composed release, served as in production by `deploy/dist/cli.js serve`
 * (see global-setup.ts), in Debian's Chromium. One worker: the machine is small, and the release
 * tests switch the release every other test sees.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../../test-results/e2e',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The 60 journeys take about 5 minutes on a quiet 2-core machine and passed 10 on a loaded one
  // (load average 5 and more): the whole run stops itself well before CI's own limit either way.
  globalTimeout: 15 * 60_000,
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    viewport: { width: 1280, height: 800 },
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
