import { jest } from '@jest/globals';
import { CLIENT_REPORTS_URL, REPORT_TOKEN_HEADER, sendClientReport } from './client-reports.js';
import { fetchRelease, RELEASE_URL } from './remotes.js';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const apps = {
  shell: { version: '0.1.0-3f2a1b9c', base: '/remotes/shell/0.1.0-3f2a1b9c/' },
  'mfe-auth': { version: '1.4.0-canary', base: '/remotes/mfe-auth/1.4.0-canary/' },
};

describe('client reports', () => {
  it('go without a token until the page has one, then carry the token its release came with', async () => {
    const fetchMock = jest.fn<typeof fetch>(async (url) =>
      url === RELEASE_URL
        ? Response.json({ id: 'r-1-canary', canary: true, apps, reportToken: 'signed.for-this-page' })
        : new Response(null, { status: 202 }),
    );
    globalThis.fetch = fetchMock;

    sendClientReport({ kind: 'integrity', app: 'mfe-auth', version: '1.3.0' });
    const release = await fetchRelease();
    expect(release.reportToken).toBe('signed.for-this-page');
    const report = {
      kind: 'page-load',
      app: 'mfe-auth',
      version: '1.4.0-canary',
      release: release.id,
    } as const;
    sendClientReport(report);

    const reports = fetchMock.mock.calls.filter(([url]) => url === CLIENT_REPORTS_URL);
    expect(reports).toHaveLength(2);
    expect(reports[0]![1]!.headers).toEqual({ 'content-type': 'application/json' });
    expect(reports[1]![1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify(report), // The body stays names and versions: the token is a header.
      headers: { 'content-type': 'application/json', [REPORT_TOKEN_HEADER]: 'signed.for-this-page' },
      keepalive: true,
    });
  });
});
