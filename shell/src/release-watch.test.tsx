import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReleaseBanner } from './release-banner.js';
import { NAVIGATION_CHECK_MS, createReleaseWatch } from './release-watch.js';
import type { Release } from './remotes.js';

const release = (id: string): Release => ({ id, apps: {} });

describe('createReleaseWatch', () => {
  it('tells the page once when the site’s release is no longer its own', async () => {
    const releases = [release('r-page'), release('r-rolled-back'), release('r-newer')];
    const onStale = jest.fn();
    const watch = createReleaseWatch({
      pageRelease: 'r-page',
      getRelease: async () => releases.shift()!,
      onStale,
    });

    await watch.check();
    expect(onStale).not.toHaveBeenCalled();
    await watch.check();
    await watch.check();
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(onStale).toHaveBeenCalledWith(release('r-rolled-back'));
    expect(watch.stale).toBe(true);
  });

  it('checks on a navigation unless it checked a moment ago, and shrugs off a failed check', async () => {
    let time = 0;
    const getRelease = jest.fn<() => Promise<Release>>().mockRejectedValueOnce(new Error('offline'));
    getRelease.mockResolvedValue(release('r-page'));
    const watch = createReleaseWatch({
      pageRelease: 'r-page',
      getRelease,
      onStale: jest.fn(),
      now: () => time,
    });

    await watch.navigated();
    expect(getRelease).not.toHaveBeenCalled();
    time += NAVIGATION_CHECK_MS;
    await watch.navigated();
    await watch.navigated();
    expect(getRelease).toHaveBeenCalledTimes(1);
    time += NAVIGATION_CHECK_MS;
    await watch.navigated();
    expect(getRelease).toHaveBeenCalledTimes(2);
    expect(watch.stale).toBe(false);
  });
});

describe('ReleaseBanner', () => {
  it('offers a reload and can be put off; it never reloads by itself', async () => {
    const reload = jest.fn();
    render(<ReleaseBanner reload={reload} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Aboki is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Not now' })));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
