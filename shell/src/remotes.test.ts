import { jest } from '@jest/globals';
import type { RouteObject } from 'react-router-dom';
import { digestFor } from './integrity-gate.js';
import {
  IntegrityError,
  RemoteLoadError,
  createRoutesLoader,
  integrityPlugin,
  remoteTrusted,
  trustRemote,
  embeddedRelease,
  manifestUrl,
  parseRelease,
  retry,
  type Release,
  type RemoteRuntime,
} from './remotes.js';
import { ROUTE_GROUPS } from './route-groups.js';

const release: Release = {
  id: 'r-20261121-135000-ab12',
  apps: {
    shell: { version: '0.1.0-3f2a1b9c', base: '/remotes/shell/0.1.0-3f2a1b9c/' },
    'mfe-auth': { version: '0.1.0-77aa0b12', base: '/remotes/mfe-auth/0.1.0-77aa0b12/' },
  },
};
const auth = ROUTE_GROUPS.find((group) => group.app === 'mfe-auth')!;
const authRoutes: RouteObject[] = [{ path: '/sign-in' }];
const noWait = { sleep: async () => undefined };

describe('retry', () => {
  it('returns the first success, after failed attempts', async () => {
    const task = jest.fn<(attempt: number) => Promise<string>>();
    task
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('ok');
    const waits: number[] = [];

    await expect(
      retry(task, { attempts: 3, delayMs: 100, sleep: async (ms) => void waits.push(ms) }),
    ).resolves.toBe('ok');

    expect(task.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
    expect(waits).toEqual([100, 200]);
  });

  it('gives up after the last attempt with its error, without waiting after it', async () => {
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error(`failure ${calls}`);
    };
    const waits: number[] = [];

    await expect(
      retry(failing, { attempts: 3, delayMs: 10, sleep: async (ms) => void waits.push(ms) }),
    ).rejects.toThrow('failure 3');
    expect(calls).toBe(3);
    expect(waits).toEqual([10, 20]);
  });

  it('waits for real between attempts by default', async () => {
    const started = Date.now();
    let calls = 0;

    await retry(
      async () => {
        calls += 1;
        if (calls < 2) throw new Error('once');
        return calls;
      },
      { delayMs: 20 },
    );

    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });
});

describe('release manifest', () => {
  it('reads id and each app’s version and base', () => {
    expect(parseRelease(JSON.parse(JSON.stringify(release)))).toEqual(release);
    expect(
      parseRelease({ id: 'r', apps: { 'mfe-auth': { version: '1', base: '/x' } } }).apps['mfe-auth']?.base,
    ).toBe('/x/');
  });

  it('rejects anything else', () => {
    expect(() => parseRelease(null)).toThrow('not a release manifest');
    expect(() => parseRelease({ id: 'r', apps: { shell: { base: '/x/' } } })).toThrow(
      '"shell" needs a version and a base',
    );
  });

  it('points at the app’s mf-manifest.json under its base, as an absolute URL', () => {
    expect(manifestUrl(release, 'mfe-auth')).toBe(
      'http://localhost/remotes/mfe-auth/0.1.0-77aa0b12/mf-manifest.json',
    );
    expect(() => manifestUrl(release, 'mfe-aboki')).toThrow('has no "mfe-aboki"');
  });

  it('reads the release the server embedded in the page as a JSON data block', () => {
    const page = document.implementation.createHTMLDocument('Aboki');
    expect(embeddedRelease(page)).toBeNull();
    const block = page.createElement('script');
    block.type = 'application/json';
    block.id = 'aboki-release';
    block.textContent = JSON.stringify(release);
    page.head.append(block);
    expect(embeddedRelease(page)).toEqual(release);
    block.textContent = '{"id": 1}';
    expect(embeddedRelease(page)).toBeNull();
  });
});

function fakeRuntime(load: (id: string) => Promise<unknown>, getRelease = async () => release) {
  const registered: { name: string; entry: string; force: boolean }[] = [];
  const runtime: RemoteRuntime = {
    getRelease: jest.fn(getRelease),
    register: (remotes, force) => {
      registered.push(...remotes.map((remote) => ({ ...remote, force })));
    },
    load: jest.fn(load),
  };
  return { runtime, registered };
}

