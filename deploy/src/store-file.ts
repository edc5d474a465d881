import { stat } from 'node:fs/promises';

/** How stale a server's view of current.json or canary.json may get, whatever stat says. */
export const MAX_AGE_MS = 1_000;

/**
 * One of the store's small pointer files (current.json, canary.json) as a server sees it: read
 * again when its stat changes, which every writer's atomic rename makes happen at once, and in any
 * case once `maxAgeMs` has passed. The stat is one system call per request; the age bound covers
 * what it cannot see: an attribute cache on a network filesystem, or a replacement that reuses the
 * inode with the same size within the filesystem's mtime granularity. Several servers sharing one
 * RELEASES_DIR therefore switch within about a second of any compose, rollback or canary change.
 */
export function storeFileReader<T>(
  file: string,
  read: () => Promise<T>,
  maxAgeMs = MAX_AGE_MS,
): () => Promise<T> {
  let cached: { stamp: string; readAt: number; value: T } | undefined;
  return async () => {
    const info = await stat(file).catch(() => null);
    const stamp = info ? `${info.mtimeMs}:${info.size}:${info.ino}` : 'none';
    const now = Date.now();
    if (cached?.stamp !== stamp || now - cached.readAt >= maxAgeMs) {
      cached = { stamp, readAt: now, value: await read() };
    }
    return cached.value;
  };
}
