import { availableParallelism } from 'node:os';
import { APPS } from './scripts/apps.mjs';

// One Jest for the whole repository: each workspace is a project, so `npm test` runs everything.
const swc = (moduleType) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
      // Keeps `with { type: 'json' }` on JSON imports, as Node's ESM loader (and Jest's) requires.
      experimental: { keepImportAttributes: true },
    },
    module: { type: moduleType },
  },
];

// ESM-only packages that CommonJS dependencies require() (cookie under light-my-request,
// content-disposition under @fastify/send): Jest on Node 20 must compile them to CommonJS.
const esmOnlyDependencies = ['cookie', 'content-disposition'];

/** Settings every project shares: ESM TypeScript through SWC, workspace packages resolved to their sources. */
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    [`/node_modules/(${esmOnlyDependencies.join('|')})/.+\\.js$`]: swc('commonjs'),
    '^.+\\.(t|j)sx?$': swc('es6'),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyDependencies.join('|')})/)`],
  // The test helpers in scripts/jest are imported by name, never by a relative path into scripts/;
  // NodeNext imports name the emitted `.js` file, and in tests the `.ts` source stands behind it.
  moduleNameMapper: {
    '^@aboki/test-kit/(.*)$': '<rootDir>/../scripts/jest/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.js'],
};

const node = {
  ...common,
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
};
const web = {
  ...common,
  // jsdom plus Node's fetch, Request and AbortController (React Router's data router needs them).
  testEnvironment: '<rootDir>/../scripts/jest/web-environment.js',
  testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/../scripts/jest/css-module-stub.cjs',
    '\\.css$': '<rootDir>/../scripts/jest/css-stub.cjs',
    ...common.moduleNameMapper,
  },
  setupFilesAfterEnv: [...common.setupFilesAfterEnv, '<rootDir>/../scripts/jest/web-setup.js'],
  globals: { __APP_VERSION__: '0.0.0-test' },
};

export default {
  // One worker per core. Jest's default keeps a core for its main process, which only waits for
  // the workers' results: on a 2-core machine (CI's) that ran every suite one after another on one
  // core. Each test file has its own database (PGlite in memory, or its own on the server), so files
  // never share state.
  maxWorkers: availableParallelism(),
  // A test that leaves a handle open fails the run instead of hanging it (scripts/jest/exit-watchdog).
  globalTeardown: '<rootDir>/scripts/jest/exit-watchdog.mjs',
  projects: [
    { ...node, displayName: 'shared', rootDir: 'shared', testMatch: ['<rootDir>/src/**/*.test.ts'] },
    // The shared UI kit and other browser components: `.test.tsx` files run in jsdom.
    { ...web, displayName: 'shared-ui', rootDir: 'shared', testMatch: ['<rootDir>/src/**/*.test.tsx'] },
    // Each project builds only what its own tests need, and only when one of them is selected.
    { ...node, displayName: 'api', rootDir: 'api', globalSetup: '<rootDir>/../scripts/jest/build-api.mjs' },
    // deploy/e2e holds the Playwright journeys, run by `npm run test:e2e`.
    {
      ...node,
      displayName: 'deploy',
      rootDir: 'deploy',
      testPathIgnorePatterns: ['/node_modules/', '/e2e/'],
      globalSetup: '<rootDir>/../scripts/jest/build-deploy.mjs',
    },
    // One project per front-end app, from the one list (apps.json).
    ...APPS.map(({ app }) => ({ ...web, displayName: app, rootDir: app })),
  ],
};
