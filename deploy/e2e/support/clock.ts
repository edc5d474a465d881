import { request as playwrightRequest, type BrowserContext } from '@playwright/test';
import { e2eEnv } from './env.js';

// The e2e server's booking clock (TEST_CLOCK=true, docs/decisions/0028-e2e-clock.md) and the
// browsers' clocks, moved together: the API decides what is allowed at a time, and the pages show
// it from their own Date.now() (the dashboard's "Start" opens 30 minutes before the start).

async function clockCall(method: 'PUT' | 'DELETE', data?: object): Promise<Date> {
  const api = await playwrightRequest.newContext({ baseURL: e2eEnv().baseUrl });
  try {
    const response = await api.fetch('/api/test/clock', { method, ...(data ? { data } : {}) });
    if (!response.ok()) {
      throw new Error(
        `${method} /api/test/clock: ${response.status()} ${await response.text()} (is TEST_CLOCK=true set?)`,
      );
    }
    const { data: answer } = (await response.json()) as { data: { now: string } };
    return new Date(answer.now);
  } finally {
    await api.dispose();
  }
}

/**
 * Moves the API's booking clock to `at` and every browser context in `contexts` with it (their
 * clocks must be installed, see installBrowserClock). Both keep running from there.
 */
export async function moveClockTo(at: Date, contexts: readonly BrowserContext[] = []): Promise<void> {
  await clockCall('PUT', { now: at.toISOString() });
  for (const context of contexts) await context.clock.setSystemTime(at);
}

/** The API's booking clock back to the wall clock; every test that moves it calls this after. */
export async function resetServerClock(): Promise<void> {
  await clockCall('DELETE');
}

/**
 * Playwright's clock in a browser context, at the wall clock and running like it, so that
 * moveClockTo can move the page's time later (it survives reloads).
 */
export async function installBrowserClock(context: BrowserContext): Promise<void> {
  await context.clock.install();
}
