// What a signed-in person last saw of their own records, kept on this device so the page opens with
// no signal (a job's start code at the gate). It belongs to one account: another account on the same
// phone reads nothing, and signing out (or a session that ended) wipes it all (clearSession).

import { TAB_DRAFT_PREFIX } from './storage-keys.js';

const PREFIX = 'aboki_offline:';

interface Kept<T> {
  userId: string;
  savedAt: string;
  value: T;
}

/** Keeps `value` under `name` for `userId`; a full or blocked storage only loses the offline copy. */
export function keepForOffline<T>(
  userId: string,
  name: string,
  value: T,
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(`${PREFIX}${name}`, JSON.stringify({ userId, savedAt: new Date().toISOString(), value }));
  } catch {
    // Quota or privacy mode: the page still works online.
  }
}

/** What was kept under `name` for `userId`, and when; null when nothing was, or for another account. */
export function readOffline<T>(
  userId: string,
  name: string,
  storage: Storage = localStorage,
): { value: T; savedAt: Date } | null {
  try {
    const kept = JSON.parse(storage.getItem(`${PREFIX}${name}`) ?? 'null') as Kept<T> | null;
    return kept && kept.userId === userId ? { value: kept.value, savedAt: new Date(kept.savedAt) } : null;
  } catch {
    return null;
  }
}

/** Removes this tab's drafts (TAB_DRAFT_PREFIX in sessionStorage): at sign-out, here or in another tab. */
export function wipeTabDrafts(storage: Storage = sessionStorage): void {
  wipePrefixed(storage, TAB_DRAFT_PREFIX);
}

/** Removes everything kept for offline use (at sign-out). */
export function wipeOffline(storage: Storage = localStorage): void {
  wipePrefixed(storage, PREFIX);
}

function wipePrefixed(storage: Storage, prefix: string): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
