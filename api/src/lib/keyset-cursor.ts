import { validationError } from './app-error.js';
import { isUuid } from './uuid.js';

// Keyset pagination (design.md §2: no OFFSET lists): a page's `nextCursor` is the last row's sort
// key, opaque to clients, base64url of a JSON array. Every list pages with this one codec.

/**
 * The time format cursors carry: UTC ISO with milliseconds (Date#toISOString) or, where a list's key
 * is read as text from PostgreSQL, microseconds, so the position compares exactly in SQL.
 */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(\d{3})?Z$/;

/** A cursor time that names a real instant: JavaScript rolls "02-30" over to March, PostgreSQL refuses it. */
export function isCursorTime(value: unknown): value is string {
  if (typeof value !== 'string' || !CURSOR_TIME.test(value)) return false;
  const instant = Date.parse(value);
  return !Number.isNaN(instant) && new Date(instant).toISOString().slice(0, 19) === value.slice(0, 19);
}

export function encodeCursor(key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * The key a cursor carries, read by `parse` from its parts (undefined: not a key of this list); a
 * cursor that is not one this API made is a 400 on `cursor`.
 */
export function decodeCursor<Key>(
  cursor: string,
  parse: (parts: readonly unknown[]) => Key | undefined,
): Key {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const key = Array.isArray(decoded) ? parse(decoded) : undefined;
  if (key === undefined) throw validationError({ cursor: 'Use the nextCursor of the previous page' });
  return key;
}

/**
 * The most common key: a time and a row id (newest first, or soonest first), as the list's
 * position, the time under the name its repository reads (`startsAt`, `createdAt`).
 */
export function decodeTimeIdCursor<TimeKey extends string>(
  cursor: string,
  timeKey: TimeKey,
): Record<TimeKey, string> & { id: string } {
  return decodeCursor(cursor, (parts) =>
    parts.length === 2 && isCursorTime(parts[0]) && isUuid(parts[1])
      ? ({ [timeKey]: parts[0], id: parts[1] } as Record<TimeKey, string> & { id: string })
      : undefined,
  );
}

/**
 * One page of a list read with `limit + 1` rows: the first `limit`, and the cursor of the last of
 * them when the extra row shows there is more (`keyOf` names its sort key).
 */
export function keysetPage<Row>(
  rows: readonly Row[],
  limit: number,
  keyOf: (last: Row) => readonly unknown[],
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
