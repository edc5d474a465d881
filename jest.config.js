// One Jest for the whole repository: each workspace is a project, so `npm test` runs everything.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'es6' } }];

/** Settings every project shares: ESM TypeScript through SWC, workspace packages resolved to their sources. */
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // NodeNext imports name the emitted `.js` file; in tests the `.ts` source stands behind it.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.js'],
};

const node = { ...common, testEnvironment: 'node', testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] } };
const web = { ...common, testEnvironment: 'jsdom', testEnvironmentOptions: { customExportConditions: ['source', 'browser'] } };

export default {
  projects: [
    { ...node, displayName: 'shared', rootDir: 'shared' },
    { ...node, displayName: 'api', rootDir: 'api' },
  ],
};
