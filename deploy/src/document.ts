import { LANGUAGE_TAGS, LANGUAGES, type Language } from 'shared/i18n';
import { DOCUMENT_TEXTS } from './document-texts.js';
import { publicRelease, type PublicRelease } from './store.js';

interface Files {
  js: string[];
  css: string[];
}

/** The shell's `entry.json`: its initial files, and what to preload for every page or for one path. */
export interface ShellEntry extends Files {
  /** Absent in shell builds older than preloading. */
  preload?: Files;
  /**
   * The script that starts `js` (and a skeleton's preloads) once a painted document has shown
   * (shell/src/entry-loader.js). Absent in shell builds older than it: those start `js` with `defer`.
   */
  loader?: string;
  routes?: Record<string, Files>;
  /** The federation host's chunks (shell/src/federation-host.ts): a remote route needs them next. */
  federation?: Files;
}

/** A file of a remote's route the browser should start fetching with the document, with its digest. */
export interface RemotePreload {
  href: string;
  /** `fetch` for Module Federation's JSON (fetched with CORS), `script` and `style` for its code. */
  as: 'fetch' | 'script' | 'style';
  integrity: string;
}

/** A remote page's heading as its module declares it: what its skeleton paints before the code arrives. */
export interface RouteHeading {
  title: string;
  description?: string;
}

