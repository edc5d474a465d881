import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header a page sends its report token in (the report's body stays names and versions). */
export const REPORT_TOKEN_HEADER = 'x-aboki-report';
/** A page open longer than this sends reports that no longer count. */
export const REPORT_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const MAX_TOKEN_LENGTH = 2048;

/** What a report token says: which page, whose (a keyed hash), and the versions it was served. */
export interface ReportTokenClaims {
  /** A random id per token: one page's release. */
  document: string;
  /** A keyed hash of who the page was served to (their canary side's key): 22 characters. */
  visitor: string;
  release: string;
  /** `app@version` of every app the page was served. */
  versions: string[];
  issuedAt: Date;
}

// Its own key, derived from APP_SECRET: a token's signature says nothing about any other secret.
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('aboki:client-report-token:v1').digest();
const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/** The visitor's hash a token carries: the same visitor, the same hash; unlinkable without the secret. */
export function visitorHash(secret: string, visitor: string): string {
  return createHmac('sha256', keyOf(secret)).update(`visitor\0${visitor}`).digest('base64url').slice(0, 22);
}

/** Signs a token for one page served to `visitor` (e.g. `visitor:<cookie>` or `account:<id>`). */
export function issueReportToken(
  secret: string,
  page: { visitor: string; release: string; versions: Record<string, string> },
  now: Date,
): string {
  const payload = Buffer.from(
    JSON.stringify({
      d: randomBytes(12).toString('base64url'),
      v: visitorHash(secret, page.visitor),
      r: page.release,
      a: Object.entries(page.versions).map(([app, version]) => `${app}@${version}`),
      t: Math.floor(now.getTime() / 1000),
    }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The token's claims when the site's server signed it less than a day ago, else null. */
export function verifyReportToken(
  secret: string,
  token: string | undefined,
  now: Date,
): ReportTokenClaims | null {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { d, v, r, a, t } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (typeof d !== 'string' || typeof v !== 'string' || typeof r !== 'string' || typeof t !== 'number')
      return null;
    if (!Array.isArray(a) || !a.every((entry) => typeof entry === 'string')) return null;
    const issuedAt = new Date(t * 1000);
    const age = now.getTime() - issuedAt.getTime();
    // A minute of clock skew between servers is allowed; a token from the future beyond that is not.
    if (age > REPORT_TOKEN_MAX_AGE_MS || age < -60_000) return null;
    return { document: d, visitor: v, release: r, versions: a, issuedAt };
  } catch {
    return null;
  }
}
