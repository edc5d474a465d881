import { execFileSync } from 'node:child_process';
import { userInfo, hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const deployEnvSchema = z.object({
  RELEASES_DIR: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  RELEASE_AUTHOR: z.string().min(1).optional(),
  /** How often `serve` judges a running canary (default 30 s); the e2e server judges every second. */
  CANARY_CHECK_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
});

export interface DeployConfig {
  releasesDir: string;
  /** Recorded in the release history and the audit log. */
  author: string;
  canaryCheckMs?: number;
}

/** `Name <email>` from git's configuration, or null where git or its user is not set up. */
export function gitUser(cwd = process.cwd()): string | null {
  const read = (key: string) => {
    try {
      return execFileSync('git', ['config', key], {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return '';
    }
  };
  const name = read('user.name');
  const email = read('user.email');
  if (name && email) return `${name} <${email}>`;
  return name || email || null;
}

export function loadDeployConfig(env: NodeJS.ProcessEnv = process.env): DeployConfig {
  const values = deployEnvSchema.parse(env);
  return {
    releasesDir: resolve(values.RELEASES_DIR ?? join(values.DATA_DIR, 'releases')),
    // Who acts is what the audit log is for: the person (RELEASE_AUTHOR in CI), else their git identity.
    author: values.RELEASE_AUTHOR ?? gitUser() ?? `${userInfo().username}@${hostname()}`,
    ...(values.CANARY_CHECK_MS ? { canaryCheckMs: values.CANARY_CHECK_MS } : {}),
  };
}