/** What a document shows before any script runs: the prerendered page or skeleton, and their data. */
export interface DocumentBody {
  /** Markup for #root, rendered by the shell's server bundle (prerender.ts); empty without one. */
  root?: string;
  /**
   * The page's data block (`aboki-page`): the catalogue it shows, whether #root is to be hydrated,
   * and a skeleton's heading (the shell keeps showing it while the remote's code loads).
   */
  pageData?: { services: unknown[]; prerendered: boolean; heading?: RouteHeading };
  /** The remote route's files, fetched in parallel with the shell's instead of after it. */
  remotePreloads?: RemotePreload[];
  /** The language the document is in (`<html lang>`, its title), and the path its alternates link to. */
  language?: Language;
  path?: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The path whose own preload list applies to `path`, or null: the document differs only by that. */
export function preloadRoute(entry: ShellEntry, path: string): string | null {
  return entry.routes && Object.hasOwn(entry.routes, path) ? path : null;
}

/**
 * The one HTML document of the site, for a release: the shell's entry files under its versioned
 * base, preload hints for the chunks the page needs next (fetched in parallel instead of one round
 * trip after another), and the release itself as a JSON data block so the shell needs no extra
 * request for it. A data block is never executed, so the CSP's ban on inline script still holds.
 */
export function renderDocument(
  release: PublicRelease,
  entry: ShellEntry,
  route: string | null = null,
  /** The shell build's digests (path → `sha384-…`): every script and stylesheet it loads is checked. */
  integrity: Record<string, string> = {},
  { root = '', pageData, remotePreloads = [], language = 'en', path }: DocumentBody = {},
): string {
  const base = release.apps.shell!.base;
  const url = (file: string) =>
    escapeHtml(base + file) + (integrity[file] ? `" integrity="${escapeHtml(integrity[file])}` : '');
  // A remote's route starts the federation host as soon as the shell runs: fetched beside it.
  const federation = remotePreloads.length > 0 ? entry.federation : undefined;
  const later: Files[] = [entry.preload, route ? entry.routes?.[route] : undefined, federation].filter(
    (files) => files !== undefined,
  );
  // Markup in #root is styled from the first paint: the layout's and the page's stylesheets apply
  // at once (the shell's CSS loader finds them already there) instead of being preloaded for later.
  const painted = root !== '';
  const styles = [...entry.css, ...(painted ? later.flatMap((files) => files.css) : [])]
    .map((file) => `<link rel="stylesheet" href="${url(file)}">`)
    .join('');
  // A painted document (a prerendered page, a remote route's skeleton) shows without the shell's
  // code, so that code starts after the first paint: the entry scripts are named inert (an unknown
  // `type`, neither fetched nor run) and the loader starts them once the page has painted. With
  // `defer` they would download and run first, and on a slow phone the paint would wait for ~100 KiB
  // (decision 0036). The inert tags keep `src` and `integrity`, where the service worker reads the
  // page's files; the loader carries its own digest like every script. A shell build without a
  // loader keeps `defer`.
  const afterPaint = painted && entry.loader !== undefined;
  const scripts = [
    ...entry.js.map(
      (file) => `<script defer src="${url(file)}"${afterPaint ? ' type="aboki/entry"' : ''}></script>`,
    ),
    ...(afterPaint ? [`<script async src="${url(entry.loader!)}"></script>`] : []),
  ].join('');
  // What the entry loads next. A prerendered page has its content: the code that hydrates it (React
  // DOM, the page's chunk) follows the entry, not competing with it. A skeleton's page is rendered
  // by that code, so it is fetched beside the entry: started by the loader with it, or at once.
  const preloadScript = (file: string) =>
    afterPaint
      ? `<script type="aboki/preload" src="${url(file)}"></script>`
      : `<link rel="preload" as="script" href="${url(file)}">`;
  const preloads = later
    .flatMap((files) => [
      ...(painted ? [] : files.css.map((file) => `<link rel="preload" as="style" href="${url(file)}">`)),
      ...(pageData?.prerendered ? [] : files.js.map(preloadScript)),
    ])
    .join('');
  // The remote's files at low priority: fetched from the start, but after what the first paint needs
  // (the stylesheets), which a slow link would otherwise share with ~70 KiB of code; the skeleton
  // paints ~0.5 s sooner on Lighthouse's slow 4G, and the page's code arrives as soon as before.
  const remoteLinks = remotePreloads
    .map(
      ({ href, as, integrity: digest }) =>
        // A fetch() is a CORS request: its preload must be one too, or the browser downloads it twice.
        `<link rel="preload" as="${as}" href="${escapeHtml(href)}" integrity="${escapeHtml(digest)}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''} fetchpriority="low">`,
    )
    .join('');
  // `<` escaped so no value can close a data block early; only the public fields, whatever is passed.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const releaseJson = json(publicRelease(release));
  // The shell's own chunks by URL, for the loader that checks everything under /remotes/ (shell/src/integrity-gate.ts).
  const shellDigests = Object.fromEntries(
    Object.entries(integrity)
      .filter(([file]) => /\.(js|mjs|css)$/.test(file))
      .map(([file, digest]) => [base + file, digest]),
  );
  const integrityJson = json(shellDigests);
  const texts = DOCUMENT_TEXTS[language];
  // The same page in each language (a `?lang=` link chooses it and is remembered), for search engines.
  const alternates = path
    ? [
        ...LANGUAGES.map(
          (code) =>
            `<link rel="alternate" hreflang="${LANGUAGE_TAGS[code]}" href="${escapeHtml(`${path}?lang=${code}`)}">`,
        ),
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(path)}">`,
      ].join('')
    : '';
  return [
    `<!doctype html><html lang="${LANGUAGE_TAGS[language]}"><head>`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="theme-color" content="#0b6e3f">',
    // Installable (installable.ts); the shell registers the service worker only where this link is.
    '<link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/icons/aboki.svg" type="image/svg+xml">',
    `<title>${escapeHtml(texts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(texts.description)}">`,
    alternates,
    styles,
    scripts,
    preloads,
    remoteLinks,
    `<script type="application/json" id="aboki-release">${releaseJson}</script>`,
    `<script type="application/json" id="aboki-integrity">${integrityJson}</script>`,
    pageData ? `<script type="application/json" id="aboki-page">${json(pageData)}</script>` : '',
    `</head><body><div id="root">${root}</div>`,
    `<noscript>${escapeHtml(texts.noScript)}</noscript>`,
    '</body></html>',
  ].join('');
}
