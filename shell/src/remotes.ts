import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { STORAGE_KEYS } from 'shared';
import { sendClientReport, setReportToken } from './client-reports.js';
import { digestFor, trustDigests, whenCodeRefused } from './integrity-gate.js';
import { explainRefusals, noteRefusal, whyRefused, type RefusalKind } from './refusal.js';
import { yieldToMain } from './yield-to-main.js';
import type { RouteObject } from 'react-router-dom';
import type { RouteGroup } from './route-groups.js';

/** One app in a release: its version and the URL its build is published under (ends with `/`). */
export interface ReleaseApp {
  version: string;
  base: string;
  /** `sha384-…` of `<base>integrity.json`, the digests of every file the build serves. */
  integrity?: string;
  /** `sha384-…` of `<base>mf-manifest.json`, so it is fetched at once, in parallel with integrity.json. */
  manifestIntegrity?: string;
}

/** An unreleased version the server lets this account load (see docs/decisions/0035-per-user-previews.md). */
export interface PreviewedApp {
  app: string;
  version: string;
  expiresAt: string;
}

/** `/release.json`: which version of every app makes up the site right now. */
export interface Release {
  id: string;
  /** A canary runs beside this release: which side a page is on depends on who asks. */
  canary?: boolean;
  /** Previews are live: a signed-in page asks with its account whether one is its own. */
  previews?: boolean;
  /** This account's previews, as the server decided from its session: the page shows a badge. */
  preview?: PreviewedApp[];
  /** During a canary: the server's signature of this page's versions, sent with its client reports. */
  reportToken?: string;
  apps: Record<string, ReleaseApp>;
}

export const RELEASE_URL = '/release.json';

/** Checks the fields the shell reads: `id` and, per app, `version` and `base`. */
export function parseRelease(value: unknown): Release {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  if (!record || typeof record.id !== 'string' || typeof record.apps !== 'object' || record.apps === null) {
    throw new Error('release.json is not a release manifest');
  }
  const apps: Record<string, ReleaseApp> = {};
  for (const [app, entry] of Object.entries(record.apps as Record<string, unknown>)) {
    const { version, base, integrity, manifestIntegrity } = (entry ?? {}) as Record<string, unknown>;
    if (typeof version !== 'string' || typeof base !== 'string') {
      throw new Error(`release.json: app "${app}" needs a version and a base`);
    }
    apps[app] = {
      version,
      base: base.endsWith('/') ? base : `${base}/`,
      ...(typeof integrity === 'string' ? { integrity } : {}),
      ...(typeof manifestIntegrity === 'string' ? { manifestIntegrity } : {}),
    };
  }
  // The flags (canary, previews) are read as the server sends them, and a preview's entries are
  // checked by the badge, whose code only previewing pages fetch: the home page's JS budget is tight.
  return { ...(record as unknown as Release), apps };
}

/**
 * Whether the page must ask for its release with its account rather than use the one in the
 * document (requested without it): during a canary, or when previews are live and it is signed in.
 */
export function asksWithAccount(release: Release): boolean {
  return (
    release.canary === true ||
    (release.previews === true && localStorage.getItem(STORAGE_KEYS.token) !== null)
  );
}

/** Fetches the current release; never from a cache, so a new release or a rollback applies on the next load. */
export async function fetchRelease(): Promise<Release> {
  // Signed in, the account decides the page's side of a canary (the same on every device) and its previews.
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const response = await fetch(RELEASE_URL, {
    cache: 'no-store',
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`Could not load ${RELEASE_URL} (${response.status})`);
  const release = parseRelease(await response.json());
  // During a canary the server signs this page's versions: its reports then count (decision 0049).
  if (typeof release.reportToken === 'string') setReportToken(release.reportToken);
  return release;
}

/** The Module Federation manifest URL of an app in a release: `<base>mf-manifest.json`, made absolute. */
export function manifestUrl(release: Release, app: string): string {
  const entry = release.apps[app];
  if (!entry) throw new Error(`The release ${release.id} has no "${app}"`);
  return new URL(`${entry.base}mf-manifest.json`, document.baseURI).href;
}

export interface RetryOptions {
  attempts?: number;
  /** Wait before the second attempt; it doubles after each failure. */
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds, at most `attempts` times with exponential backoff; rethrows the last error. */
export async function retry<T>(
  task: (attempt: number) => Promise<T>,
  { attempts = 3, delayMs = 300, sleep = wait }: RetryOptions = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      lastError = error;
      if (attempt < attempts) {
        await sleep(delayMs * 2 ** (attempt - 1));
      }
    }
  }
  throw lastError;
}

