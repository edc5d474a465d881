import type { Language } from 'shared/i18n';
import type { RemotePreload, RouteHeading } from './document.js';
import type { ReleaseApp } from './store.js';

/** The parts of a build's mf-manifest.json that say what loading `./routes` fetches. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * What the shell fetches, one after another, before a remote's page can run: its digest list and
 * manifest, its remoteEntry, the files of its `./routes` module and those of the page's own chunks. Named in the document (with
 * the digests publish recorded, so the browser checks what it preloads), they download in parallel
 * with the shell's own code. Files without a recorded digest are left out: the shell would refuse
 * them anyway (shell/src/integrity-gate.ts), and so would a release without digests for the remote.
 */
/** Written by each remote's build (scripts/build-info.mjs RouteChunksPlugin). */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/** `route-chunks.json` (scripts/build-info.mjs): each page path of a remote, the files it loads, its heading. */
type RouteChunks = Record<
  string,
  {
    js?: string[];
    css?: string[];
    heading?: RouteHeading;
    /** The heading in the other languages that have it (builds from before languages have none). */
    headings?: Partial<Record<Language, RouteHeading>>;
  }
>;

function parseRouteChunks(text: string | null): RouteChunks {
  try {
    return text ? (JSON.parse(text) as RouteChunks) : {};
  } catch {
    return {};
  }
}

/** The page pattern of route-chunks.json a path shows, matched as React Router matches (`:param`, any case). */
export function routePattern(routeChunksText: string | null, pathname: string): string | null {
  const segments = (path: string) => path.toLowerCase().replace(/\/+$/, '').split('/');
  const wanted = segments(pathname);
  return (
    Object.keys(parseRouteChunks(routeChunksText)).find((candidate) => {
      const parts = segments(candidate);
      return (
        parts.length === wanted.length &&
        parts.every((part, index) => part.startsWith(':') || part === wanted[index])
      );
    }) ?? null
  );
}

/** The files of the page a path shows. */
function pageFiles(routeChunksText: string | null, pathname: string): { js: string[]; css: string[] } {
  const pattern = routePattern(routeChunksText, pathname);
  const files = pattern ? parseRouteChunks(routeChunksText)[pattern]! : {};
  return { js: files.js ?? [], css: files.css ?? [] };
}

/**
 * The heading the page a path shows declares, in a language, or null: none declared, a build from
 * before headings, or none in that language (a skeleton then shows no heading rather than English).
 */
export function routeHeading(
  routeChunksText: string | null,
  pathname: string,
  language: Language = 'en',
): RouteHeading | null {
  const pattern = routePattern(routeChunksText, pathname);
  const page = pattern ? parseRouteChunks(routeChunksText)[pattern]! : undefined;
  const heading = language === 'en' ? page?.heading : page?.headings?.[language];
  return typeof heading?.title === 'string' &&
    (heading.description === undefined || typeof heading.description === 'string')
    ? {
        title: heading.title,
        ...(heading.description === undefined ? {} : { description: heading.description }),
      }
    : null;
}

export function remotePreloads(
  app: ReleaseApp,
  manifestText: string,
  digests: Record<string, string>,
  /** The build's route-chunks.json (absent in builds from before it), and the path the document is for. */
  page: { routeChunks: string | null; pathname: string } = { routeChunks: null, pathname: '' },
): RemotePreload[] {
  if (!app.integrity || !app.manifestIntegrity) return [];
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(manifestText) as FederationManifest;
  } catch {
    return [];
  }
  const routes = manifest.exposes?.find((expose) => expose.path === './routes')?.assets;
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name
    ? `${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`
    : null;
  const withDigest = (files: (string | null)[], as: 'script' | 'style'): RemotePreload[] =>
    files.flatMap((file) =>
      file && digests[file] ? [{ href: app.base + file, as, integrity: digests[file] }] : [],
    );
  const own = pageFiles(page.routeChunks, page.pathname);
  return [
    { href: `${app.base}integrity.json`, as: 'fetch', integrity: app.integrity },
    { href: `${app.base}mf-manifest.json`, as: 'fetch', integrity: app.manifestIntegrity },
    ...withDigest([entryFile, ...(routes?.js?.sync ?? []), ...own.js], 'script'),
    ...withDigest([...(routes?.css?.sync ?? []), ...own.css], 'style'),
  ];
}
