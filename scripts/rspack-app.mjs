// The one Rspack + Module Federation configuration every front-end app builds with.
// Each app's rspack.config.mjs only names itself: see createAppConfig below.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { APPS, FRONT_END_APPS } from './apps.mjs';
import { BuildInfoPlugin, declaredRoutes, RouteChunksPlugin } from './build-info.mjs';

const root = path.resolve(import.meta.dirname, '..');

// scripts/dev.mjs reads the one table (apps.json) from here.

export { FRONT_END_APPS };

export const API_DEV_TARGET = 'http://127.0.0.1:3000';

/**
 * Libraries with state (React, the router, the Jotai store, the toast queue, the auth atom) must
 * exist once. The shell provides its copies (shell/src/federation-host.ts); a remote's own are
 * only fallbacks.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router-dom',
  'react-router',
  'jotai',
  'react-toastify',
  'react-toastify/unstyled',
  'shared',
];

/** Browsers of the people Aboki serves, many on older Android phones. */
const TARGETS = ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14', 'samsung >= 14'];

/** How the browser and server builds find sources: the same for both. */
const SOURCE_RESOLVE = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  // Workspace packages (shared) are bundled from their TypeScript sources.
  conditionNames: ['source', '...'],
  // Sources import `./x.js` (NodeNext style); the file on disk is `./x.ts` or `./x.tsx`.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/** TypeScript and JSX through SWC, and CSS Modules: the same rules for the browser and server builds. */
function sourceRules({ development, targets }) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      type: 'javascript/auto',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
        },
        env: { targets },
      },
    },
    { test: /\.css$/, type: 'css/auto' },
  ];
}

const require = createRequire(import.meta.url);

/**
 * The Module Federation runtime as ES modules rather than the CommonJS files Rspack picks by
 * default, so unused parts of it are tree-shaken from every app's start-up code.
 */
function federationRuntimeAliases() {
  // Falls back to the CommonJS file if a future version names its ES module differently.
  const esm = (request) => {
    const commonJs = require.resolve(request);
    const module = commonJs.replace(/index\.cjs\.c?js$/, (name) =>
      name.endsWith('.cjs') ? 'index.esm.js' : 'index.esm.mjs',
    );
    return existsSync(module) ? module : commonJs;
  };
  const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime', {
    paths: [require.resolve('@module-federation/runtime-tools')],
  });
  return {
    [bundlerRuntime]: esm('@module-federation/webpack-bundler-runtime'),
    '@module-federation/runtime$': esm('@module-federation/runtime'),
    '@module-federation/runtime-core$': esm('@module-federation/runtime-core'),
    '@module-federation/sdk$': esm('@module-federation/sdk'),
    '@module-federation/error-codes$': esm('@module-federation/error-codes'),
  };
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A request's package directory: `shared` is the workspace's; the rest are installed at the root. */
function packageDir(request) {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  return { name, dir: name === 'shared' ? path.join(root, 'shared') : path.join(root, 'node_modules', name) };
}

/** Per shared singleton: the installed version, and the range the app asks for (its own, else `^installed`). */
function sharedSingletons(appPackage) {
  return SINGLETONS.map((request) => {
    const { name, dir } = packageDir(request);
    const version = readJson(path.join(dir, 'package.json')).version;
    return { name: request, version, requiredVersion: appPackage.dependencies?.[name] ?? `^${version}` };
  });
}

/** A remote's shared configuration: every singleton, taken from the shell at run time. */
function sharedConfig(appPackage) {
  return Object.fromEntries(
    sharedSingletons(appPackage).map(({ name, requiredVersion }) => [
      name,
      { singleton: true, requiredVersion },
    ]),
  );
}

/**
 * Writes the shell's `mf-manifest.json`: what it shares, in the form a container's manifest gives
 * it, so publish and compose treat every app alike (deploy/src/compose.ts checks the ranges).
 */
