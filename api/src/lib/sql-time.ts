import { sql } from 'drizzle-orm';

// Times between raw SQL and JavaScript, one way everywhere: an instant goes in as timestamptz, and
// what comes back (a Date from pg, a string from some PGlite paths) comes out as an ISO string or a Date.

/** An instant as a SQL timestamptz parameter. */
export const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** A timestamptz read from a raw row, as UTC ISO. */
export const iso = (value: unknown): string => new Date(value as string).toISOString();

/** The same, or null for NULL. */
export const isoOrNull = (value: unknown): string | null => (value ? iso(value) : null);

/** A timestamptz read from a raw row as a Date, or null for NULL. */
export const dateOrNull = (value: unknown): Date | null => (value ? new Date(value as string) : null);
