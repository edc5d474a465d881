import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../lib/client-key.js';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { CLIENT_REPORT_KINDS, type CountedReport } from './client-reports-repository.js';
import { REPORT_TOKEN_HEADER, verifyReportToken } from './report-token.js';

/** A busy page sends a handful; a browser sending more is broken or hostile, and is told to wait. */
export const CLIENT_REPORT_RATE_RULE: RateRule = { limit: 60, windowSeconds: 60 };
/** Names and versions only: a report has no room for anything personal. */
export const CLIENT_REPORT_BODY_LIMIT_BYTES = 512;

const name = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/);

export const clientReportSchema = z.strictObject({
  kind: z.enum(CLIENT_REPORT_KINDS),
  app: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/),
  version: name,
  release: name.optional(),
});

/**
 * POST /client-reports: what a browser saw of the code it ran, counted (never stored one by one),
 * for the canary's automatic abort and the platform team. Rate-limited per address, size-bounded.
 * Every well-formed report is counted per minute (what browsers say, forgeable); only one with a
 * report token the site signed for a page served that app version also counts its visitor, once
 * per version and kind, and the canary is judged on those alone (docs/decisions/0049).
 */
export const clientReportsRoutes: FastifyPluginAsyncZod<{
  rateLimiter: RateLimiter;
  count: (report: CountedReport, now: Date) => Promise<void>;
  countVisitor: (report: Omit<CountedReport, 'release'> & { visitor: string }, now: Date) => Promise<void>;
  /** APP_SECRET: report tokens are signed with a key derived from it. */
  secret: string;
  now: () => Date;
}> = async (app, { rateLimiter, count, countVisitor, secret, now }) => {
  app.post(
    '/client-reports',
    {
      bodyLimit: CLIENT_REPORT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['client-reports'],
        summary: 'Report a page load or a problem with the code a page ran (names and versions only)',
        body: clientReportSchema,
        response: {
          202: successEnvelope(z.object({ counted: z.literal(true), verified: z.boolean() })),
          400: errorEnvelope,
          413: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      await rateLimiter.consume(`client-reports:ip:${clientKey(request.ip)}`, CLIENT_REPORT_RATE_RULE);
      const { release = 'unknown', ...report } = request.body;
      const at = now();
      await count({ ...report, release }, at);
      const header = request.headers[REPORT_TOKEN_HEADER];
      const token = verifyReportToken(secret, typeof header === 'string' ? header : undefined, at);
      // Only a version the page was served: a token is no licence to report on any other.
      const verified = token !== null && token.versions.includes(`${report.app}@${report.version}`);
      if (verified) await countVisitor({ ...report, visitor: token.visitor }, at);
      return reply.status(202).send(ok({ counted: true as const, verified }));
    },
  );
};
