import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Release, ReleaseStore } from '../../dist/store.js';
import { e2eEnv } from './env.js';
import { REPO_ROOT } from './repo.js';

const run = promisify(execFile);

/** The release store the server under test serves. (deploy/dist is imported late: global setup builds it.) */
export async function releaseStore(): Promise<ReleaseStore> {
  const { ReleaseStore: Store } = await import('../../dist/store.js');
  return new Store(e2eEnv().releasesDir);
}

export async function currentRelease(): Promise<Release> {
  const release = await (await releaseStore()).currentRelease();
  if (!release) throw new Error('The release store has no current release');
  return release;
}

/** `npm run release -- <args>` against the store under test, as a platform engineer runs it. */
export async function releaseCli(...args: string[]): Promise<string> {
  const { releasesDir, author } = e2eEnv();
  try {
    const { stdout } = await run(process.execPath, [join(REPO_ROOT, 'deploy/dist/cli.js'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, RELEASES_DIR: releasesDir, RELEASE_AUTHOR: author },
    });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`release ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}
