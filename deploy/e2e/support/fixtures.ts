import {
  test as base,
  expect,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { createAgentAccount, createUserAccount, createVerifiedAccount, type Account } from './accounts.js';
import { e2eEnv } from './env.js';

/**
 * What went wrong in the page: every console.error and uncaught error. A test fails on any of them
 * unless it declared it expected with `allow` (only the broken-remote test does).
 */
export class PageProblems {
  private readonly seen: string[] = [];
  private readonly allowed: RegExp[] = [];

  allow(...patterns: RegExp[]): void {
    this.allowed.push(...patterns);
  }

  record(problem: string): void {
    this.seen.push(problem);
  }

  /** Problems no `allow` pattern explains. */
  unexpected(): string[] {
    return this.seen.filter((problem) => !this.allowed.some((pattern) => pattern.test(problem)));
  }

  all(): readonly string[] {
    return this.seen;
  }
}

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console.error: ${message.text()}${url ? ` (at ${url}:${lineNumber})` : ''}`;
}

/** The page's requests and responses, from the first navigation on. */
export class NetworkLog {
  readonly requests: Request[] = [];
  readonly responses: Response[] = [];

  constructor(page: Page) {
    page.on('request', (request) => this.requests.push(request));
    page.on('response', (response) => this.responses.push(response));
  }

  /** Forgets what was seen so far: the next navigation starts a clean log. */
  clear(): void {
    this.requests.length = 0;
    this.responses.length = 0;
  }

  requestsTo(pathname: string): Request[] {
    return this.requests.filter((request) => new URL(request.url()).pathname === pathname);
  }

  /** The one response for a path; fails listing what was fetched when there is none. */
  responseTo(pathname: string): Response {
    const found = this.responses.filter((response) => new URL(response.url()).pathname === pathname);
    expect(
      found,
      `expected one response for ${pathname}; fetched:\n  ${this.responses.map((r) => r.url()).join('\n  ')}`,
    ).toHaveLength(1);
    return found[0]!;
  }

  /** Paths of the same-origin requests, in order. */
  paths(): string[] {
    return this.requests.map((request) => new URL(request.url()).pathname);
  }
}

interface Fixtures {
  pageProblems: PageProblems;
  network: NetworkLog;
}

interface WorkerFixtures {
  /** One verified account per worker, made through the API on first use. */
  account: Account;
  /** One agent with a profile per worker, made through the API on first use. */
  agentAccount: Account;
  /** One USER with a profile per worker (who books Abokis), made through the API on first use. */
  userAccount: Account;
}

/* eslint-disable no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter's pattern. */
export const test = base.extend<Fixtures, WorkerFixtures>({
  account: [
    async ({}, use) => {
      await use(await createVerifiedAccount());
    },
    { scope: 'worker' },
  ],
  agentAccount: [
    async ({}, use) => {
      await use(await createAgentAccount());
    },
    { scope: 'worker' },
  ],
  userAccount: [
    async ({}, use) => {
      await use(await createUserAccount());
    },
    { scope: 'worker' },
  ],
  // Known only once global setup has started the server, so read in the worker.
  baseURL: async ({}, use) => {
    await use(e2eEnv().baseUrl);
  },
  pageProblems: async ({}, use) => {
    await use(new PageProblems());
  },
  page: async ({ page, pageProblems }, use) => {
    page.on('console', (message) => {
      if (message.type() === 'error') pageProblems.record(describeConsole(message));
    });
    page.on('pageerror', (error) => pageProblems.record(`uncaught: ${error.stack ?? error.message}`));
    await use(page);
    expect(pageProblems.unexpected(), 'console errors or uncaught errors in the page').toEqual([]);
  },
  network: async ({ page }, use) => {
    await use(new NetworkLog(page));
  },
});
/* eslint-enable no-empty-pattern */

export { expect };

/** Waits until React owns #root (hydrated, or rendered in the browser): the router handles links from then on. */
export async function expectInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}

/** The page's one h1 says `text`. */
export async function expectHeading(page: Page, text: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(text);
  await expect(heading).toHaveCount(1);
}
