import { userInfo, hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const deployEnvSchema = z.object({
  RELEASES_DIR: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  RELEASE_AUTHOR: z.string().min(1).optional(),
});

export interface DeployConfig {
  releasesDir: string;
  /** Recorded in the release history. */
  author: string;
}

export function loadDeployConfig(env: NodeJS.ProcessEnv = process.env): DeployConfig {
  const values = deployEnvSchema.parse(env);
  return {
    releasesDir: resolve(values.RELEASES_DIR ?? join(values.DATA_DIR, 'releases')),
    author: values.RELEASE_AUTHOR ?? `${userInfo().username}@${hostname()}`,
  };
}
