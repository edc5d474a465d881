import { createHash } from 'node:crypto';
import { explainRefusals, noteRefusal, whyRefused } from './refusal.js';

const PUBLISHED = 'export const routes = [];';
const digestOf = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
/** A fetch that answers `body` (or fails, or answers `status`), counting its calls. */
function serving(body: string | Error, status = 200) {
  const calls: [string, RequestInit | undefined][] = [];
  const fetchFile = (async (url: string, init?: RequestInit) => {
    calls.push([url, init]);
    if (body instanceof Error) throw body;
    return new Response(body, { status });
  }) as typeof fetch;
  return { fetchFile, calls };
}

describe('telling a changed file from one that did not arrive (issue 23)', () => {
  const url = '/remotes/mfe-auth/1.4.0/static/js/1.js';

  it('says integrity when what arrives is not what was published, fetched again past the caches', async () => {
    const { fetchFile, calls } = serving(`${PUBLISHED}\nalert('injected by the network');`);
    await expect(whyRefused(url, digestOf(PUBLISHED), fetchFile)).resolves.toBe('integrity');
    expect(calls).toEqual([[url, { cache: 'no-store' }]]);
  });

  it('says load-failed when the same bytes arrive now, when nothing arrives, or on an error answer', async () => {
    await expect(whyRefused(url, digestOf(PUBLISHED), serving(PUBLISHED).fetchFile)).resolves.toBe(
      'load-failed',
    );
    await expect(
      whyRefused(url, digestOf(PUBLISHED), serving(new TypeError('Failed to fetch')).fetchFile),
    ).resolves.toBe('load-failed');
    await expect(whyRefused(url, digestOf(PUBLISHED), serving('Bad gateway', 502).fetchFile)).resolves.toBe(
      'load-failed',
    );
  });

  it('says integrity for a file with no published digest, without downloading it', async () => {
    const { fetchFile, calls } = serving(PUBLISHED);
    await expect(whyRefused(url, undefined, fetchFile)).resolves.toBe('integrity');
    expect(calls).toEqual([]);
  });

  it('explains a failure by every refusal since the last one: any changed file makes it integrity', async () => {
    void noteRefusal(Promise.resolve('load-failed'));
    void noteRefusal(Promise.resolve('integrity'));
    await expect(explainRefusals()).resolves.toBe('integrity');
    void noteRefusal(Promise.resolve('load-failed'));
    await expect(explainRefusals()).resolves.toBe('load-failed');
    await expect(explainRefusals()).resolves.toBe('load-failed');
  });
});
