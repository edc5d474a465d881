import { chmodSync, mkdirSync, statSync } from 'node:fs';
import type { Config } from '../config.js';

/** Files the process creates are its own alone: no group or other permissions. */
export const PRIVATE_UMASK = 0o077;
export const DATA_DIR_MODE = 0o700;

/**
 * Makes DATA_DIR private before anything is written into it (security review, issue 7 finding 6):
 * the embedded database, development secrets and the release store were readable by every local
 * user (the directory 0755, most files 0666). Sets the process umask to 0077, so every file and
 * directory made from here on (by PGlite's worker thread too: the umask is per process) has no
 * group or other bits, and creates DATA_DIR 0700 for the embedded database. An existing DATA_DIR with looser modes is
 * tightened to 0700 when the embedded database lives in it; with DATABASE_URL it is left alone, as it
 * may be a shared release store that a web server reads (see docs/decisions/0016).
 * Returns what it did, for the caller to log.
 */
export function prepareDataDir(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
): 'created' | 'tightened' | 'kept' {
  process.umask(PRIVATE_UMASK);
  let mode: number;
  try {
    mode = statSync(config.dataDir).mode & 0o777;
  } catch {
    // On a PostgreSQL server nothing of ours needs DATA_DIR (the release store may live elsewhere).
    if (config.databaseUrl !== undefined) return 'kept';
    mkdirSync(config.dataDir, { recursive: true, mode: DATA_DIR_MODE });
    // mkdir's mode is filtered by the umask, which is tighter still; chmod states it outright.
    chmodSync(config.dataDir, DATA_DIR_MODE);
    return 'created';
  }
  if (config.databaseUrl === undefined && (mode & 0o077) !== 0) {
    chmodSync(config.dataDir, DATA_DIR_MODE);
    return 'tightened';
  }
  return 'kept';
}
