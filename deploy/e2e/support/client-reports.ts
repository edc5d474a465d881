import { request } from 'node:http';
import { e2eEnv } from './env.js';

export interface ClientReport {
  kind: 'page-load' | 'remote-failed' | 'integrity' | 'load-failed' | 'uncaught-error';
  app: string;
  version: string;
  release?: string;
}

/**
 * The report token a new visitor (no cookie) gets with its page's release on the side of a running
 * canary that serves `app@version`: reports count only with one (decision 0049).
 */
export async function visitorToken(app: string, version: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const response = await fetch(new URL('/release.json', e2eEnv().baseUrl));
    const release = (await response.json()) as {
      apps: Record<string, { version: string }>;
      reportToken?: string;
    };
    if (release.apps[app]?.version === version && release.reportToken) return release.reportToken;
  }
  throw new Error(`no visitor landed on ${app}@${version} in 100 tries`);
}

/**
 * POST /api/v1/client-reports as a browser on another machine would: from its own loopback
 * address (127.0.0.0/8 is all this host), so the per-address rate limit counts it apart from the
 * test's Chromium, as it would count other visitors; with the visitor's report token.
 */
export function postClientReport(report: ClientReport, from: string, token: string): Promise<void> {
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
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-aboki-report': token,
        },
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

/**
 * The reports of `count` distinct visitors, each with its own token, from as many addresses as the
 * rate limit needs (at most 50 each).
 */
export async function postClientReports(
  report: ClientReport,
  count: number,
  firstHost: number,
): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const token = await visitorToken(report.app, report.version);
    await postClientReport(report, `127.0.0.${firstHost + Math.floor(i / 50)}`, token);
  }
}
