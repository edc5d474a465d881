import { publicRelease, type PublicRelease } from './store.js';

interface Files {
  js: string[];
  css: string[];
}

/** The shell's `entry.json`: its initial files, and what to preload for every page or for one path. */
export interface ShellEntry extends Files {
  /** Absent in shell builds older than preloading. */
  preload?: Files;
  routes?: Record<string, Files>;
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
): string {
  const base = release.apps.shell!.base;
  const url = (file: string) =>
    escapeHtml(base + file) + (integrity[file] ? `" integrity="${escapeHtml(integrity[file])}` : '');
  const later: Files[] = [entry.preload, route ? entry.routes?.[route] : undefined].filter(
    (files) => files !== undefined,
  );
  const styles = entry.css.map((file) => `<link rel="stylesheet" href="${url(file)}">`).join('');
  const scripts = entry.js.map((file) => `<script defer src="${url(file)}"></script>`).join('');
  const preloads = later
    .flatMap((files) => [
      ...files.css.map((file) => `<link rel="preload" as="style" href="${url(file)}">`),
      ...files.js.map((file) => `<link rel="preload" as="script" href="${url(file)}">`),
    ])
    .join('');
  // `<` escaped so no value can close the data block early; only the public fields, whatever is passed.
  const releaseJson = JSON.stringify(publicRelease(release)).replace(/</g, '\\u003c');
  // The shell's own chunks by URL, for the loader that checks everything under /remotes/ (shell/src/integrity-gate.ts).
  const shellDigests = Object.fromEntries(
    Object.entries(integrity)
      .filter(([file]) => /\.(js|mjs|css)$/.test(file))
      .map(([file, digest]) => [base + file, digest]),
  );
  const integrityJson = JSON.stringify(shellDigests).replace(/</g, '\\u003c');
  return [
    '<!doctype html><html lang="en"><head>',
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="theme-color" content="#0b6e3f">',
    // Installable (installable.ts); the shell registers the service worker only where this link is.
    '<link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/icons/aboki.svg" type="image/svg+xml">',
    '<title>Aboki: trusted help at home and with errands</title>',
    '<meta name="description" content="Book vetted helpers in Nigeria for cleaning, laundry, errands, repairs and moving. See prices up front; pay cash or by card or transfer.">',
    styles,
    scripts,
    preloads,
    `<script type="application/json" id="aboki-release">${releaseJson}</script>`,
    `<script type="application/json" id="aboki-integrity">${integrityJson}</script>`,
    '</head><body><div id="root"></div>',
    '<noscript>Aboki needs JavaScript to book and manage requests. Please turn it on and reload.</noscript>',
    '</body></html>',
  ].join('');
}
