import { validationError } from './app-error.js';
import { isUuid } from './uuid.js';

// Keyset pagination (design.md §2: no OFFSET lists): a page's `nextCursor` is the last row's sort
// key, opaque to clients, base64url of a JSON array. Every list pages with this one codec.

/**
 * The time format cursors carry: UTC ISO with milliseconds (Date#toISOString) or, where a list's key
 * is read as text from PostgreSQL, microseconds, so the position compares exactly in SQL.
 */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(\d{3})?Z$/;

export const isCursorTime = (value: unknown): value is string =>
  typeof value === 'string' && CURSOR_TIME.test(value) && !Number.isNaN(Date.parse(value));

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

/** The most common key: a time and a row id (newest first, or soonest first). */
export function decodeTimeIdCursor(cursor: string): [time: string, id: string] {
  return decodeCursor(cursor, (parts) =>
    parts.length === 2 && isCursorTime(parts[0]) && isUuid(parts[1]) ? [parts[0], parts[1]] : undefined,
  );
}