class HostManifestPlugin {
  constructor(shared) {
    this.shared = shared;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('HostManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const manifest = {
            name: 'shell',
            shared: this.shared.map((entry) => ({ ...entry, singleton: true })),
            remotes: [],
            exposes: [],
          };
          compilation.emitAsset(
            'mf-manifest.json',
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * Writes `entry.json`: the shell's initial JS and CSS files, relative to dist, plus what to preload:
 * the named chunk groups every page needs next (`preload`) and those of particular paths (`routes`).
 * The deploy server renders the HTML document from it under the release's versioned base, so the
 * browser fetches the next chunks in parallel instead of discovering them one round trip at a time.
 */
class EntryManifestPlugin {
  constructor({ preload = [], routes = {}, federation, loader } = {}) {
    this.preload = preload;
    this.routes = routes;
    /** The chunk group that starts the federation host: preloaded on remote routes only. */
    this.federation = federation;
    /** The painted documents' entry loader (shell/src/entry-loader.js), emitted as written. */
    this.loader = loader;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    const split = (files) => ({
      js: files.filter((file) => file.endsWith('.js')),
      css: files.filter((file) => file.endsWith('.css')),
    });
    compiler.hooks.thisCompilation.tap('EntryManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const filesOf = (name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`EntryManifestPlugin: no chunk group named "${name}"`);
            return group.getFiles().filter((file) => !file.includes('.hot-update.'));
          };
          const initial = filesOf('main');
          const later = (names) =>
            split([...new Set(names.flatMap(filesOf))].filter((file) => !initial.includes(file)));
          const manifest = {
            ...split(initial),
            preload: later(this.preload),
            ...(this.federation ? { federation: later([this.federation]) } : {}),
            routes: Object.fromEntries(
              Object.entries(this.routes).map(([path, names]) => [path, later(names)]),
            ),
          };
          if (this.loader) {
            const source = readFileSync(this.loader, 'utf8');
            // `rspack serve` and watch builds see an edit to it.
            compilation.fileDependencies.add(this.loader);
            const file = `static/js/entry-loader.${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
            compilation.emitAsset(file, new sources.RawSource(source));
            manifest.loader = file;
          }
          compilation.emitAsset(
            'entry.json',
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** The shell's public pages and their named chunks (shell/src/router.tsx's webpackChunkName). */
const PUBLIC_PAGE_CHUNKS = {
  '/': 'page-home',
  '/about': 'page-about',
  '/services': 'page-services',
  '/contact': 'page-contact',
  '/help': 'page-help',
};

/** The development release manifest: every app served by its own `rspack serve`. */
function devRelease(hostname) {
  const apps = Object.fromEntries(
    Object.entries(FRONT_END_APPS).map(([app, { port }]) => [
      app,
      { version: 'dev', base: app === 'shell' ? '/' : `http://${hostname}:${port}/` },
    ]),
  );
  return { id: 'dev', createdAt: new Date().toISOString(), createdBy: 'npm run dev', apps };
}

/**
 * Rspack configuration for one app.
 * @param {object} options
 * @param {string} options.appDir the app's folder (pass `import.meta.dirname`)
 * @param {Record<string, string>} [options.exposes] remotes: what they expose (only `./routes`)
 * @param {string} [options.entry] the shell: its entry module
 */
export function createAppConfig({ appDir, exposes, entry }) {
  const app = path.basename(appDir);
  const settings = FRONT_END_APPS[app];
  if (!settings) throw new Error(`Unknown front-end app "${app}"; add it to FRONT_END_APPS`);
  const isShell = Boolean(entry);
  const appPackage = readJson(path.join(appDir, 'package.json'));

  return (env = {}, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    // `rspack build --env appVersion=…` stamps a build with another version (release rehearsals, tests).
    const appVersion = env.appVersion ?? appPackage.version;
    const hash = production ? '.[contenthash:8]' : '';

    /** @type {import('@rspack/core').Configuration} */
    const config = {
      name: 'browser',
      context: appDir,
      mode: production ? 'production' : 'development',
      target: ['web', 'es2020'],
      // A remote has no page of its own: Module Federation adds its container entry (remoteEntry.js).
      entry: isShell ? { main: entry } : {},
      output: {
        path: path.join(appDir, 'dist'),
        // Works from whatever versioned URL a build is published under.
        publicPath: 'auto',
        uniqueName: settings.name,
        filename: `static/js/[name]${hash}.js`,
        chunkFilename: `static/js/[name]${hash}.js`,
        cssFilename: `static/css/[name]${hash}.css`,
        cssChunkFilename: `static/css/[name]${hash}.css`,
        assetModuleFilename: `static/media/[name]${production ? '.[contenthash:8]' : ''}[ext]`,
        clean: true,
      },
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      experiments: { css: true },
      resolve: {
        ...SOURCE_RESOLVE,
        alias: {
          ...federationRuntimeAliases(),
          // Server-only dependencies of React Router (see the stub for why).
          cookie$: path.join(root, 'scripts/browser-stubs/server-only.mjs'),
          'set-cookie-parser$': path.join(root, 'scripts/browser-stubs/server-only.mjs'),
        },
      },
      module: {
        parser: { 'css/auto': { namedExports: false } },
        generator: {
          // CSS Modules everywhere; the app prefix keeps one app's classes from touching another's.
          'css/auto': {
            localIdentName: `${settings.cssPrefix}-[local]-[hash:5]`,
            exportsConvention: 'as-is',
          },
        },
        rules: sourceRules({ development: !production, targets: TARGETS }),
      },
      plugins: [
        // Each remote marks its pages with the version it was built as, so support can see what a user ran.
        new rspack.DefinePlugin({ __APP_VERSION__: JSON.stringify(appVersion) }),
        // Remotes are Module Federation containers. The shell is a host started only when a remote
        // route opens (shell/src/federation-host.ts, decision 0060): its entry carries no federation
        // runtime; the build tells that module what it shares and writes the same description of it
        // that a container's manifest gives, for compose to check.
        ...(isShell
          ? [
              new rspack.DefinePlugin({
                __SHELL_SHARED__: JSON.stringify(
                  Object.fromEntries(
                    sharedSingletons(appPackage).map(({ name, version, requiredVersion }) => [
                      name,
                      { version, requiredVersion },
                    ]),
                  ),
                ),
              }),
              new HostManifestPlugin(sharedSingletons(appPackage)),
            ]
          : [
              new ModuleFederationPlugin({
                name: settings.name,
                ...(exposes ? { exposes, filename: 'remoteEntry.js' } : {}),
                // Each remote describes its shared singletons; compose checks them against the shell's.
                manifest: true,
                shared: sharedConfig(appPackage),
                // Use whatever copy is already loaded, so one dead remote cannot hold up start-up.
                shareStrategy: 'loaded-first',
                dts: false,
                dev: false,
                experiments: {
                  // Browser-only builds: drops the runtime's Node.js loading paths.
                  optimization: { target: 'web' },
                  // The federation runtime ships once, with the shell (decision 0058): the shell's host
                  // puts its core on the page and every remote entry uses that copy.
                  externalRuntime: true,
                },
              }),
            ]),
        // The build's mode and routes (scripts/build-info.mjs): what publish and compose check.
        new BuildInfoPlugin(() => ({
          app,
          mode: production ? 'production' : 'development',
          version: appVersion,
          ...(isShell
            ? // The shell's router maps these prefixes to the remotes (shell/src/route-groups.ts).
              {
                routeGroups: Object.fromEntries(
                  APPS.filter((entry) => entry.layout).map((entry) => [entry.app, entry.prefixes]),
                ),
              }
            : { routes: declaredRoutes(path.join(appDir, exposes['./routes'])) }),
        })),
        // A remote's pages and the files each loads: the server preloads them with the page.
        ...(isShell ? [] : [new RouteChunksPlugin(path.join(appDir, exposes['./routes']))]),
        ...(isShell && production
          ? [
              new EntryManifestPlugin({
                preload: ['bootstrap'],
                federation: 'federation',
                loader: path.join(appDir, 'src/entry-loader.js'),
                // Each public page's own chunk: a prerendered page is hydrated once its code is here.
                routes: Object.fromEntries(
                  Object.entries(PUBLIC_PAGE_CHUNKS).map(([pagePath, chunk]) => [pagePath, [chunk]]),
                ),
              }),
            ]
          : []),
        ...(isShell && !production
          ? [new rspack.HtmlRspackPlugin({ template: path.join(appDir, 'index.html'), publicPath: '/' })]
          : []),
      ],
      optimization: { minimize: production },
      performance: false,
      // `rspack serve` compiles dynamic imports on first request by default; every such rebuild
      // would live-reload the page, and a remote's chunks are requested from the shell's page.
      lazyCompilation: false,
      devServer: {
        port: settings.port,
        hot: false,
        liveReload: true,
        // Remotes are fetched by the shell on another port.
        headers: isShell ? {} : { 'Access-Control-Allow-Origin': '*' },
        // The live-reload socket goes to this app's own server, even inside the shell's page.
        client: { webSocketURL: { port: settings.port }, overlay: { warnings: false } },
        ...(isShell
          ? {
              historyApiFallback: true,
              proxy: [{ context: ['/api'], target: API_DEV_TARGET, changeOrigin: false }],
              setupMiddlewares(middlewares) {
                middlewares.unshift({
                  name: 'dev-release',
                  path: '/release.json',
                  middleware(request, response) {
                    const hostname = (request.headers.host ?? 'localhost').replace(/:\d+$/, '');
                    response.setHeader('content-type', 'application/json');
                    response.setHeader('cache-control', 'no-store');
                    response.end(JSON.stringify(devRelease(hostname)));
                  },
                });
                return middlewares;
              },
            }
          : {}),
      },
    };
    return config;
  };
}

/** Where the shell's server bundle is written, inside its dist (deploy/src/prerender.ts reads it there). */
export const PRERENDER_BUNDLE = 'server/prerender.cjs';

/**
 * The shell's server bundle: its public pages and route skeletons rendered to HTML in Node
 * (shell/src/prerender/server.tsx), from the same components and CSS Modules class names as the
 * browser build, in one self-contained CommonJS file. It is written into the shell's dist after the
 * browser build (which cleans dist first), so publish copies it and records its digest with the rest.
 * @param {object} options
 * @param {string} options.appDir the shell's folder
 * @param {string} options.entry the server entry module
 */
export function createPrerenderConfig({ appDir, entry }) {
  const app = path.basename(appDir);
  const settings = FRONT_END_APPS[app];
  const appPackage = readJson(path.join(appDir, 'package.json'));
  return (env = {}) => {
    const appVersion = env.appVersion ?? appPackage.version;
    /** @type {import('@rspack/core').Configuration} */
    const config = {
      name: 'prerender',
      // After the browser build: its `output.clean` would otherwise delete this bundle.
      dependencies: ['browser'],
      context: appDir,
      mode: 'production',
      target: ['node20', 'es2022'],
      entry: { prerender: entry },
      output: {
        path: path.join(appDir, 'dist', path.dirname(PRERENDER_BUNDLE)),
        // The same unique name as the browser build: CSS Modules class names hash it.
        uniqueName: settings.name,
        filename: path.basename(PRERENDER_BUNDLE),
        library: { type: 'commonjs2' },
        // One file: the serving code evaluates exactly the bytes whose digest it checked.
        asyncChunks: false,
        clean: false,
      },
      devtool: false,
      experiments: { css: true },
      resolve: SOURCE_RESOLVE,
      module: {
        parser: { 'css/auto': { namedExports: false } },
        generator: {
          // Class names only, exactly as the browser build names them; the CSS itself is the browser's.
          'css/auto': {
            localIdentName: `${settings.cssPrefix}-[local]-[hash:5]`,
            exportsConvention: 'as-is',
            exportsOnly: true,
          },
        },
        rules: sourceRules({ development: false, targets: 'node >= 20' }),
      },
      plugins: [
        new rspack.DefinePlugin({
          __APP_VERSION__: JSON.stringify(appVersion),
          // Jotai's development checks read this: each shell version's bundle in one server process
          // has its own Jotai, which is right here, not the duplicate it warns about in a browser.
          'import.meta.env': { MODE: JSON.stringify('production') },
        }),
      ],
      optimization: { minimize: false, splitChunks: false },
      performance: false,
    };
    return config;
  };
}
