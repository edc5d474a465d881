import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The architecture's one-way imports (design.md §4) are kept by the linter: these check that the
// repository's own ESLint configuration refuses each crossing, and allows the ordinary imports.
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

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
  ])('allows %s', async (_name, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([]);
  });
});
