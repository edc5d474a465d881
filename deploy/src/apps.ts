import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in deploy/src or deploy/dist). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const SHELL = 'shell';

/** One entry of apps.json, the one list of front-end apps (scripts/apps.mjs describes the fields). */
export interface AppEntry {
  app: string;
  federationName: string;
  devPort: number;
  cssPrefix: string;
  layout: 'site' | 'auth' | null;
  prefixes: string[];
  privatePrefixes: string[];
}

/** The one list of apps (apps.json). */
export const APPS: readonly AppEntry[] = (
  JSON.parse(readFileSync(new URL('apps.json', `file://${REPO_ROOT}`), 'utf8')) as { apps: AppEntry[] }
).apps;

/** The front-end apps a release is made of: the shell and every remote. */
export const FRONT_END_APPS: readonly string[] = APPS.map(({ app }) => app);

/** Paths robots.txt asks crawlers to leave alone: the API and every app's signed-in pages. */
export const PRIVATE_PREFIXES: readonly string[] = [
  ...new Set(['/api', ...APPS.flatMap(({ privatePrefixes }) => privatePrefixes)]),
];

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
