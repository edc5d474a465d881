import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { clientReportCounts, clientReportVisitors } from '../../db/schema.js';

export const CLIENT_REPORT_KINDS = [
  'page-load',
  'remote-failed',
  'integrity',
  'load-failed',
  'uncaught-error',
] as const;
export type ClientReportKind = (typeof CLIENT_REPORT_KINDS)[number];

export interface CountedReport {
  release: string;
  app: string;
  version: string;
  kind: ClientReportKind;
}

/** Adds one to the report's count for its minute: one row per minute and kind, however many browsers. */
export async function countReport(db: Executor, report: CountedReport, now: Date): Promise<void> {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  await db
    .insert(clientReportCounts)
    .values({
      releaseId: report.release,
      app: report.app,
      version: report.version,
      kind: report.kind,
      minute,
      count: 1,
    })
    .onConflictDoUpdate({
      target: [
        clientReportCounts.app,
        clientReportCounts.version,
        clientReportCounts.minute,
        clientReportCounts.releaseId,
        clientReportCounts.kind,
      ],
      set: { count: sql`${clientReportCounts.count} + 1` },
    });
}

export interface VersionHealth {
  version: string;
  pageLoads: number;
  /** Page loads of the version that went wrong: a remote that failed, refused code, an uncaught error. */
  errors: number;
}

/** Page loads and errors of each of `versions` of `app` since `since` (whole minutes, so a little before). */
export async function versionHealth(
  db: Executor,
  app: string,
  versions: string[],
  since: Date,
): Promise<VersionHealth[]> {
  const from = new Date(Math.floor(since.getTime() / 60_000) * 60_000);
  const rows = await db
    .select({
      version: clientReportCounts.version,
      kind: clientReportCounts.kind,
      count: sql<number>`sum(${clientReportCounts.count})::int`,
    })
    .from(clientReportCounts)
    .where(
      and(
        eq(clientReportCounts.app, app),
        inArray(clientReportCounts.version, versions),
        gte(clientReportCounts.minute, from),
      ),
    )
    .groupBy(clientReportCounts.version, clientReportCounts.kind);
  return versions.map((version) => {
    const mine = rows.filter((row) => row.version === version);
    const pageLoads = mine.find((row) => row.kind === 'page-load')?.count ?? 0;
    const errors = mine.filter((row) => row.kind !== 'page-load').reduce((sum, row) => sum + row.count, 0);
    return { version, pageLoads, errors };
  });
}

/**
 * Records that a visitor (the keyed hash its report token carries) reported `kind` for the app
 * version: once, however many reports it sends, replays or pages it opens. Whether it did is what
 * the canary is judged on.
 */
export async function countVisitor(
  db: Executor,
  report: Omit<CountedReport, 'release'> & { visitor: string },
  now: Date,
): Promise<void> {
  await db
    .insert(clientReportVisitors)
    .values({
      app: report.app,
      version: report.version,
      kind: report.kind,
      visitor: report.visitor,
      seenAt: now,
    })
    .onConflictDoUpdate({
      target: [
        clientReportVisitors.app,
        clientReportVisitors.version,
        clientReportVisitors.kind,
        clientReportVisitors.visitor,
      ],
      set: { seenAt: sql`greatest(${clientReportVisitors.seenAt}, excluded.seen_at)` },
    });
}

export interface VisitorHealth {
  version: string;
  /** Distinct visitors whose pages reported anything of the version: a page load or a failure. */
  visitors: number;
  /** Of those, the visitors whose pages had it go wrong: a remote that failed, refused code, an uncaught error. */
  failing: number;
}

/** Distinct visitors of each of `versions` of `app` since `since`, from reports with a valid token. */
export async function visitorHealth(
  db: Executor,
  app: string,
  versions: string[],
  since: Date,
): Promise<VisitorHealth[]> {
  const rows = await db
    .select({
      version: clientReportVisitors.version,
      visitors: sql<number>`count(DISTINCT ${clientReportVisitors.visitor})::int`,
      failing: sql<number>`(count(DISTINCT ${clientReportVisitors.visitor}) FILTER (WHERE ${clientReportVisitors.kind} <> 'page-load'))::int`,
    })
    .from(clientReportVisitors)
    .where(
      and(
        eq(clientReportVisitors.app, app),
        inArray(clientReportVisitors.version, versions),
        gte(clientReportVisitors.seenAt, since),
      ),
    )
    .groupBy(clientReportVisitors.version);
  return versions.map((version) => {
    const row = rows.find((candidate) => candidate.version === version);
    return { version, visitors: row?.visitors ?? 0, failing: row?.failing ?? 0 };
  });
}
