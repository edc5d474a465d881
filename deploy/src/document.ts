import type { Release } from './store.js';

export interface ShellEntry {
  js: string[];
  css: string[];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The one HTML document of the site, for a release: the shell's entry files under its versioned
 * base, and the release itself as a JSON data block so the shell needs no extra round trip for it.
 * A data block is never executed, so the CSP's ban on inline script still holds.
 */
export function renderDocument(release: Release, entry: ShellEntry): string {
  const base = release.apps.shell!.base;
  const styles = entry.css
    .map((file) => `<link rel="stylesheet" href="${escapeHtml(base + file)}">`)
    .join('');
  const scripts = entry.js.map((file) => `<script defer src="${escapeHtml(base + file)}"></script>`).join('');
  // `<` escaped so no value can close the data block early.
  const releaseJson = JSON.stringify(release).replace(/</g, '\\u003c');
  return [
    '<!doctype html><html lang="en"><head>',
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="theme-color" content="#0b6e3f">',
    '<title>Aboki: trusted help at home and with errands</title>',
    '<meta name="description" content="Book vetted helpers in Nigeria for cleaning, laundry, errands, repairs and moving. See prices up front; pay cash or by card or transfer.">',
    styles,
    scripts,
    `<script type="application/json" id="aboki-release">${releaseJson}</script>`,
    '</head><body><div id="root"></div>',
    '<noscript>Aboki needs JavaScript to book and manage requests. Please turn it on and reload.</noscript>',
    '</body></html>',
  ].join('');
}
