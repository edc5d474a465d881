import { fileURLToPath } from 'node:url';

/** The repository root (this file is deploy/e2e/support/repo.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
