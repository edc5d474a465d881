import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// The architecture's one-way imports (design.md §4) are kept by the linter: these check that the
// repository's own ESLint configuration refuses each crossing, and allows the ordinary imports.
const root = fileURLToPath(new URL('../../', import.meta.url));
// The files linted here do not exist, so no TypeScript program holds them: type-aware parsing is
// off for them (the import rules need no types).
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

async function errorsOf(rule: string, filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, { filePath });
  // A file ESLint could not parse has no rule messages at all: that must fail, not pass as "allowed".
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`ESLint could not lint ${filePath}: ${fatal.message}`);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

const boundaryErrors = (filePath: string, source: string) =>
  errorsOf('no-restricted-imports', filePath, source);

describe('import boundaries', () => {
  it.each([
    [
      'a remote importing another remote',
      'mfe-aboki/src/pages/x.ts',
      "import { imported } from 'mfe-auth/src/routes.js';",
    ],
    [
      'a remote reaching into another by path',
      'mfe-aboki/src/pages/x.ts',
      "import { imported } from '../../../mfe-requests/src/routes.js';",
    ],
    [
      'a remote importing the shell',
      'mfe-requests/src/x.ts',
      "import { imported } from '../../shell/src/router.js';",
    ],
    [
      'shared importing an app',
      'shared/src/auth/x.ts',
      "import { imported } from '../../../mfe-auth/src/routes.js';",
    ],
    ['shared importing the API', 'shared/src/x.ts', "import { imported } from 'api/src/app.js';"],
    ['the shell importing a remote', 'shell/src/x.ts', "import { imported } from 'mfe-aboki/src/routes.js';"],
    [
      'the API importing browser parts of shared',
      'api/src/modules/x.ts',
      "import { imported } from 'shared/auth';",
    ],
    ['the API importing the whole of shared', 'api/src/modules/x.ts', "import { imported } from 'shared';"],
    [
      'a plugin importing a feature module',
      'api/src/plugins/x.ts',
      "import { imported } from '../modules/auth/session-service.js';",
    ],
    [
      'the database layer importing a feature module',
      'api/src/db/x.ts',
      "import { imported } from '../modules/services/services-repository.js';",
    ],
    [
      'the platform depending on a feature module',
      'api/src/platform.ts',
      "import type { imported } from './modules/events/events-routes.js';",
    ],
    [
      'a feature reaching into another feature’s files',
      'api/src/modules/payments/x.ts',
      "import { imported } from '../jobs/jobs-repository.js';",
    ],
    [
      'a feature reaching into another through a file named like a module',
      'api/src/modules/payments/x.ts',
      "import { imported } from '../jobs/payments-module.js';",
    ],
    [
      'a test reaching into scripts/ by path',
      'mfe-auth/src/pages/x.test.tsx',
      "import { imported } from '../../../scripts/jest/page-world.js';",
    ],
    [
      'the API importing shared by path',
      'api/src/modules/x.ts',
      "import { imported } from '../../../shared/src/money.js';",
    ],
  ])('refuses %s', async (_name, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toHaveLength(1);
  });

  it.each([
    ['a remote importing shared', 'mfe-aboki/src/pages/x.ts', "import { imported } from 'shared/forms';"],
    [
      'a remote importing its own files',
      'mfe-aboki/src/pages/x.ts',
      "import { imported } from '../api/abokis.js';",
    ],
    [
      'the shell importing its own api folder',
      'shell/src/pages/x.ts',
      "import { imported } from '../api/services.js';",
    ],
    [
      'the API importing Node-safe shared parts',
      'api/src/modules/x.ts',
      "import { imported } from 'shared/lagos-time';",
    ],
    [
      'a feature importing another through its module',
      'api/src/modules/payments/x.ts',
      "import { imported } from '../jobs/jobs-module.js';",
    ],
    [
      'a feature importing its own files',
      'api/src/modules/payments/x.ts',
      "import { imported } from './checkout.js';",
    ],
    [
      'the app composing a feature module',
      'api/src/database-setup.ts',
      "import { imported } from './modules/services/catalogue.js';",
    ],
    [
      'a test importing the test kit by name',
      'mfe-auth/src/pages/x.test.tsx',
      "import { imported } from '@aboki/test-kit/page-world';",
    ],
  ])('allows %s', async (_name, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([]);
  });
});

describe('import cycles', () => {
  // The linted text stands in for a real file, so its imports close a loop through files on disk.
  it('refuses an import that leads back to the importing file', async () => {
    const errors = await errorsOf(
      'aboki/no-import-cycle',
      'api/src/lib/secrets.ts',
      "import { imported } from '../modules/auth/session-service.js';",
    );
    expect(errors).toEqual([
      expect.stringContaining(
        'api/src/lib/secrets.ts → api/src/modules/auth/session-service.ts → api/src/lib/secrets.ts',
      ),
    ]);
  });

  it('refuses a longer loop, and `import type` counts', async () => {
    const errors = await errorsOf(
      'aboki/no-import-cycle',
      'api/src/plugins/authenticate.ts',
      "import type { imported } from '../modules/auth/auth-routes.js';",
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^Import cycle: api\/src\/plugins\/authenticate\.ts → .+ → api\/src\/plugins\/authenticate\.ts/,
      ),
    ]);
  });

  it('allows imports that only go one way', async () => {
    const errors = await errorsOf(
      'aboki/no-import-cycle',
      'api/src/modules/auth/x.ts',
      "import { imported } from './session-service.js';",
    );
    expect(errors).toEqual([]);
  });
});
