const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id as PostgreSQL writes it: checked before a query, so a malformed id is a 404, never a 500. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
