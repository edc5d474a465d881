import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  abokiSlotsAnswerSchema,
  moveAnswerSchema,
  moveAnswerViewSchema,
  moveAskSchema,
  moveSlotsQuerySchema,
  moveStateSchema,
  RESCHEDULE_MESSAGES,
} from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { acceptEmptyJsonBody } from '../../plugins/empty-json-body.js';
import { noStore } from '../../plugins/no-store.js';
import type { RescheduleService } from './reschedule-service.js';

const tags = ['jobs'];
const security = [{ bearerAuth: [] }];
const params = z.object({ reference: z.string().min(1).max(20) });
const answered = successEnvelope(moveAnswerViewSchema);
const refusals = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
};

/**
 * Issue 22, item 7, under /api/v1/jobs/:reference/reschedule: the User asks to move the job (and may
 * withdraw), the Aboki's agent accepts or declines. Anyone else gets 404, as on every job route.
 */
export const rescheduleRoutes: FastifyPluginAsyncZod<{ reschedule: RescheduleService }> = async (
  app,
  { reschedule },
) => {
  noStore(app);
  app.addHook('onRequest', app.authenticate);
  // The answers take an optional body: an empty one labelled JSON means none.
  acceptEmptyJsonBody(app);

  app.get(
    '/jobs/:reference/reschedule',
    {
      schema: {
        tags,
        summary:
          'The ask to move the job waiting for an answer, the last one that ended, what asking now would cost the User, and the moving fees recorded',
        security,
        params,
        response: { 200: successEnvelope(moveStateSchema), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ok(await reschedule.state(sessionOf(request).user, request.params.reference)),
  );

  app.get(
    '/jobs/:reference/reschedule/slots',
    {
      schema: {
        tags,
        summary:
          "The User's choice of new times: the Aboki's free starts for this job's length, its own time aside",
        security,
        params,
        querystring: moveSlotsQuerySchema,
        response: { 200: successEnvelope(abokiSlotsAnswerSchema), ...refusals },
      },
    },
    async (request) =>
      ok(await reschedule.slots(sessionOf(request).user, request.params.reference, request.query)),
  );

  app.post(
    '/jobs/:reference/reschedule',
    {
      schema: {
        tags,
        summary:
          'The User asks to move a request or accepted job to another free time of the same Aboki; both times are held until the agent answers',
        security,
        params,
        body: moveAskSchema,
        response: { 201: answered, ...refusals },
      },
    },
    async (request, reply) => {
      const move = await reschedule.ask(
        sessionOf(request).user,
        request.params.reference,
        request.body.startsAt,
      );
      return reply.status(201).send(ok({ move }, RESCHEDULE_MESSAGES.asked));
    },
  );

  app.delete(
    '/jobs/:reference/reschedule',
    {
      schema: {
        tags,
        summary: 'The User withdraws the ask and keeps the old time; the time asked for is freed',
        security,
        params,
        response: { 200: answered, ...refusals },
      },
    },
    async (request) =>
      ok(
        { move: await reschedule.withdraw(sessionOf(request).user, request.params.reference) },
        RESCHEDULE_MESSAGES.withdrawn,
      ),
  );

  for (const action of ['accept', 'decline'] as const) {
    app.post(
      `/jobs/:reference/reschedule/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'accept'
              ? "The Aboki's agent accepts the new time: the job moves, its old time is freed, a late move's fee is recorded"
              : "The Aboki's agent declines the new time: the job keeps its own, the time asked for is freed",
          security,
          params,
          // Fastify validates a request without a body as null: no body at all is fine.
          body: moveAnswerSchema.nullable(),
          response: { 200: answered, ...refusals },
        },
      },
      async (request) => {
        const shown = request.body?.startsAt;
        const user = sessionOf(request).user;
        const move = await reschedule[action](user, request.params.reference, shown);
        return ok(
          { move },
          action === 'accept' ? RESCHEDULE_MESSAGES.accepted : RESCHEDULE_MESSAGES.declined,
        );
      },
    );
  }
};
