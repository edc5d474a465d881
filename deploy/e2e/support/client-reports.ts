import { request } from 'node:http';
import { e2eEnv } from './env.js';

export interface ClientReport {
  kind: 'page-load' | 'remote-failed' | 'integrity' | 'load-failed' | 'uncaught-error';
  app: string;
  version: string;
  release?: string;
}

/**
 * POST /api/v1/client-reports as a browser on another machine would: from its own loopback
 * address (127.0.0.0/8 is all this host), so the per-address rate limit counts it apart from the
 * test's Chromium, as it would count other visitors.
 */
export function postClientReport(report: ClientReport, from: string): Promise<void> {
  const url = new URL('/api/v1/client-reports', e2eEnv().baseUrl);
  const body = JSON.stringify(report);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 202
            ? resolve()
            : reject(new Error(`client report from ${from}: HTTP ${response.statusCode}`)),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** `count` reports, from as many visitors' addresses as the rate limit needs (at most 50 each). */
export async function postClientReports(
  report: ClientReport,
  count: number,
  firstHost: number,
): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await postClientReport(report, `127.0.0.${firstHost + Math.floor(i / 50)}`);
  }
}
