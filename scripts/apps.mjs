// The front-end apps, read from the one list in apps.json, for the Node-side tools (Rspack,
// npm run dev, npm start, Jest, the web typecheck). deploy and the shell read the same file.
import { readFileSync } from 'node:fs';

/**
 * @typedef {object} FrontEndApp
 * @property {string} app workspace folder, and the app's key in release.json
 * @property {string} federationName Module Federation name (the shell loads `<name>/routes`)
 * @property {number} devPort `npm run dev` port
 * @property {string} cssPrefix class prefix of the app's CSS modules
 * @property {'site' | 'auth' | null} layout the shell layout around a remote's pages (null: the shell)
 * @property {string[]} prefixes paths a remote owns, with everything under them
 * @property {string[]} privatePrefixes paths robots.txt asks crawlers to leave alone
 */

/** @type {FrontEndApp[]} */
export const APPS = JSON.parse(readFileSync(new URL('../apps.json', import.meta.url), 'utf8')).apps;

/** Workspace folder → Module Federation name, dev port and CSS class prefix. */
export const FRONT_END_APPS = Object.fromEntries(
  APPS.map(({ app, federationName, devPort, cssPrefix }) => [
    app,
    { name: federationName, port: devPort, cssPrefix },
  ]),
);