/** Thrown when a remote's routes cannot be loaded; the group's error page explains and offers a retry. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly app: string;
  readonly kind: RefusalKind;

  constructor(app: string, cause: unknown, kind: RefusalKind = 'load-failed') {
    super(`Could not load ${app}`, { cause });
    this.app = app;
    this.kind = kind;
  }
}

export interface RemoteRuntime {
  getRelease: () => Promise<Release>;
  /** Makes the app's digests known before any of its code is requested (see trustRemote). */
  trust?: (release: Release, app: string) => Promise<void>;
  /** Told of each remote loaded (once per page). */
  reportLoaded?: (release: Release, app: string) => void;
  /** Told of a remote that would not load after every retry. */
  reportFailure?: (release: Release | null, app: string, error: unknown) => void;
  /** Why the loads that failed since the last call did: was any refused for its digest? */
  explainFailure?: () => Promise<RefusalKind>;
  /** Registers (or, with force, re-registers) remotes with the Module Federation runtime. */
  register: (remotes: { name: string; entry: string }[], force: boolean) => void | Promise<void>;
  /** Loads an exposed module, e.g. `mfe_auth/routes`. */
  load: (id: string) => Promise<unknown>;
}

export type RoutesLoader = (group: RouteGroup) => Promise<RouteObject[]>;

function routesOf(module: unknown, id: string): RouteObject[] {
  const exported = module as { routes?: unknown; default?: unknown } | null;
  const routes = exported?.routes ?? exported?.default;
  if (!Array.isArray(routes)) throw new Error(`${id} does not export routes`);
  return routes as RouteObject[];
}

/**
 * Loads each remote's `./routes` once per page life, retrying failures. A failure is not cached:
 * the error page's "Try again" starts afresh, from a freshly fetched release manifest. After a
 * failed attempt the remote is re-registered under a new manifest URL, because the Module
 * Federation runtime keeps failed manifest and remoteEntry loads in caches keyed by URL.
 */
export function createRoutesLoader(runtime: RemoteRuntime, retryOptions: RetryOptions = {}): RoutesLoader {
  let release: Promise<Release> | null = null;
  const registeredEntries = new Map<string, string>();
  const failedAttempts = new Map<string, number>();
  const loaded = new Map<string, Promise<RouteObject[]>>();
  let lastRelease: Release | null = null;

  function currentRelease(): Promise<Release> {
    release ??= runtime.getRelease().catch((error: unknown) => {
      release = null;
      throw error;
    });
    return release;
  }

  async function loadOnce(group: RouteGroup): Promise<RouteObject[]> {
    const failures = failedAttempts.get(group.app) ?? 0;
    try {
      const current = await currentRelease();
      lastRelease = current;
      await runtime.trust?.(current, group.app);
      const manifest = manifestUrl(current, group.app);
      const entry = failures === 0 ? manifest : `${manifest}?attempt=${failures}`;
      if (registeredEntries.get(group.remote) !== entry) {
        await runtime.register([{ name: group.remote, entry }], registeredEntries.has(group.remote));
        registeredEntries.set(group.remote, entry);
      }
      const id = `${group.remote}/routes`;
      const routes = routesOf(await runtime.load(id), id);
      runtime.reportLoaded?.(current, group.app);
      return routes;
    } catch (error) {
      failedAttempts.set(group.app, failures + 1);
      // The next attempt asks for the release afresh: a rollback of the version that failed reaches this page.
      release = null;
      throw error;
    }
  }

  return (group) => {
    let routes = loaded.get(group.app);
    if (!routes) {
      routes = retry(() => loadOnce(group), retryOptions).catch(async (error: unknown) => {
        loaded.delete(group.app);
        runtime.reportFailure?.(lastRelease, group.app, error);
        const kind =
          error instanceof IntegrityError
            ? 'integrity'
            : ((await runtime.explainFailure?.()) ?? 'load-failed');
        throw new RemoteLoadError(group.app, error, kind);
      });
      loaded.set(group.app, routes);
    }
    return routes;
  };
}

