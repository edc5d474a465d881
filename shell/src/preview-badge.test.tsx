import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from 'shared';
import { PreviewBadge, showPreviewBadge } from './preview-badge.js';
import { asksWithAccount, parseRelease } from './remotes.js';

const apps = { 'mfe-auth': { version: '1.5.0-rc1', base: '/remotes/mfe-auth/1.5.0-rc1/' } };
const preview = [{ app: 'mfe-auth', version: '1.5.0-rc1', expiresAt: '2026-11-25T02:00:00.000Z' }];

afterEach(() => {
  localStorage.clear();
  document.getElementById('aboki-preview-badge')?.remove();
});

describe('a release with previews', () => {
  it('keeps what the server says of the account’s previews', () => {
    expect(parseRelease({ id: 'r-1-preview-0a1b2c3d', apps, previews: true, preview })).toEqual({
      id: 'r-1-preview-0a1b2c3d',
      apps,
      previews: true,
      preview,
    });
  });

  it('is asked for again with the account only when the page is signed in (or a canary runs)', () => {
    expect(asksWithAccount({ id: 'r-1', apps, previews: true })).toBe(false);
    expect(asksWithAccount({ id: 'r-1', apps, canary: true })).toBe(true);
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    expect(asksWithAccount({ id: 'r-1', apps, previews: true })).toBe(true);
    expect(asksWithAccount({ id: 'r-1', apps })).toBe(false);
  });
});

describe('PreviewBadge', () => {
  it('names the previewed versions and offers the way out', async () => {
    const leave = jest.fn(async () => undefined);
    render(
      <PreviewBadge
        previews={[...preview, { ...preview[0]!, app: 'mfe-requests', version: '2.0.0-rc2' }]}
        leave={leave}
      />,
    );
    expect(screen.getByRole('complementary', { name: 'Preview' })).toHaveTextContent(
      'Preview: mfe-auth 1.5.0-rc1, mfe-requests 2.0.0-rc2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Leave preview' }));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when leaving failed, so the visitor can try again', async () => {
    render(<PreviewBadge previews={preview} leave={() => Promise.reject(new Error('offline'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Leave preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not leave the preview. Please try again.',
    );
  });

  it('is shown once, and only for well-formed entries', async () => {
    await act(async () => showPreviewBadge([{ app: 'mfe-auth' }, 'x']));
    expect(document.getElementById('aboki-preview-badge')).toBeNull();
    await act(async () => showPreviewBadge(preview));
    await act(async () => showPreviewBadge(preview));
    expect(screen.getAllByRole('complementary', { name: 'Preview' })).toHaveLength(1);
    // Room below the page's last lines, so the badge never hides them.
    expect(document.querySelector('#aboki-preview-badge > .room')).not.toBeNull();
  });
});
