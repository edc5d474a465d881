import { appendFile, chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'api/db/client';
import { CATALOGUE } from 'api/modules/services/catalogue';
import { insertMissingServices } from 'api/modules/services/services-repository';
import { createTestDatabase } from 'api/test/test-database';
import { testConfig } from 'api/test/test-app';
import { SERVICE_WORDS } from 'shared/i18n/service-words';
import { formatNaira } from 'shared/money';
import { FRONT_END_APPS } from './apps.js';
import { compose } from './compose.js';
import { buildDir, publish } from './publish.js';
import { PRERENDER_BUNDLE } from './prerender.js';
import { buildSiteApp } from './serve.js';
import { ReleaseStore, type Release } from './store.js';

// These tests publish the real production builds in <app>/dist, the shell's server bundle included.
let store: ReleaseStore;
let database: Database;
let release: Release;
const by = 'tester@ci';
const apps: { close: () => Promise<unknown> }[] = [];

beforeAll(async () => {
  store = new ReleaseStore(await mkdtemp(join(tmpdir(), 'aboki-prerender-')));
  database = await createTestDatabase();
  for (const app of FRONT_END_APPS) await publish(store, app, { by });
  release = await compose(store, [], by);
}, 180_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

async function site(catalogueTtlMs = 0) {
  const app = await buildSiteApp({ config: testConfig(), database, logger: false, store, catalogueTtlMs });
  await app.ready();
  apps.push(app);
  return app;
}

async function page(
  path: string,
  app?: Awaited<ReturnType<typeof site>>,
  status = 200,
  headers: Record<string, string> = {},
) {
  const response = await (app ?? (await site())).inject({
    method: 'GET',
    url: path,
    headers: { 'accept-encoding': 'identity', ...headers },
  });
  expect({ path, status: response.statusCode }).toEqual({ path, status });
  return response.body;
}

const rootOf = (html: string) => /<div id="root">([^]*)<\/div><noscript>/.exec(html)?.[1] ?? null;
const pageDataOf = (html: string) => {
  const text = /<script type="application\/json" id="aboki-page">([^<]*)<\/script>/.exec(html)?.[1];
  return text ? (JSON.parse(text) as { services: { name: string }[]; prerendered: boolean }) : null;
};

/** A copy of the shell's build with its server bundle changed, published and made current. */
async function shellVariant(version: string, edit: (bundle: string) => Promise<void>) {
  const dir = await mkdtemp(join(tmpdir(), 'aboki-shell-variant-'));
  const { cp } = await import('node:fs/promises');
  await cp(buildDir('shell'), dir, { recursive: true });
  await edit(join(dir, PRERENDER_BUNDLE));
  await publish(store, 'shell', { by, dir, version });
  return compose(store, [`shell@${version}`], by);
}

describe('prerendered public pages', () => {
  beforeAll(async () => {
    await compose(store, [`shell@${release.apps.shell!.version}`], by);
  });

  it("carries each page's content in the HTML, rendered by the shell's server bundle", async () => {
    const app = await site();
    expect(rootOf(await page('/', app))).toContain('Trusted help at home and with errands');
    expect(rootOf(await page('/about', app))).toContain('About Aboki');
    expect(rootOf(await page('/help', app))).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(rootOf(await page('/contact', app))).toMatch(/<form/);
    expect(rootOf(await page('/no-such-page', app, 404))).toContain('Page not found');
    // Every state is an option of the home page's form before any script runs.
    expect(rootOf(await page('/', app))).toContain('<option value="Lagos">Lagos</option>');
  });

  it('lists every active service with its ₦ price on /services, and inlines the same catalogue as a data block', async () => {
    const html = await page('/services');
    const root = rootOf(html)!;
    for (const service of CATALOGUE) {
      expect(root).toContain(service.name.replace(/&/g, '&amp;'));
      expect(root).toContain(formatNaira(service.basePriceKobo));
    }
    const data = pageDataOf(html)!;
    expect(data.prerendered).toBe(true);
    expect(data.services.map((service) => service.name).sort()).toEqual(
      CATALOGUE.map((service) => service.name).sort(),
    );
    // A data block, never a script the CSP would have to allow.
    expect(html).not.toMatch(/<script(?![^>]*type="application\/json")(?![^>]*\bsrc=)[^>]*>/);
  });

  it('renders each page once per catalogue version, and again when the catalogue changes', async () => {
    const lasting = await site(3_600_000);
    const fresh = await site(0);
    const newService = {
      slug: 'tailoring',
      name: 'Tailoring and alterations',
      description: 'Hems, fittings and small repairs of clothes at home.',
      category: 'Repairs',
      unit: 'job' as const,
      basePriceKobo: 2_250_000,
    };
    expect(await page('/services', lasting)).not.toContain(newService.name);
    expect(await page('/services', fresh)).not.toContain(newService.name);

    await insertMissingServices(database.db, [newService]);

    // Within its time to live the catalogue is not read again: the document rendered stays.
    expect(await page('/services', lasting)).not.toContain(newService.name);
    const changed = await page('/services', fresh);
    expect(rootOf(changed)).toContain(newService.name);
    expect(rootOf(changed)).toContain(formatNaira(newService.basePriceKobo));
    expect(pageDataOf(changed)!.services.map((service) => service.name)).toContain(newService.name);
  });

  it('never serves the server bundle to browsers', async () => {
    const app = await site();
    const response = await app.inject(`${release.apps.shell!.base}${PRERENDER_BUNDLE}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('a page that cannot be prerendered', () => {
  const expectPlainDocument = (html: string) => {
    expect(rootOf(html)).toBe('');
    expect(pageDataOf(html)).toBeNull();
    // Today's document: the shell's scripts still load and render the page in the browser.
    expect(html).toMatch(/<script defer src="\/remotes\/shell\/[^"]+\/static\/js\/main\.[0-9a-f]+\.js"/);
    // Nothing to paint before them: the entry starts at once, not after a loader.
    expect(html).not.toContain('type="aboki/entry"');
    expect(html).not.toContain('<script async');
  };

  it('is served as the empty-root document when rendering throws', async () => {
    await shellVariant('0.1.0-throws', async (bundle) => {
      await appendFile(
        bundle,
        "\nmodule.exports = { ...module.exports, renderPage: async () => { throw new Error('boom'); } };\n",
      );
    });
    const app = await site();
    expectPlainDocument(await page('/services', app));
  });

  it('is served unrendered when any part of the bundle throws, a remote route still with its preloads', async () => {
    await shellVariant('0.1.0-throws-everywhere', async (bundle) => {
      await appendFile(
        bundle,
        "\nconst fail = () => { throw new Error('boom'); };\nmodule.exports = { ...module.exports, pageKey: fail, renderSkeleton: fail };\n",
      );
    });
    const app = await site();
    expectPlainDocument(await page('/about', app));
    expectPlainDocument(await page('/no-such-page', app, 200));
    const signIn = await page('/sign-in', app);
    expect(rootOf(signIn)).toBe('');
    expect(signIn).toContain(`href="${release.apps['mfe-auth']!.base}remoteEntry.js"`);
  });

  it('is served as the empty-root document by a shell build without a server bundle', async () => {
    await shellVariant('0.1.0-nobundle', (bundle) => rm(bundle));
    const app = await site();
    const html = await page('/', app);
    expectPlainDocument(html);
    // Only the shell's router, in the browser, can tell a page it has not: no 404 without the bundle.
    expectPlainDocument(await page('/no-such-page', app, 200));
    // The scripts that render it are fetched with the document, as before prerendering.
    expect(html).toMatch(
      /<link rel="preload" as="script" href="\/remotes\/shell\/[^"]+\/static\/js\/page-home\./,
    );
  });

  it('never runs a server bundle whose bytes differ from what publish recorded', async () => {
    const current = await shellVariant('0.1.0-tampered', async () => undefined);
    const file = join(store.versionDir('shell', current.apps.shell!.version), PRERENDER_BUNDLE);
    await chmod(file, 0o644);
    await writeFile(file, "globalThis.abokiTampered = true; module.exports = require('node:fs');\n");
    expectPlainDocument(await page('/about'));
    expect((globalThis as { abokiTampered?: boolean }).abokiTampered).toBeUndefined();
  });

  afterAll(async () => {
    await compose(store, [`shell@${release.apps.shell!.version}`], by);
  });
});

describe('documents of remote routes', () => {
  it("preload the remote's digest list, manifest, remoteEntry and routes module with the release's digests", async () => {
    for (const [path, app] of [
      ['/sign-in', 'mfe-auth'],
      ['/select-aboki', 'mfe-requests'],
      ['/aboki/some-one', 'mfe-aboki'],
    ] as const) {
      const html = await page(path);
      const entry = release.apps[app]!;
      const published = (await store.readPublished(app, entry.version))!;
      const manifest = JSON.parse(
        await readFile(join(store.versionDir(app, entry.version), 'mf-manifest.json'), 'utf8'),
      ) as { exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[] };
      const routes = manifest.exposes.find((expose) => expose.path === './routes')!.assets;
      const link = (as: string, file: string, integrity: string) =>
        `<link rel="preload" as="${as}" href="${entry.base}${file}" integrity="${integrity}"`;

      expect(html).toContain(
        `${link('fetch', 'integrity.json', entry.integrity!)} crossorigin="anonymous" fetchpriority="low">`,
      );
      expect(html).toContain(
        `${link('fetch', 'mf-manifest.json', entry.manifestIntegrity!)} crossorigin="anonymous" fetchpriority="low">`,
      );
      for (const file of ['remoteEntry.js', ...routes.js.sync]) {
        expect(html).toContain(link('script', file, published.integrity![file]!));
      }
      // After the stylesheets the first paint needs, on a slow link.
      expect(html).toContain(
        `${link('script', 'remoteEntry.js', published.integrity!['remoteEntry.js']!)} fetchpriority="low">`,
      );
      for (const file of routes.css.sync)
        expect(html).toContain(link('style', file, published.integrity![file]!));
      // The page's own chunks, as the remote's build recorded them for the path.
      const own = (
        JSON.parse(
          await readFile(join(store.versionDir(app, entry.version), 'route-chunks.json'), 'utf8'),
        ) as Record<string, { js: string[]; css: string[] }>
      )[path];
      if (path !== '/aboki/some-one') expect(own!.js.length).toBeGreaterThan(0);
      for (const file of own?.js ?? [])
        expect(html).toContain(link('script', file, published.integrity![file]!));
      for (const file of own?.css ?? [])
        expect(html).toContain(link('style', file, published.integrity![file]!));
      // No other remote's files (the shell's own are started after the paint, by its loader).
      const preloaded = [...html.matchAll(/<link rel="preload"[^>]* href="\/remotes\/([^/]+)\//g)].map(
        (match) => match[1],
      );
      expect(new Set(preloaded)).toEqual(new Set([app]));
    }
  });

  it("differ by the page: /sign-up preloads its own chunk, not the sign-in page's", async () => {
    const entry = release.apps['mfe-auth']!;
    const chunks = JSON.parse(
      await readFile(join(store.versionDir('mfe-auth', entry.version), 'route-chunks.json'), 'utf8'),
    ) as Record<string, { js: string[] }>;
    const onlySignIn = chunks['/sign-in']!.js.filter((file) => !chunks['/sign-up']!.js.includes(file));
    expect(onlySignIn.length).toBeGreaterThan(0);
    const app = await site();
    const signUp = await page('/sign-up', app);
    for (const file of onlySignIn) expect(signUp).not.toContain(`${entry.base}${file}`);
    for (const file of chunks['/sign-up']!.js) expect(signUp).toContain(`${entry.base}${file}`);
    // Any case and a trailing slash are the same page, as in the browser's router.
    expect(await page('/Sign-In/', app)).toContain(`${entry.base}${onlySignIn[0]!}`);
  });

  it("paint the route's layout and the page's heading as a skeleton, and carry the catalogue without asking to be hydrated", async () => {
    const signIn = await page('/sign-in');
    expect(rootOf(signIn)).toContain('Loading Aboki…');
    // The heading the page module declares, recorded by the remote's build with the page's chunks.
    const heading = { title: 'Sign in', description: 'Sign in to Aboki with your email and password.' };
    const entry = release.apps['mfe-auth']!;
    const chunks = JSON.parse(
      await readFile(join(store.versionDir('mfe-auth', entry.version), 'route-chunks.json'), 'utf8'),
    ) as Record<string, { heading?: unknown }>;
    expect(chunks['/sign-in']!.heading).toEqual(heading);
    expect(rootOf(signIn)).toMatch(
      /<h1 class="[^"]+">Sign in<\/h1><p class="[^"]+">Sign in to Aboki with your email and password\.<\/p>/,
    );
    // ...and kept on screen by the shell while the remote loads.
    expect(pageDataOf(signIn)).toMatchObject({ prerendered: false, heading });
    // Each page its own; a page that declares none (a person's profile) shows only the frame.
    expect(rootOf(await page('/sign-up'))).toContain('>Create your Aboki account</h1>');
    expect(rootOf(await page('/aboki/some-one'))).not.toContain('<h1');
    // The auth frame: the way to help, not the site's navigation.
    expect(rootOf(signIn)).toContain('Help centre');
    expect(rootOf(signIn)).not.toContain('aria-label="Main"');
    const selectAboki = await page('/select-aboki');
    expect(rootOf(selectAboki)).toContain('aria-label="Main"');
    expect(pageDataOf(selectAboki)).toMatchObject({ prerendered: false });
    expect(pageDataOf(selectAboki)!.services.length).toBeGreaterThanOrEqual(CATALOGUE.length);
  });

  it("start the shell's code after the skeleton's paint, with what a remote needs next beside it, and style the skeleton from the first paint", async () => {
    const html = await page('/sign-in');
    // The entry named inert and started by the loader; React DOM and the bootstrap chunk preloaded
    // by the loader with it, each with its digest (what the service worker reads, too).
    expect(html).toMatch(
      /<script defer src="\/remotes\/shell\/[^"]+\/static\/js\/main\.[0-9a-f]+\.js" integrity="sha384-[^"]+" type="aboki\/entry"><\/script>/,
    );
    expect(html).toMatch(
      /<script async src="\/remotes\/shell\/[^"]+\/static\/js\/entry-loader\.[0-9a-f]+\.js" integrity="sha384-[^"]+"><\/script>/,
    );
    expect(html).toMatch(
      /<script type="aboki\/preload" src="\/remotes\/shell\/[^"]+\/static\/js\/bootstrap\.[0-9a-f]+\.js" integrity="sha384-[^"]+"><\/script>/,
    );
    expect(html).not.toMatch(/<link rel="preload" as="script" href="\/remotes\/shell\//);
    expect(html).toMatch(/<link rel="stylesheet" href="\/remotes\/shell\/[^"]+\/static\/css\/bootstrap\./);
  });
});

describe('the scripts of a prerendered page', () => {
  it("wait until after the first paint, while the page's own stylesheets apply at once", async () => {
    const html = await page('/about');
    // Only the entry loads with the document; it brings React DOM and the page's chunk to hydrate.
    expect(html.match(/<script defer src=/g)).toHaveLength(1);
    // ...named inert, with its digest (what the service worker reads), and started by the loader
    // once the page has painted, not before it (deploy/src/document.ts).
    expect(html).toMatch(
      /<script defer src="\/remotes\/shell\/[^"]+\/static\/js\/main\.[0-9a-f]+\.js" integrity="sha384-[^"]+" type="aboki\/entry"><\/script>/,
    );
    expect(html).toMatch(
      /<script async src="\/remotes\/shell\/[^"]+\/static\/js\/entry-loader\.[0-9a-f]+\.js" integrity="sha384-[^"]+"><\/script>/,
    );
    expect(html).not.toContain('<link rel="preload" as="script"');
    expect(html).toMatch(/<link rel="stylesheet" href="\/remotes\/shell\/[^"]+\/static\/css\/page-about\./);
    expect(html).toMatch(/<link rel="stylesheet" href="\/remotes\/shell\/[^"]+\/static\/css\/bootstrap\./);
    expect(html).not.toMatch(/<link[^>]* href="\/remotes\/mfe-/);
  });
});

describe('the status of a document', () => {
  it('is 404 for a path the shell has no page for, with its prerendered not-found page', async () => {
    const app = await site();
    for (const path of ['/no-such-page', '/about/nothing', '/Services/old-offer/']) {
      const response = await app.inject({ url: path, headers: { 'accept-encoding': 'identity' } });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers).toMatchObject({
        'cache-control': 'no-cache',
        vary: 'accept-encoding, accept-language, cookie',
      });
      expect(response.headers['content-security-policy']).toBeDefined();
      // The page people see, hydrated by the shell as any prerendered page is.
      expect(rootOf(response.body)).toContain('Page not found');
      expect(pageDataOf(response.body)).toMatchObject({ prerendered: true });
      expect(response.body).toMatch(/<script defer src="\/remotes\/shell\/[^"]+" integrity="sha384-/);
      // No validator: a 404 answers no precondition (RFC 9110 §13.2.1).
      expect(response.headers.etag).toBeUndefined();
      const again = await app.inject({ url: path, headers: { 'if-none-match': '*' } });
      expect(again.statusCode).toBe(404);
    }
    // Compressed as any document.
    const br = await app.inject({ url: '/no-such-page', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
  });

  it("is 200 for the shell's pages and for every path a remote owns, which its router decides", async () => {
    const app = await site();
    for (const path of ['/', '/services', '/sign-in', '/aboki/no-such-step', '/select-aboki/nothing-here']) {
      const response = await app.inject({ url: path, headers: { 'accept-encoding': 'identity' } });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
      expect(rootOf(response.body)).not.toContain('Page not found');
    }
  });
});

describe('the validator of a document', () => {
  const get = (app: Awaited<ReturnType<typeof site>>, url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('is a strong ETag of its bytes, the same on every request and on every server sharing the store', async () => {
    const app = await site();
    const first = await get(app, '/services');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect((await get(app, '/services')).headers.etag).toBe(etag);
    expect((await get(await site(), '/services')).headers.etag).toBe(etag);
    // Another page is another document.
    expect((await get(app, '/about')).headers.etag).not.toBe(etag);
  });

  it('differs by content coding, as the bytes sent do', async () => {
    const app = await site();
    const tags = await Promise.all(
      ['identity', 'gzip', 'br'].map(
        async (encoding) => (await get(app, '/about', { 'accept-encoding': encoding })).headers.etag,
      ),
    );
    expect(new Set(tags).size).toBe(3);
    const [identity, gzip, br] = tags as string[];
    expect(gzip).toBe(identity!.replace(/"$/, '-gzip"'));
    expect(br).toBe(identity!.replace(/"$/, '-br"'));
    // Holding the identity bytes, a client now asking for br gets the br bytes.
    const other = await get(app, '/about', { 'accept-encoding': 'br', 'if-none-match': identity! });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
    const same = await get(app, '/about', { 'accept-encoding': 'br', 'if-none-match': br! });
    expect(same.statusCode).toBe(304);
  });

  it('answers If-None-Match with 304 and no body while the document is the same, 200 otherwise', async () => {
    const app = await site();
    const { body, headers } = await get(app, '/');
    const etag = headers.etag as string;
    for (const ifNoneMatch of [etag, `"stale", ${etag}`, `W/${etag}`, '"a,b", W/"c",' + etag, '*']) {
      const response = await get(app, '/', { 'if-none-match': ifNoneMatch });
      expect({ ifNoneMatch, status: response.statusCode }).toEqual({ ifNoneMatch, status: 304 });
      expect(response.body).toBe('');
      // What a cache refreshes its copy with: the same validator and rules as the 200.
      expect(response.headers).toMatchObject({
        etag,
        'cache-control': 'no-cache',
        vary: 'accept-encoding, accept-language, cookie',
      });
      expect(response.headers['content-encoding']).toBeUndefined();
    }
    for (const ifNoneMatch of ['"stale"', `"stale", "older"`, etag.slice(1, -1), '']) {
      const response = await get(app, '/', { 'if-none-match': ifNoneMatch });
      expect({ ifNoneMatch, status: response.statusCode }).toEqual({ ifNoneMatch, status: 200 });
      expect(response.body).toBe(body);
      expect(response.headers.etag).toBe(etag);
    }
  });

  it('changes when a new release is composed, so the next visit gets the new document', async () => {
    const app = await site();
    const before = await get(app, '/about');
    const etag = before.headers.etag as string;
    const next = await compose(store, [`shell@${release.apps.shell!.version}`], by);
    const after = await get(app, '/about', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(`"id":"${next.id}"`);
    expect(after.headers.etag).not.toBe(etag);
    expect((await get(app, '/about', { 'if-none-match': after.headers.etag as string })).statusCode).toBe(
      304,
    );
  });
});

describe('documents in the visitor’s language', () => {
  const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

  it('follow Accept-Language: the prerendered page, the frame and the document itself in Hausa', async () => {
    const app = await site();
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'identity', 'accept-language': 'fr;q=0.9, ha-NG;q=0.8, en;q=0.5' },
    });
    const html = response.body;
    expect(html).toContain('<html lang="ha">');
    expect(response.headers['content-language']).toBe('ha');
    expect(response.headers.vary).toBe('accept-encoding, accept-language, cookie');
    // The header's sign-in link and the page's own heading, in Hausa before any script runs.
    expect(rootOf(html)).toContain('>Shiga</a>');
    const english = await page('/');
    expect(headingOf(rootOf(html)!)).not.toBe(headingOf(rootOf(english)!));
    expect(english).toContain('<html lang="en-NG">');
    // Each language's document is its own: its own bytes, its own validator.
    const englishTag = (
      await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } })
    ).headers.etag;
    expect(response.headers.etag).not.toBe(englishTag);
    // The same page in every language, for search engines.
    for (const tag of ['en-NG', 'pcm', 'ha', 'yo', 'ig']) expect(html).toContain(`hreflang="${tag}"`);
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/">');
  });

  it('put a ?lang= choice before the cookie, the cookie before Accept-Language, and remember a ?lang= choice', async () => {
    const app = await site();
    const chosen = await app.inject({
      method: 'GET',
      url: '/about?lang=yo',
      headers: { 'accept-encoding': 'identity', cookie: 'aboki_lang=ig', 'accept-language': 'ha' },
    });
    expect(chosen.body).toContain('<html lang="yo">');
    expect(chosen.headers['set-cookie']).toContain('aboki_lang=yo; Path=/;');
    const remembered = await page('/about', app, 200, { cookie: 'aboki_lang=ig', 'accept-language': 'ha' });
    expect(remembered).toContain('<html lang="ig">');
    expect(rootOf(remembered)).toContain('>Banye</a>');
  });

  it('list the services on /services in the language, and carry the same catalogue in the data block', async () => {
    const html = await page('/services', undefined, 200, { 'accept-language': 'ha' });
    const root = rootOf(html)!;
    expect(root).toContain(SERVICE_WORDS.ha['home-cleaning']!.name);
    expect(root).toContain(SERVICE_WORDS.ha['plumbing']!.name);
    expect(root).not.toContain('Plumbing repairs');
    const data = pageDataOf(html)!;
    // Every catalogue service by its Hausa name (a test above adds one of its own, without Hausa words).
    expect(data.services.map((service) => service.name)).toEqual(
      expect.arrayContaining(CATALOGUE.map((service) => SERVICE_WORDS.ha[service.slug]!.name)),
    );
    // The English document keeps the English names.
    expect(rootOf(await page('/services'))).toContain('Plumbing repairs');
  });

  it("paint a remote page's skeleton with its heading in the language, from the remote's catalogues", async () => {
    const signIn = await page('/sign-in', undefined, 200, { 'accept-language': 'yo' });
    expect(headingOf(rootOf(signIn)!)).toBe('Wọlé');
    expect(rootOf(signIn)).toContain('Aboki ń ṣí…');
    expect(pageDataOf(signIn)).toMatchObject({ heading: { title: 'Wọlé' } });
  });
});
