import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancellationQuoteSchema,
  JOB_ACTIONS,
  JOB_MESSAGES,
  jobActionSchemas,
  jobAgentViewSchema,
  jobEventListAnswerSchema,
  jobUserViewSchema,
  type JobAction,
} from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { acceptEmptyJsonBody } from '../../plugins/empty-json-body.js';
import { noStore } from '../../plugins/no-store.js';
import type { ActionBody, LifecycleService } from './lifecycle-service.js';

const tags = ['jobs'];
const security = [{ bearerAuth: [] }];
const params = z.object({ reference: z.string().min(1).max(20) });

const DONE: Record<JobAction, string> = {
  accept: JOB_MESSAGES.accepted,
  decline: JOB_MESSAGES.declined,
  start: JOB_MESSAGES.started,
  complete: JOB_MESSAGES.completed,
  cancel: JOB_MESSAGES.cancelled,
  'no-show': JOB_MESSAGES.noShow,
};

const SUMMARY: Record<JobAction, string> = {
  accept: "The Aboki's agent accepts a request (REQUESTED → ACCEPTED)",
  decline: "The Aboki's agent declines a request, with an optional reason (REQUESTED → DECLINED)",
  start:
    "The agent starts the job with the User's 4-digit start code, from 30 min before (ACCEPTED → IN_PROGRESS)",
  complete: 'The agent completes the job with the cash received (IN_PROGRESS → COMPLETED)',
  cancel: 'The User or the agent cancels (REQUESTED/ACCEPTED → CANCELLED_BY_USER/CANCELLED_BY_AGENT)',
  'no-show':
    'From 30 min after the start: the agent reports the User absent, or the User the Aboki (ACCEPTED → NO_SHOW_*)',
};

/**
 * An action's body schema. Fastify validates a request without a body as null, so the actions
 * whose body is optional also take null (no body at all); start always needs its code.
 */
function bodyOf(action: JobAction) {
  const schema = jobActionSchemas[action];
  return schema instanceof z.ZodOptional ? schema.nullable() : schema;
}

/** Issue 10 under /api/v1/jobs/:reference: the transitions, the cancellation quote and the timeline. */
export const lifecycleRoutes: FastifyPluginAsyncZod<{ lifecycle: LifecycleService }> = async (
  app,
  { lifecycle },
) => {
  noStore(app);
  app.addHook('onRequest', app.authenticate);
  // Most actions take no body: an empty one labelled JSON (as many clients send) means none.
  acceptEmptyJsonBody(app);

  for (const action of JOB_ACTIONS) {
    app.post(
      `/jobs/:reference/${action}`,
      {
        schema: {
          tags,
          summary: SUMMARY[action],
          security,
          params,
          body: bodyOf(action),
          response: {
            200: successEnvelope(z.object({ job: z.union([jobUserViewSchema, jobAgentViewSchema]) })),
            400: errorEnvelope,
            401: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            422: errorEnvelope,
            423: errorEnvelope,
          },
        },
      },
      async (request) => {
        const body = (request.body ?? {}) as ActionBody;
        const job = await lifecycle.apply(sessionOf(request).user, request.params.reference, action, body);
        return ok({ job }, DONE[action]);
      },
    );
  }

  app.get(
    '/jobs/:reference/cancellation',
    {
      schema: {
        tags,
        summary: 'What cancelling the job now would cost the person asking: the fee and the refund',
        security,
        params,
        response: {
          200: successEnvelope(cancellationQuoteSchema),
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(await lifecycle.cancellationQuote(sessionOf(request).user, request.params.reference)),
  );

  app.get(
    '/jobs/:reference/events',
    {
      schema: {
        tags,
        summary: "The job's timeline: every change of status, oldest first",
        security,
        params,
        response: { 200: successEnvelope(jobEventListAnswerSchema), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) =>
      ok({ events: await lifecycle.timeline(sessionOf(request).user, request.params.reference) }),
  );
};
