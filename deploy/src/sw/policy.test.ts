import { createHash, webcrypto } from 'node:crypto';
import {
  asStandIn,
  buildOf,
  documentFiles,
  documentRelease,
  matchesIntegrity,
  MAX_KEEP,
  obsoleteFiles,
  pageKey,
  pageOutcome,
  parseMessage,
  strategyFor,
  type Digest,
} from './policy.js';

const ORIGIN = 'https://aboki.test';
const digest: Digest = (algorithm, data) => webcrypto.subtle.digest(algorithm, data);
const sri = (algorithm: 'sha256' | 'sha384' | 'sha512', body: Buffer) =>
  `${algorithm}-${createHash(algorithm).update(body).digest('base64')}`;
const bytes = (body: Buffer) => body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength);

describe('which requests the worker answers', () => {
  const get = (path: string, mode = 'no-cors') => ({ method: 'GET', url: ORIGIN + path, mode });

  it('serves published build files from its cache, and HTML documents network first', () => {
    expect(strategyFor(get('/remotes/shell/0.1.0-ab12/main.3f2a.js'), ORIGIN)).toBe('file');
    expect(strategyFor(get('/remotes/mfe-auth/0.1.0-ab12/static/css/9.css', 'cors'), ORIGIN)).toBe('file');
    expect(strategyFor(get('/', 'navigate'), ORIGIN)).toBe('page');
    expect(strategyFor(get('/select-aboki/cleaning?state=lagos', 'navigate'), ORIGIN)).toBe('page');
  });

  it('never answers for the API, release.json, the worker itself, other origins or writes', () => {
    expect(strategyFor(get('/api/v1/services', 'cors'), ORIGIN)).toBe('pass');
    expect(strategyFor(get('/api/docs', 'navigate'), ORIGIN)).toBe('pass');
    expect(strategyFor(get('/api', 'navigate'), ORIGIN)).toBe('pass');
    expect(strategyFor(get('/release.json', 'cors'), ORIGIN)).toBe('pass');
    expect(strategyFor(get('/release.json', 'navigate'), ORIGIN)).toBe('pass');
    // A short job link is the server's redirect, followed by the browser.
    expect(strategyFor(get('/j/ABK-7KQ2M9', 'navigate'), ORIGIN)).toBe('pass');
    expect(strategyFor(get('/sw.js'), ORIGIN)).toBe('pass');
    expect(strategyFor(get('/manifest.webmanifest', 'cors'), ORIGIN)).toBe('pass');
    expect(strategyFor({ method: 'POST', url: `${ORIGIN}/api/v1/contact`, mode: 'cors' }, ORIGIN)).toBe(
      'pass',
    );
    expect(
      strategyFor({ method: 'GET', url: 'https://cdn.example/remotes/shell/1/a.js', mode: 'cors' }, ORIGIN),
    ).toBe('pass');
  });

  it('leaves unversioned or odd /remotes/ URLs to the browser', () => {
    expect(strategyFor(get('/remotes/shell/'), ORIGIN)).toBe('pass');
    expect(strategyFor(get('/remotes/shell/0.1.0/main.js?v=2'), ORIGIN)).toBe('pass');
    expect(strategyFor(get('/remotes/Shell/0.1.0/main.js'), ORIGIN)).toBe('pass');
    expect(strategyFor(get('/remotes/shell/0.1.0/main.js', 'navigate'), ORIGIN)).toBe('file');
  });

  it('keeps one page per path and knows the build of each file', () => {
    expect(pageKey(`${ORIGIN}/services?x=1#top`)).toBe(`${ORIGIN}/services`);
    expect(buildOf(`${ORIGIN}/remotes/mfe-auth/0.2.0-c0ffee/static/js/1.js`)).toBe(
      '/remotes/mfe-auth/0.2.0-c0ffee/',
    );
    expect(buildOf(`${ORIGIN}/services`)).toBeNull();
  });
});