export const EMBEDDED_RELEASE_ID = 'aboki-release';

/** The release the server rendered into the page as a JSON data block (one round trip fewer), if any. */
export function embeddedRelease(doc: Document = document): Release | null {
  const text = doc.getElementById(EMBEDDED_RELEASE_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRelease(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The release names no digest for a remote under /remotes/, or its digest list did not match. */
export class IntegrityError extends Error {
  override readonly name = 'IntegrityError';
}

const isPublishedHere = (base: string) => {
  const url = new URL(base, document.baseURI);
  return url.origin === location.origin && url.pathname.startsWith('/remotes/');
};

/** Per remote base, the fetch of its integrity.json (digests trusted once it has resolved). */
const trusting = new Map<string, Promise<void>>();

/** `/remotes/<app>/<version>/` of a URL under /remotes/. */
const baseOf = (url: string) =>
  /^\/remotes\/[^/]+\/[^/]+\//.exec(new URL(url, document.baseURI).pathname)?.[0];

/**
 * Trusts a remote's manifest by the digest the release names for it, and starts fetching its
 * integrity.json (checked by the browser against the release's digest) in parallel: the manifest
 * fetch below waits for both, so the digests of remoteEntry and the chunks are known before they
 * are requested, without a round trip more. A remote published on this site without digests is
 * refused (fail closed); `npm run dev`'s remotes, on their own dev servers, are not checked.
 */
export function trustRemote(release: Release, app: string): Promise<void> {
  const entry = release.apps[app];
  if (!entry || !isPublishedHere(entry.base)) return Promise.resolve();
  const base = new URL(entry.base, document.baseURI).pathname;
  if (!entry.integrity || !entry.manifestIntegrity) {
    return Promise.reject(new IntegrityError(`The release ${release.id} names no digest for ${app}`));
  }
  trustDigests({ 'mf-manifest.json': entry.manifestIntegrity }, base);
  let pending = trusting.get(base);
  if (!pending) {
    pending = fetch(`${base}integrity.json`, {
      integrity: entry.integrity,
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        trustDigests(((await response.json()) as { files: Record<string, string> }).files, base);
      })
      .catch((error: unknown) => {
        trusting.delete(base); // The next attempt fetches it again.
        throw new IntegrityError(`${app}@${entry.version}: integrity.json did not load or match its digest`, {
          cause: error,
        });
      });
    pending.catch(() => undefined); // Surfaces through the manifest fetch that waits for it.
    trusting.set(base, pending);
  }
  return Promise.resolve();
}

/** Resolves once the remote of `url` has its digests, or rejects as its integrity.json did. */
export function remoteTrusted(url: string): Promise<void> {
  const base = baseOf(url);
  return (base && trusting.get(base)) || Promise.resolve();
}

/** A remote's file that did not run: kept for the loader's error page, and reported by its kind. */
function refusedFile(url: string, verdict: Promise<RefusalKind>): void {
  const app = /^\/remotes\/([^/]+)\/([^/]+)\//.exec(new URL(url, document.baseURI).pathname);
  void noteRefusal(verdict).then((kind) => {
    if (app) sendClientReport({ kind, app: app[1]!, version: app[2]! });
  });
}

/**
 * Module Federation's own loads, checked: the manifest by a fetch with its digest, remoteEntry and
 * stylesheets as elements carrying theirs. A URL under /remotes/ with no trusted digest is refused.
 */
export function integrityPlugin(): ModuleFederationRuntimePlugin {
  const guarded = (url: string) => new URL(url, document.baseURI).pathname.startsWith('/remotes/');
  return {
    name: 'aboki-integrity',
    fetch(url, init) {
      if (!guarded(url)) return undefined;
      const integrity = digestFor(url);
      if (!integrity) return Promise.reject(new IntegrityError(`No digest for ${url}`));
      const checked = fetch(url, { ...init, integrity }).catch((error: unknown) => {
        // Refused for its digest, or not downloaded: found out before the loader says which.
        refusedFile(url, whyRefused(url, integrity));
        throw error;
      });
      return Promise.all([checked, remoteTrusted(url)]).then(([response]) => response);
    },
    createScript({ url }) {
      const integrity = digestFor(url);
      if (!integrity) return undefined; // The gate refuses it on insertion.
      const script = document.createElement('script');
      script.src = url;
      script.setAttribute('integrity', integrity);
      return script;
    },
    createLink({ url, attrs }) {
      const integrity = digestFor(url);
      if (!integrity) return undefined;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.href = url;
      link.setAttribute('integrity', integrity);
      return link;
    },
  };
}

/**
 * Module Federation starts a remote in one chain of promises once its entry has loaded: the entry
 * evaluated, its container and shared modules set up, its routes module run. In one go that is one
 * task of 80-110 ms on a phone's CPU (Lighthouse's long tasks on /sign-in); the browser gets a turn
 * before and after the container is set up instead.
 */
export function yieldingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'aboki-yield',
    async beforeInitContainer(args) {
      await yieldToMain();
      return args;
    },
    async initContainer(args) {
      await yieldToMain();
      return args;
    },
  };
}

/**
 * The browser's loader: the release manifest from the page (or else the server), remotes through
 * Module Federation. Without an embedded release the manifest is requested at once, in parallel
 * with the first render; retries always fetch it afresh.
 */
export function createFederationRoutesLoader(): RoutesLoader {
  const embedded = embeddedRelease();
  // During a canary or previews a signed-in page asks again, with its account (see fetchRelease).
  let early: Promise<Release> | null =
    embedded && !asksWithAccount(embedded) ? Promise.resolve(embedded) : fetchRelease();
  early.catch(() => undefined); // Reported by the route that needs it, not as an unhandled rejection.
  // The federation runtime is downloaded and started with the first remote route, not before.
  let host: ReturnType<typeof startHost> | null = null;
  const federation = () =>
    (host ??= startHost().catch((error: unknown) => {
      host = null; // The next attempt downloads it again.
      throw error;
    }));
  let lastRelease: string | undefined;
  // An uncaught error thrown by a remote's code, told by the file it came from.
  window.addEventListener('error', (event) => {
    const from = /^\/remotes\/([^/]+)\/([^/]+)\//.exec(
      new URL(event.filename || '/', location.href).pathname,
    );
    if (from && from[1] !== 'shell') {
      sendClientReport({
        kind: 'uncaught-error',
        app: from[1]!,
        version: from[2]!,
        ...(lastRelease ? { release: lastRelease } : {}),
      });
    }
  });
  whenCodeRefused((url, reason) =>
    refusedFile(url, reason === 'unknown' ? Promise.resolve('integrity') : whyRefused(url, digestFor(url))),
  );
  return createRoutesLoader({
    getRelease: () => {
      const release = early ?? fetchRelease();
      early = null;
      return release;
    },
    trust: trustRemote,
    // Page loads are counted only while a canary is judged on them.
    reportLoaded: (release, app) => {
      lastRelease = release.id;
      if (release.canary) {
        sendClientReport({
          kind: 'page-load',
          app,
          version: release.apps[app]!.version,
          release: release.id,
        });
      }
    },
    explainFailure: explainRefusals,
    reportFailure: (release, app) =>
      sendClientReport({
        kind: 'remote-failed',
        app,
        version: release?.apps[app]?.version ?? 'unknown',
        release: release?.id ?? 'unknown',
      }),
    register: async (remotes, force) => (await federation()).registerRemotes(remotes, { force }),
    load: async (id) => (await federation()).loadRemote(id),
  });
}

/** The shell's federation instance, from its own chunk (shell/src/federation-host.ts). */
async function startHost() {
  const { startFederation } = await import(/* webpackChunkName: "federation" */ './federation-host.js');
  return startFederation([integrityPlugin(), yieldingPlugin()]);
}