describe('createRoutesLoader', () => {
  it('registers the remote from the release and loads <remote>/routes once', async () => {
    const { runtime, registered } = fakeRuntime(async () => ({ routes: authRoutes }));
    const loadRoutes = createRoutesLoader(runtime, noWait);

    await expect(loadRoutes(auth)).resolves.toBe(authRoutes);
    await expect(loadRoutes(auth)).resolves.toBe(authRoutes);

    expect(runtime.load).toHaveBeenCalledTimes(1);
    expect(runtime.load).toHaveBeenCalledWith('mfe_auth/routes');
    expect(registered).toEqual([
      {
        name: 'mfe_auth',
        entry: 'http://localhost/remotes/mfe-auth/0.1.0-77aa0b12/mf-manifest.json',
        force: false,
      },
    ]);
  });

  it('retries a failing remote under a fresh manifest URL, then succeeds', async () => {
    let calls = 0;
    const { runtime, registered } = fakeRuntime(async () => {
      calls += 1;
      if (calls < 3) throw new Error('remoteEntry.js failed to load');
      return { default: authRoutes };
    });

    await expect(createRoutesLoader(runtime, noWait)(auth)).resolves.toBe(authRoutes);

    expect(registered.map(({ entry, force }) => [entry.replace(/.*0\.1\.0-77aa0b12\//, ''), force])).toEqual([
      ['mf-manifest.json', false],
      ['mf-manifest.json?attempt=1', true],
      ['mf-manifest.json?attempt=2', true],
    ]);
  });

  it('fails with RemoteLoadError after three attempts, and starts again when asked', async () => {
    let available = false;
    const { runtime } = fakeRuntime(async () => {
      if (!available) throw new Error('offline');
      return { routes: authRoutes };
    });
    const loadRoutes = createRoutesLoader(runtime, noWait);

    const failure = await loadRoutes(auth).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteLoadError);
    expect(failure).toMatchObject({ app: 'mfe-auth', cause: new Error('offline') });
    expect(runtime.load).toHaveBeenCalledTimes(3);

    available = true;
    await expect(loadRoutes(auth)).resolves.toBe(authRoutes);
  });

  it('says why it failed: a changed file is integrity, a missing digest too, anything else load-failed', async () => {
    const kinds: string[] = [];
    for (const [cause, explained] of [
      [new Error('offline'), 'integrity'],
      [new Error('offline'), 'load-failed'],
      [new IntegrityError('No digest'), 'load-failed'],
    ] as const) {
      const { runtime } = fakeRuntime(async () => {
        throw cause;
      });
      runtime.explainFailure = async () => explained;
      const failure = await createRoutesLoader(runtime, noWait)(auth).catch((error: unknown) => error);
      kinds.push((failure as RemoteLoadError).kind);
    }
    expect(kinds).toEqual(['integrity', 'load-failed', 'integrity']);
    // A runtime that cannot tell says the download failed.
    const { runtime } = fakeRuntime(async () => {
      throw new Error('offline');
    });
    await expect(createRoutesLoader(runtime, noWait)(auth)).rejects.toMatchObject({ kind: 'load-failed' });
  });

  it('fetches the release again after it failed', async () => {
    let releaseCalls = 0;
    const { runtime } = fakeRuntime(
      async () => ({ routes: authRoutes }),
      async () => {
        releaseCalls += 1;
        if (releaseCalls === 1) throw new Error('release.json 503');
        return release;
      },
    );

    await expect(createRoutesLoader(runtime, noWait)(auth)).resolves.toBe(authRoutes);
    expect(releaseCalls).toBe(2);
  });

  it('asks for the release again after a remote failed, so a rollback reaches an open page', async () => {
    const rolledBack: Release = {
      ...release,
      id: 'r-20261121-140000-cd34',
      apps: {
        ...release.apps,
        'mfe-auth': { version: '0.1.0-11111111', base: '/remotes/mfe-auth/0.1.0-11111111/' },
      },
    };
    const releases = [release, rolledBack];
    const { runtime, registered } = fakeRuntime(
      async () => {
        if (registered.at(-1)!.entry.includes('0.1.0-77aa0b12')) throw new Error('404');
        return { routes: authRoutes };
      },
      async () => releases.shift() ?? rolledBack,
    );
    const loadRoutes = createRoutesLoader(runtime, { ...noWait, attempts: 1 });

    await expect(loadRoutes(auth)).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(loadRoutes(auth)).resolves.toBe(authRoutes);

    expect(runtime.getRelease).toHaveBeenCalledTimes(2);
    expect(registered.at(-1)).toEqual({
      name: 'mfe_auth',
      entry: 'http://localhost/remotes/mfe-auth/0.1.0-11111111/mf-manifest.json?attempt=1',
      force: true,
    });
  });

  it('rejects a remote that exports no routes', async () => {
    const { runtime } = fakeRuntime(async () => ({ something: 1 }));

    await expect(createRoutesLoader(runtime, { ...noWait, attempts: 1 })(auth)).rejects.toMatchObject({
      cause: new Error('mfe_auth/routes does not export routes'),
    });
  });
});

describe('integrity', () => {
  const signed: Release = {
    ...release,
    apps: {
      ...release.apps,
      'mfe-auth': {
        ...release.apps['mfe-auth']!,
        integrity: 'sha384-integrityjson',
        manifestIntegrity: 'sha384-manifest',
      },
    },
  };
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('trusts a remote’s manifest by the release, the rest only from its integrity.json fetched with the release’s digest', async () => {
    const fetchMock = jest.fn<typeof fetch>(async () =>
      Response.json({
        app: 'mfe-auth',
        version: '0.1.0-77aa0b12',
        files: { 'remoteEntry.js': 'sha384-entry' },
      }),
    );
    globalThis.fetch = fetchMock;
    await trustRemote(signed, 'mfe-auth');
    await trustRemote(signed, 'mfe-auth');
    expect(digestFor('/remotes/mfe-auth/0.1.0-77aa0b12/mf-manifest.json')).toBe('sha384-manifest');
    await remoteTrusted('/remotes/mfe-auth/0.1.0-77aa0b12/mf-manifest.json');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/remotes/mfe-auth/0.1.0-77aa0b12/integrity.json');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ integrity: 'sha384-integrityjson' });
    expect(digestFor('/remotes/mfe-auth/0.1.0-77aa0b12/remoteEntry.js')).toBe('sha384-entry');
  });

  it('fails closed: a remote published here without a digest, or whose list does not match, is refused', async () => {
    globalThis.fetch = jest.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(trustRemote(release, 'mfe-auth')).rejects.toThrow(
      new IntegrityError(`The release ${release.id} names no digest for mfe-auth`),
    );
    const other: Release = {
      ...signed,
      apps: { 'mfe-auth': { ...signed.apps['mfe-auth']!, base: '/remotes/mfe-auth/0.2.0/' } },
    };
    await trustRemote(other, 'mfe-auth');
    await expect(remoteTrusted('/remotes/mfe-auth/0.2.0/mf-manifest.json')).rejects.toBeInstanceOf(
      IntegrityError,
    );
  });

  it('does not check npm run dev’s remotes, served by their own dev servers', async () => {
    const fetchMock = jest.fn<typeof fetch>();
    globalThis.fetch = fetchMock;
    const dev: Release = {
      id: 'dev',
      apps: { 'mfe-auth': { version: 'dev', base: 'http://localhost:3101/' } },
    };
    await trustRemote(dev, 'mfe-auth');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the runtime plugin fetches manifests with their digest and refuses those it has none for', async () => {
    const fetchMock = jest.fn<typeof fetch>(async () => Response.json({}));
    globalThis.fetch = fetchMock;
    const plugin = integrityPlugin();
    const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;

    await expect(fetchHook('http://localhost/remotes/mfe-auth/6.6.6/mf-manifest.json', {})).rejects.toThrow(
      'No digest for',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await fetchHook('http://localhost/remotes/mfe-auth/0.1.0-77aa0b12/remoteEntry.js?attempt=1', {});
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ integrity: 'sha384-entry' });
    expect(fetchHook('http://localhost:3101/mf-manifest.json', {})).toBeUndefined();

    const createScript = plugin.createScript as (args: { url: string }) => HTMLScriptElement | undefined;
    expect(
      createScript({ url: '/remotes/mfe-auth/0.1.0-77aa0b12/remoteEntry.js' })?.getAttribute('integrity'),
    ).toBe('sha384-entry');
  });

  it('the loader makes the digests known before registering, and reports a remote that failed for good', async () => {
    const order: string[] = [];
    const reports: string[] = [];
    const { runtime } = fakeRuntime(async () => {
      throw new Error('integrity mismatch');
    });
    const loadRoutes = createRoutesLoader(
      {
        ...runtime,
        trust: async (_release, app) => void order.push(`trust ${app}`),
        register: (remotes) => void order.push(`register ${remotes[0]!.name}`),
        reportFailure: (failed, app) => void reports.push(`${failed?.id} ${app}`),
      },
      { ...noWait, attempts: 2 },
    );
    await expect(loadRoutes(auth)).rejects.toBeInstanceOf(RemoteLoadError);
    expect(order.slice(0, 2)).toEqual(['trust mfe-auth', 'register mfe_auth']);
    expect(reports).toEqual([`${release.id} mfe-auth`]);
  });
});
