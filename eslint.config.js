import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The remotes, as an alternation for the boundary patterns below. */
const REMOTES = 'mfe-[a-z-]+';
/** A relative path into another workspace goes through its src/, dist/ or package.json. */
const INTO_WORKSPACE = '(src|dist|package\\.json)';
/** What of `shared` runs in Node without a DOM: the API may import these and nothing else of it. */
const NODE_SAFE_SHARED = ['schemas', 'messages', 'nigeria', 'money', 'lagos-time', 'job-rules'];

const ONE_TOAST_QUEUE = {
  name: 'react-toastify',
  message:
    "Use notifySuccess/notifyError/notifyInfo from 'shared': the shell's one container is react-toastify/unstyled, a separate toast queue.",
};

/** An import-boundary pattern: a specifier matching `regex` is refused with `message`. */
const boundary = (regex, message) => ({ regex, message });

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
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            boundary(
              `^shared$|^shared/(?!(${NODE_SAFE_SHARED.join('|')})$)|^(shell|deploy|${REMOTES})(/|$)|^(\\.\\./)+(shared|shell|deploy|${REMOTES})/${INTO_WORKSPACE}`,
              `The API imports only shared's Node-safe parts (${NODE_SAFE_SHARED.map((part) => `shared/${part}`).join(', ')}), by package name.`,
            ),
          ],
        },
      ],
    },
  },
  {
    // Command-line tools and benchmarks talk to a terminal.
    files: ['scripts/**', 'bench/**', 'deploy/src/cli.ts', 'api/src/db/migrate-cli.ts', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'jest.setup.js', '**/test/**', 'scripts/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
