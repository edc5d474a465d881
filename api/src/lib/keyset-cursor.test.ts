import { decodeCursor, decodeTimeIdCursor, encodeCursor } from './keyset-cursor.js';

const ID = '0b7c4a52-5d7e-4b8e-9d43-1f0a6c2e9b11';

function fieldsOf(run: () => unknown): Record<string, string> | undefined {
  try {
    run();
  } catch (error) {
    return (error as { options?: { fields?: Record<string, string> } }).options?.fields;
  }
  return undefined;
}

describe('keyset cursors', () => {
  it('give back the position they were made from, under the name the list reads', () => {
    const millis = encodeCursor(['2026-03-04T10:00:00.000Z', ID]);
    expect(decodeTimeIdCursor(millis, 'startsAt')).toEqual({ startsAt: '2026-03-04T10:00:00.000Z', id: ID });
    const micros = encodeCursor(['2026-03-04T10:00:00.123456Z', ID]);
    expect(decodeTimeIdCursor(micros, 'createdAt')).toEqual({
      createdAt: '2026-03-04T10:00:00.123456Z',
      id: ID,
    });
  });

  it.each([
    ['not base64url JSON', 'bm90LWEtY3Vyc29y'],
    ['not an array', encodeCursor({ at: 1 } as never)],
    ['a time without milliseconds', encodeCursor(['2026-03-04T10:00:00Z', ID])],
    ['an impossible date', encodeCursor(['2026-02-30T10:00:00.000Z', ID])],
    ['an id that is no UUID', encodeCursor(['2026-03-04T10:00:00.000Z', 'x'])],
    ['a third part', encodeCursor(['2026-03-04T10:00:00.000Z', ID, 1])],
  ])('refuse %s with a 400 on `cursor`', (_name, cursor) => {
    expect(fieldsOf(() => decodeTimeIdCursor(cursor, 'startsAt'))).toEqual({
      cursor: 'Use the nextCursor of the previous page',
    });
  });

  it('let a list read its own key, and refuse what its reader refuses', () => {
    const cursor = encodeCursor([2, 7]);
    expect(decodeCursor(cursor, ([version, rank]) => (version === 2 ? { rank } : undefined))).toEqual({
      rank: 7,
    });
    expect(fieldsOf(() => decodeCursor(cursor, () => undefined))).toEqual({
      cursor: 'Use the nextCursor of the previous page',
    });
  });
});
