/** What the shell tells the server about code it ran or refused: names and versions only, no personal data. */
export interface ClientReport {
  kind: 'page-load' | 'remote-failed' | 'integrity' | 'load-failed' | 'uncaught-error';
  app: string;
  version: string;
  release?: string;
}

export const CLIENT_REPORTS_URL = '/api/v1/client-reports';
/** The header the page's report token goes in (api/src/modules/client-reports/report-token.ts). */
export const REPORT_TOKEN_HEADER = 'x-aboki-report';
/** A page never sends more than this many reports, however broken it is. */
const MAX_REPORTS_PER_PAGE = 20;

const sent = new Set<string>();
let reportToken: string | null = null;

/**
 * The token the server signed for this page's release (/release.json during a canary): without it a
 * report is still counted, but the canary is judged only on reports that carry it.
 */
export function setReportToken(token: string): void {
  reportToken = token;
}

/** Sends a report once per page (the same report twice is one); keepalive lets it outlive the page. */
export function sendClientReport(report: ClientReport): void {
  const body = JSON.stringify(report);
  if (sent.has(body) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(body);
  void fetch(CLIENT_REPORTS_URL, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      ...(reportToken ? { [REPORT_TOKEN_HEADER]: reportToken } : {}),
    },
    keepalive: true,
  }).catch(() => undefined);
}
