/** What the shell tells the server about code it ran or refused: names and versions only, no personal data. */
export interface ClientReport {
  kind: 'page-load' | 'remote-failed' | 'integrity' | 'load-failed' | 'uncaught-error';
  app: string;
  version: string;
  release?: string;
}

export const CLIENT_REPORTS_URL = '/api/v1/client-reports';
/** A page never sends more than this many reports, however broken it is. */
const MAX_REPORTS_PER_PAGE = 20;

const sent = new Set<string>();

/** Sends a report once per page (the same report twice is one); keepalive lets it outlive the page. */
export function sendClientReport(report: ClientReport): void {
  const body = JSON.stringify(report);
  if (sent.has(body) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(body);
  void fetch(CLIENT_REPORTS_URL, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}