describe('what a document from the network does to the pages kept offline', () => {
  const html = 'text/html; charset=utf-8';

  it('keeps a page, forgets the one kept for a path that answers 404, and leaves them on anything else', () => {
    expect(pageOutcome(200, html)).toBe('keep');
    expect(pageOutcome(404, html)).toBe('forget');
    for (const status of [201, 301, 302, 304, 410, 500, 502, 503]) {
      expect({ status, outcome: pageOutcome(status, html) }).toEqual({ status, outcome: 'leave' });
    }
    // Not a document of the site (a proxy's error page, a file navigated to).
    expect(pageOutcome(200, 'text/plain; charset=utf-8')).toBe('leave');
    expect(pageOutcome(404, 'application/json; charset=utf-8')).toBe('leave');
    expect(pageOutcome(200, '')).toBe('leave');
  });
});

describe('integrity: only the bytes published are kept', () => {
  const body = Buffer.from('console.log("published");');

  it('accepts bytes matching their SHA-384 (and SHA-256, SHA-512) digest', async () => {
    for (const algorithm of ['sha256', 'sha384', 'sha512'] as const) {
      await expect(matchesIntegrity(bytes(body), sri(algorithm, body), digest)).resolves.toBe(true);
    }
  });

  it('refuses changed bytes, no digest, and digests of unknown algorithms', async () => {
    const tampered = Buffer.from('console.log("tampered");');
    await expect(matchesIntegrity(bytes(tampered), sri('sha384', body), digest)).resolves.toBe(false);
    await expect(matchesIntegrity(bytes(body), '', digest)).resolves.toBe(false);
    await expect(matchesIntegrity(bytes(body), 'md5-abc', digest)).resolves.toBe(false);
  });

  it('checks only the strongest algorithm listed, as browsers do', async () => {
    const other = Buffer.from('other');
    // A matching SHA-256 does not save a SHA-384 that does not match.
    await expect(
      matchesIntegrity(bytes(body), `${sri('sha256', body)} ${sri('sha384', other)}`, digest),
    ).resolves.toBe(false);
    // Either of two SHA-384 digests may match.
    await expect(
      matchesIntegrity(bytes(body), `${sri('sha384', other)} ${sri('sha384', body)}`, digest),
    ).resolves.toBe(true);
  });

  it('digests large files (a chunk of hundreds of KiB) without overflowing the stack', async () => {
    const large = Buffer.alloc(600 * 1024, 7);
    await expect(matchesIntegrity(bytes(large), sri('sha384', large), digest)).resolves.toBe(true);
  });
});

const RELEASE = {
  id: 'r-20261125-000538-fb65',
  apps: {
    shell: { version: '0.1.0-aa', base: '/remotes/shell/0.1.0-aa/' },
    'mfe-auth': { version: '0.1.0-bb', base: '/remotes/mfe-auth/0.1.0-bb/', integrity: 'sha384-x' },
  },
};
// As deploy/src/document.ts writes it.
const DOCUMENT = [
  '<!doctype html><html lang="en"><head>',
  '<link rel="manifest" href="/manifest.webmanifest">',
  '<link rel="stylesheet" href="/remotes/shell/0.1.0-aa/static/css/main.css" integrity="sha384-css">',
  '<script defer src="/remotes/shell/0.1.0-aa/static/js/main.js" integrity="sha384-main"></script>',
  '<link rel="preload" as="script" href="/remotes/shell/0.1.0-aa/static/js/bootstrap.js" integrity="sha384-boot&#43;">',
  '<script defer src="/remotes/shell/0.1.0-aa/static/js/no-digest.js"></script>',
  '<script defer src="https://cdn.example/remotes/shell/0.1.0-aa/x.js" integrity="sha384-y"></script>',
  `<script type="application/json" id="aboki-release">${JSON.stringify(RELEASE)}</script>`,
  '</head><body><div id="root"></div></body></html>',
].join('');

