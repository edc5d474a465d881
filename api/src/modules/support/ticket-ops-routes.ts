import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  opsTicketActionRequestSchema,
  opsTicketNoteRequestSchema,
  opsTicketQuerySchema,
  opsTicketQueueAnswerSchema,
  opsTicketReplyRequestSchema,
  opsTicketSchema,
} from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { noStore } from '../../plugins/no-store.js';
import { createStaffGuard, type OpsFeature } from '../ops/ops-module.js';
import type { SupportService } from './support-service.js';

/**
 * The console's tickets, under /api/v1/ops like the rest of it: the staff guard's 404 for everyone
 * else, and an authenticator code in this session first. Each action is one audit row.
 */
export const ticketOpsRoutes: FastifyPluginAsyncZod<{
  support: SupportService;
  staff: OpsFeature['staff'];
}> = async (app, { support, staff }) => {
  noStore(app);
  const { unlockedStaff, memberOf, actorOf } = createStaffGuard(app, staff);
  const common = { tags: ['ops'], security: [{ bearerAuth: [] }] };
  const refusals = { 401: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope };
  const decisions = { 400: errorEnvelope, 409: errorEnvelope, ...refusals };
  const ticketAnswer = successEnvelope(z.object({ ticket: opsTicketSchema }));
  const params = z.object({ id: z.string().max(100) });

  app.get(
    '/ops/tickets',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'Support tickets by age: open ones oldest first; searchable by reference, e-mail or phone',
        querystring: opsTicketQuerySchema,
        response: { 200: successEnvelope(opsTicketQueueAnswerSchema), 400: errorEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { cursor, ...filters } = request.query;
      return ok(await support.queue(filters, cursor));
    },
  );

  app.get(
    '/ops/tickets/:id',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'A ticket: the whole thread with internal notes, and its history',
        params,
        response: { 200: ticketAnswer, ...refusals },
      },
    },
    async (request) => ok({ ticket: await support.staffView(request.params.id) }),
  );

  app.post(
    '/ops/tickets/:id/replies',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'Reply: e-mailed to the person; the ticket waits on them',
        params,
        body: opsTicketReplyRequestSchema,
        response: { 200: ticketAnswer, ...decisions },
      },
    },
    async (request) =>
      ok({
        ticket: await support.staffReply(
          request.params.id,
          request.body.body,
          memberOf(request),
          actorOf(request),
        ),
      }),
  );

  app.post(
    '/ops/tickets/:id/notes',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'An internal note: staff only, never shown to the person',
        params,
        body: opsTicketNoteRequestSchema,
        response: { 200: ticketAnswer, ...decisions },
      },
    },
    async (request) =>
      ok({
        ticket: await support.note(request.params.id, request.body.body, memberOf(request), actorOf(request)),
      }),
  );

  app.post(
    '/ops/tickets/:id/assign',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'Take the ticket: its owner becomes the caller',
        params,
        body: opsTicketActionRequestSchema.optional(),
        response: { 200: ticketAnswer, ...decisions },
      },
    },
    async (request) =>
      ok({ ticket: await support.assign(request.params.id, memberOf(request), actorOf(request)) }),
  );

  app.post(
    '/ops/tickets/:id/resolve',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'Resolve the ticket (a reply from the person opens it again)',
        params,
        body: opsTicketActionRequestSchema.optional(),
        response: { 200: ticketAnswer, ...decisions },
      },
    },
    async (request) => ok({ ticket: await support.resolve(request.params.id, actorOf(request)) }),
  );
};
