import type { Page } from '@playwright/test';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from 'shared/i18n';
import { signInBeforeFirstVisit } from './support/accounts.js';
import { expect, expectInteractive, test } from './support/fixtures.js';

// Issue 24: the longer words of Pidgin, Hausa, Yoruba and Igbo on the narrowest phones Aboki serves.
// Every page of the main journeys, in each of the five languages at 360 px: nothing wider than the
// screen, and no button or link-button whose label is cut. Screenshots are kept with the results.

const PUBLIC_PAGES = [
  '/',
  '/services',
  '/about',
  '/help',
  '/contact',
  '/sign-in',
  '/sign-up',
  '/reset-password',
];
const USER_PAGES = [
  '/select-aboki?service=home-cleaning',
  '/manage-services-request',
  '/profile/user-profile',
];
const AGENT_PAGES = ['/profile/agent-dashboard', '/onboard-aboki', '/profile/agent-profile'];

/** What does not fit: the page wider than the screen, or a control whose words are cut. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page is ${root.scrollWidth}px wide`);
    for (const control of document.querySelectorAll<HTMLElement>(
      'button, a[class*="button"], [role="tab"]',
    )) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (control.scrollWidth > control.clientWidth + 1) {
        problems.push(
          `"${control.innerText.trim()}" is cut (${control.scrollWidth} > ${control.clientWidth})`,
        );
      }
      if (box.right > root.clientWidth + 1)
        problems.push(`"${control.innerText.trim()}" runs off the screen`);
    }
    return problems;
  });
}

async function walk(page: Page, language: Language, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expectInteractive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[language]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const name = `${language}${path.replace(/[/?=&]+/g, '-')}.png`;
    await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
    expect({ language, path, problems: await overflows(page) }).toEqual({ language, path, problems: [] });
    // The header stays one row, as in English: the longer languages' words do not push it to two.
    // Measured once it is laid out (a remote's page may still be mounting it: no box yet).
    const banner = page.getByRole('banner').first();
    await expect
      .poll(async () => (await banner.boundingBox())?.height ?? Infinity, {
        message: `${language} ${path}: the header's height`,
      })
      .toBeLessThan(80);
  }
}

for (const language of LANGUAGES) {
  test(`at 360 px in ${language}, nothing is wider than the screen and no label is cut`, async ({
    browser,
    baseURL,
    userAccount,
    agentAccount,
  }) => {
    test.setTimeout(150_000);
    for (const [account, paths] of [
      [null, PUBLIC_PAGES],
      [userAccount, USER_PAGES],
      [agentAccount, AGENT_PAGES],
    ] as const) {
      const phone = await browser.newContext({
        baseURL,
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
      });
      try {
        await phone.addCookies([{ name: 'aboki_lang', value: language, url: baseURL! }]);
        const page = await phone.newPage();
        if (account) await signInBeforeFirstVisit(page, account);
        await walk(page, language, paths);
      } finally {
        await phone.close();
      }
    }
  });
}
