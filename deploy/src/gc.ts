import { rm } from 'node:fs/promises';
import { DeployError, FRONT_END_APPS } from './apps.js';
import type { ReleaseStore } from './store.js';

export interface GcResult {
  /** `app@version` removed from the store. */
  removed: string[];
  /** Older than the newest `keep`, but named by the current release, a canary or a preview. */
  keptLive: string[];
}

/**
 * The only thing that removes published versions: per app, all but the `keep` newest, never one a
 * visitor may still be served (the current release, a running canary and the release it runs
 * beside, unexpired previews). Open tabs on older releases keep working until then.
 */
export async function gc(store: ReleaseStore, keep: number, by: string, now = new Date()): Promise<GcResult> {
  if (!Number.isInteger(keep) || keep < 1) {
    throw new DeployError(
      'gc needs --keep N: how many of the newest versions of each app to keep (at least 1)',
    );
  }
  const removed: string[] = [];
  const keptLive: string[] = [];
  for (const app of FRONT_END_APPS) {
    const versions = await store.listVersions(app); // Oldest first.
    for (const { version } of versions.slice(0, Math.max(0, versions.length - keep))) {
      const name = `${app}@${version}`;
      // Read again before each removal: a compose, canary or preview may have started meanwhile.
      if ((await store.liveVersions(now)).has(name)) {
        keptLive.push(name);
        continue;
      }
      await rm(store.versionDir(app, version), { recursive: true, force: true });
      removed.push(name);
    }
  }
  await store.audit({ by, action: 'gc', subject: `keep ${keep}`, details: { removed, keptLive } });
  return { removed, keptLive };
}
