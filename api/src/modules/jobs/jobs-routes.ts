import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  jobAgentViewSchema,
  jobCreateSchema,
  jobListAnswerSchema,
  jobListQuerySchema,
  jobUserViewSchema,
} from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { noStore } from '../../plugins/no-store.js';
import { assertUserWithProfile, type JobsService } from './jobs-service.js';

const tags = ['booking'];
const security = [{ bearerAuth: [] }];

export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  // Jobs carry addresses and start codes: never cached anywhere.
  noStore(app);
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/jobs',
    {
      // Checked before the body is read: only a USER with a profile books.
      preValidation: async (request) => assertUserWithProfile(sessionOf(request).user),
      schema: {
        tags,
        summary:
          'Book an Aboki (Idempotency-Key header required): the price is computed here, the start code returned once to the booking User',
        security,
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        body: jobCreateSchema,
        response: {
          201: successEnvelope(z.object({ job: jobUserViewSchema })),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const answer = await jobs.book(
        sessionOf(request).user,
        request.headers['idempotency-key'],
        request.body,
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      // The stored JSON text itself, byte for byte, first time and on every replay.
      // The stored text is already checked against the 201 schema, so the serializer is bypassed.
      return (reply as FastifyReply)
        .status(answer.status)
        .type('application/json; charset=utf-8')
        .send(answer.body);
    },
  );

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: "The signed-in User's jobs, or an agent's Abokis' jobs, by tab (keyset pagination)",
        security,
        querystring: jobListQuerySchema,
        response: { 200: successEnvelope(jobListAnswerSchema), 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => ok(await jobs.list(sessionOf(request).user, request.query.tab, request.query.cursor)),
  );

  app.get(
    '/jobs/:reference',
    {
      schema: {
        tags,
        summary: "A job: to its User with the start code, to its Aboki's agent without; 404 to anyone else",
        security,
        params: z.object({ reference: z.string().min(1).max(20) }),
        response: {
          200: successEnvelope(z.object({ job: z.union([jobUserViewSchema, jobAgentViewSchema]) })),
          401: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request) => ok({ job: await jobs.view(sessionOf(request).user, request.params.reference) }),
  );
};
