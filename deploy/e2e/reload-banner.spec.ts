import { expect, expectHeading, test } from './support/fixtures.js';
import { currentRelease, releaseCli } from './support/releases.js';

// Switches the release every other test sees and puts the original back at the end, leaving one
// release more in the list: named to run after release.spec.ts, whose plain `rollback` counts them.
test.describe.configure({ mode: 'serial' });

test('a rollback while a tab is open: the tab keeps working, offers a reload, and keeps the draft', async ({
  page,
  network,
}) => {
  test.setTimeout(120_000);
  const original = await currentRelease();
  try {
    // The same versions, named (the latest of an app may be one another test changed on purpose).
    await releaseCli(
      'compose',
      ...Object.entries(original.apps).map(([app, { version }]) => `${app}@${version}`),
    );
    const composed = await currentRelease();
    expect(composed.id).not.toBe(original.id);

    await page.clock.install();
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact Aboki' });
    await form.getByLabel('Message').fill('Half-written: my Aboki could not find the gate on');

    expect(await releaseCli('rollback', original.id)).toContain(`Release ${original.id} is current again.`);
    // Within a minute the tab asks, and learns its release was rolled back.
    network.clear();
    await page.clock.runFor(61_000);
    await expect(page.getByRole('status')).toContainText('A new version of Aboki is ready.');
    expect(network.requestsTo('/release.json').length).toBeGreaterThan(0);
    await expect(form.getByLabel('Message')).toHaveValue('Half-written: my Aboki could not find the gate on');

    // Non-blocking: the page still works, the remotes of its own release included (still served).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expectHeading(page, 'Services and prices');
    await page.goto('/sign-in');
    await expectHeading(page, 'Sign in');
    // A fresh load is on the current release: no banner.
    await expect(page.getByRole('status')).toHaveCount(0);
  } finally {
    if ((await currentRelease()).id !== original.id) await releaseCli('rollback', original.id);
  }
});

test('a release composed while a tab is open is taken at the next navigation, never mid-form', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const original = await currentRelease();
  const pageRelease = () =>
    page.evaluate(
      () => (JSON.parse(document.getElementById('aboki-release')!.textContent) as { id: string }).id,
    );
  // Set on the document this test opened; gone once the browser loads a document anew.
  const sameDocument = () =>
    page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
  try {
    await page.clock.install();
    await page.goto('/contact');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    expect(await pageRelease()).toBe(original.id);

    await releaseCli(
      'compose',
      ...Object.entries(original.apps).map(([app, { version }]) => `${app}@${version}`),
    );
    const composed = await currentRelease();
    const form = page.getByRole('form', { name: 'Contact Aboki' });
    await form.getByLabel('Message').fill('Half-written when the release changed');
    await page.clock.runFor(61_000);
    await expect(page.getByRole('status')).toContainText('A new version of Aboki is ready.');

    // Mid-form: nothing reloads, and the first link followed stays in the page.
    await expect(form.getByLabel('Message')).toHaveValue('Half-written when the release changed');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expectHeading(page, 'Services and prices');
    expect(await sameDocument()).toBe(true);
    expect(await pageRelease()).toBe(original.id);

    // The next navigation loads its page anew, on the new release.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    await expectHeading(page, 'Help centre');
    expect(await sameDocument()).toBe(false);
    expect(await pageRelease()).toBe(composed.id);
    await expect(page.getByRole('status')).toHaveCount(0);
  } finally {
    if ((await currentRelease()).id !== original.id) await releaseCli('rollback', original.id);
  }
});
