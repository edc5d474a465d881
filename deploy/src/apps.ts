import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in deploy/src or deploy/dist). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const SHELL = 'shell';

/** The front-end apps a release is made of: the shell and every `mfe-*` workspace. */
export const FRONT_END_APPS: readonly string[] = (
  JSON.parse(readFileSync(new URL('package.json', `file://${REPO_ROOT}`), 'utf8')) as { workspaces: string[] }
).workspaces.filter((workspace) => workspace === SHELL || workspace.startsWith('mfe-'));

/** A version names a folder and a URL segment: keep it to characters that are safe in both. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

export class DeployError extends Error {
  override readonly name = 'DeployError';
}

export function assertApp(app: string): void {
  if (!FRONT_END_APPS.includes(app)) {
    throw new DeployError(`Unknown app "${app}". Apps: ${FRONT_END_APPS.join(', ')}`);
  }
}

export function assertVersion(version: string): void {
  if (!VERSION_PATTERN.test(version)) {
    throw new DeployError(`"${version}" is not a valid version (letters, digits, . + _ - ; at most 64)`);
  }
}
