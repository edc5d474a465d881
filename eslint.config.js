import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import aboki from './scripts/eslint/no-import-cycle.js';

/** The remotes, as an alternation for the boundary patterns below. */
const REMOTES = 'mfe-[a-z-]+';
/** A relative path into another workspace goes through its src/, dist/ or package.json. */
const INTO_WORKSPACE = '(src|dist|package\\.json)';
/** What of `shared` runs in Node without a DOM: the API may import these and nothing else of it. */
const NODE_SAFE_SHARED = [
  'schemas',
  'messages',
  'nigeria',
  'money',
  'lagos-time',
  'job-rules',
  'i18n',
  'i18n/say-in',
  'i18n/service-words',
  'api-messages',
];

/** The TypeScript programs `npm run typecheck` checks; type-aware lint rules read the same ones. */
const TYPED_PROJECTS = [
  'shared/tsconfig.json',
  'shared/tsconfig.web.json',
  'api/tsconfig.json',
  'deploy/tsconfig.json',
  'deploy/e2e/tsconfig.json',
  'shell/tsconfig.json',
  'mfe-auth/tsconfig.json',
  'mfe-onboarding/tsconfig.json',
  'mfe-aboki/tsconfig.json',
  'mfe-requests/tsconfig.json',
  'mfe-ops/tsconfig.json',
];
/** Outside those programs (tsc checks no Node-side test): linted without type information. */
const TYPE_UNCHECKED = [
  'api/src/**/*.test.ts',
  'api/src/test/**',
  'deploy/src/**/*.test.ts',
  'shared/src/**/*.test.ts',
  'types/**',
];

const ONE_TOAST_QUEUE = {
  name: 'react-toastify',
  message:
    "Use notifySuccess/notifyError/notifyInfo from 'shared': the shell's one container is react-toastify/unstyled, a separate toast queue.",
};

/** An import-boundary pattern: a specifier matching `regex` is refused with `message`. */
const boundary = (regex, message) => ({ regex, message });

/** Test helpers in scripts/jest are reached as `@aboki/test-kit/…` (jest.config.js, tsconfig.web.json), not by path. */
const NO_SCRIPTS = boundary(
  '^(\\.\\./)+scripts/',
  "Import the test helpers as '@aboki/test-kit/<file>'; nothing imports scripts/ by a relative path.",
);

const API_BOUNDARY = boundary(
  `^shared$|^shared/(?!(${NODE_SAFE_SHARED.join('|')})$)|^(shell|deploy|${REMOTES})(/|$)|^(\\.\\./)+(shared|shell|deploy|${REMOTES})/${INTO_WORKSPACE}`,
  `The API imports only shared's Node-safe parts (${NODE_SAFE_SHARED.map((part) => `shared/${part}`).join(', ')}), by package name.`,
);

/** The API's import rules with one more boundary (`no-restricted-imports` replaces, so each block repeats them). */
const apiImportsBut = (extra) => ({
  'no-restricted-imports': ['error', { patterns: [NO_SCRIPTS, API_BOUNDARY, extra] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-checked rules on the code the type checker sees (npm run typecheck's programs).
  {
    files: ['**/*.{ts,tsx}'],
    ignores: TYPE_UNCHECKED,
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: { project: TYPED_PROJECTS, tsconfigRootDir: import.meta.dirname },
    },
    // Fastify plugins and hooks are async functions by contract, awaiting or not; so are test doubles of async APIs.
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { aboki },
    rules: {
      'aboki/no-import-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [ONE_TOAST_QUEUE] }],
    },
  },
  // Every word a person reads comes from a catalogue (issue 24): none written into an app's JSX.
  {
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/test/**'],
    rules: { 'aboki/no-raw-jsx-text': 'error' },
  },
  // Imports go one way (design.md §4): shared → remotes → shell. Each block names what its folder
  // may not reach; `no-restricted-imports` replaces rather than merges, so each repeats the toast rule.
  {
    files: ['mfe-*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ONE_TOAST_QUEUE],
          patterns: [
            NO_SCRIPTS,
            boundary(
              `^(shell|api|deploy|${REMOTES})(/|$)|^(\\.\\./)+(shell|api|deploy|${REMOTES})/${INTO_WORKSPACE}`,
              'A remote never imports another remote, the shell, the API or deploy: share through `shared`, or expose a route.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ONE_TOAST_QUEUE],
          patterns: [
            NO_SCRIPTS,
            boundary(
              `^(api|deploy|${REMOTES})(/|$)|^(\\.\\./)+(api|deploy|${REMOTES})/${INTO_WORKSPACE}`,
              'The shell loads remotes through Module Federation (src/remotes.ts), never by import; the API is reached over HTTP.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ONE_TOAST_QUEUE],
          patterns: [
            NO_SCRIPTS,
            boundary(
              `^(shell|api|deploy|${REMOTES})(/|$)|^(\\.\\./)+(shell|api|deploy|${REMOTES})/${INTO_WORKSPACE}`,
              '`shared` is imported by every app and imports none of them.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SCRIPTS, API_BOUNDARY] }] },
  },
  {
    // Feature modules build on plugins/, lib/, db/ and the platform, never the other way (no cycle
    // between the layers); app.ts and database-setup.ts are where features are composed.
    files: ['api/src/plugins/**/*.ts', 'api/src/lib/**/*.ts', 'api/src/db/**/*.ts', 'api/src/platform.ts'],
    ignores: ['**/*.test.ts'],
    rules: apiImportsBut(
      boundary(
        '(^|/)modules/',
        'plugins/, lib/, db/ and platform.ts are what feature modules build on: they never import a feature module (define the type here and let the module import it).',
      ),
    ),
  },
  {
    // A feature reaches another only through that one's `<feature>-module.ts`, the interface it declares
    // (docs/decisions/0041); which features may build on which is checked by modules/feature-graph.test.ts.
    files: ['api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: apiImportsBut(
      boundary(
        '^\\.\\./([a-z-]+)/(?!\\1-module\\.js$)',
        'A feature imports another only through its `<feature>-module.ts`: export what you need there, or have api/src/features.ts hand it in.',
      ),
    ),
  },
  {
    // Command-line tools and benchmarks talk to a terminal.
    files: [
      'scripts/**',
      'bench/**',
      'deploy/src/cli.ts',
      'api/src/db/migrate-cli.ts',
      'api/src/payouts-cli.ts',
      'api/src/ops-cli.ts',
      '.ci/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'jest.setup.js', '**/test/**', 'scripts/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
    // Jest's asymmetric matchers (expect.any, expect.objectContaining…) are typed `any` by @types/jest.
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
);
