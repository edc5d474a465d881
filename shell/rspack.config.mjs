import { createAppConfig, createPrerenderConfig } from '../scripts/rspack-app.mjs';

const browser = createAppConfig({ appDir: import.meta.dirname, entry: './src/main.tsx' });
const prerender = createPrerenderConfig({ appDir: import.meta.dirname, entry: './src/prerender/server.tsx' });

// A production build is the browser build and, after it, the server bundle of the public pages.
export default (env = {}, argv = {}) =>
  (argv.mode ?? process.env.NODE_ENV) === 'production'
    ? [browser(env, argv), prerender(env, argv)]
    : browser(env, argv);
