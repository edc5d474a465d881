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
  globalTimeout: 10 * 60_000,
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
