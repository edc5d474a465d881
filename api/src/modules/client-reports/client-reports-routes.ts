import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../lib/client-key.js';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { CLIENT_REPORT_KINDS, type CountedReport } from './client-reports-repository.js';

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
 */
export const clientReportsRoutes: FastifyPluginAsyncZod<{
  rateLimiter: RateLimiter;
  count: (report: CountedReport, now: Date) => Promise<void>;
  now: () => Date;
}> = async (app, { rateLimiter, count, now }) => {
  app.post(
    '/client-reports',
    {
      bodyLimit: CLIENT_REPORT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['client-reports'],
        summary: 'Report a page load or a problem with the code a page ran (names and versions only)',
        body: clientReportSchema,
        response: {
          202: successEnvelope(z.object({ counted: z.literal(true) })),
          400: errorEnvelope,
          413: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      await rateLimiter.consume(`client-reports:ip:${clientKey(request.ip)}`, CLIENT_REPORT_RATE_RULE);
      const { release = 'unknown', ...report } = request.body;
      await count({ ...report, release }, now());
      return reply.status(202).send(ok({ counted: true as const }));
    },
  );
};
