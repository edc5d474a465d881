import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES } from 'shared/api-messages';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { errorEnvelope } from '../../lib/envelope.js';

const READY_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; rateLimiter: RateLimiter }> = async (
  app,
  { db, rateLimiter },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The process can serve traffic: its database (and Redis, when set) answers',
        response: { 200: z.object({ status: z.literal('ready') }), 503: errorEnvelope },
      },
    },
    async () => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([db.execute(sql`SELECT 1`), timeout]);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', API_MESSAGES.databaseNotAnswering);
      } finally {
        clearTimeout(timer);
      }
      try {
        await rateLimiter.ready();
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', API_MESSAGES.redisNotAnswering);
      }
      return { status: 'ready' as const };
    },
  );
};