describe('reading a document', () => {
  it('lists the files it loads from published builds, with their digests', () => {
    expect(documentFiles(DOCUMENT, ORIGIN)).toEqual([
      { url: `${ORIGIN}/remotes/shell/0.1.0-aa/static/css/main.css`, integrity: 'sha384-css' },
      { url: `${ORIGIN}/remotes/shell/0.1.0-aa/static/js/main.js`, integrity: 'sha384-main' },
      { url: `${ORIGIN}/remotes/shell/0.1.0-aa/static/js/bootstrap.js`, integrity: 'sha384-boot+' },
    ]);
  });

  it('reads the release it was rendered for, and nothing from a page without one', () => {
    expect(documentRelease(DOCUMENT)).toEqual({
      id: RELEASE.id,
      builds: ['/remotes/shell/0.1.0-aa/', '/remotes/mfe-auth/0.1.0-bb/'],
    });
    const reordered = `<script id="aboki-release" type="application/json">${JSON.stringify(RELEASE)}</script>`;
    expect(documentRelease(reordered)?.id).toBe(RELEASE.id);
    expect(documentRelease('<html><body>Aboki is being released.</body></html>')).toBeNull();
    expect(documentRelease('<script type="application/json" id="aboki-release">{"id":</script>')).toBeNull();
  });

  it('forgets the files of builds a new release no longer names', () => {
    const kept = [
      `${ORIGIN}/remotes/shell/0.1.0-aa/static/js/main.js`,
      `${ORIGIN}/remotes/shell/0.0.9-old/static/js/main.js`,
      `${ORIGIN}/remotes/mfe-auth/0.1.0-bb/remoteEntry.js`,
      `${ORIGIN}/remotes/mfe-aboki/0.1.0-cc/remoteEntry.js`,
    ];
    expect(obsoleteFiles(kept, documentRelease(DOCUMENT)!)).toEqual([kept[1], kept[3]]);
  });
});

describe('a kept page standing in for another path offline', () => {
  const dataBlock = (data: unknown) =>
    `<script type="application/json" id="aboki-page">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
  const pageData = (html: string) =>
    JSON.parse(/id="aboki-page">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

  it('is no longer to be hydrated: its markup is another page’s, so the shell renders the path asked for', () => {
    const services = [{ name: 'Plumbing <repairs>' }];
    const html = `<div id="root"><h1>Trusted help</h1></div>${dataBlock({ services, prerendered: true })}<script id="aboki-release" type="application/json">{}</script>`;
    const standIn = asStandIn(html);
    expect(pageData(standIn)).toEqual({ services, prerendered: false });
    // Escaped as the document writes it, and nothing else changed.
    expect(standIn).not.toContain('<repairs>');
    expect(standIn.replace(/id="aboki-page">[^<]*/, '')).toBe(html.replace(/id="aboki-page">[^<]*/, ''));
  });

  it('leaves a document without a page-data block it can read as it is (the shell does not hydrate it)', () => {
    const skeleton = `<div id="root"></div>${dataBlock({ services: [], prerendered: false })}`;
    expect(pageData(asStandIn(skeleton))).toEqual({ services: [], prerendered: false });
    expect(asStandIn('<div id="root"></div>')).toBe('<div id="root"></div>');
    const broken = '<script type="application/json" id="aboki-page">{not json</script>';
    expect(asStandIn(broken)).toBe(broken);
  });
});

describe('messages from pages', () => {
  it('accepts a release change and files of this origin’s builds with digests', () => {
    expect(parseMessage({ type: 'release-changed' }, ORIGIN)).toEqual({ type: 'release-changed' });
    expect(
      parseMessage(
        {
          type: 'keep',
          files: [
            { url: `${ORIGIN}/remotes/shell/1/a.js`, integrity: 'sha384-a', extra: 'dropped' },
            { url: 'https://evil.example/remotes/shell/1/a.js', integrity: 'sha384-a' },
            { url: `${ORIGIN}/api/v1/me`, integrity: 'sha384-a' },
            { url: `${ORIGIN}/remotes/shell/1/b.js` },
            { url: 'not a url', integrity: 'sha384-a' },
            'nonsense',
          ],
        },
        ORIGIN,
      ),
    ).toEqual({ type: 'keep', files: [{ url: `${ORIGIN}/remotes/shell/1/a.js`, integrity: 'sha384-a' }] });
  });

  it('ignores anything else, and keeps at most MAX_KEEP files per message', () => {
    expect(parseMessage(null, ORIGIN)).toBeNull();
    expect(parseMessage({ type: 'skip-waiting' }, ORIGIN)).toBeNull();
    expect(parseMessage({ type: 'keep', files: 'all' }, ORIGIN)).toBeNull();
    const many = Array.from({ length: MAX_KEEP + 50 }, (_, index) => ({
      url: `${ORIGIN}/remotes/shell/1/${index}.js`,
      integrity: 'sha384-a',
    }));
    expect(parseMessage({ type: 'keep', files: many }, ORIGIN)).toMatchObject({
      files: { length: MAX_KEEP },
    });
  });
});
