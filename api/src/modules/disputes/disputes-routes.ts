import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DISPUTE_MESSAGES,
  disputeAnswerSchema,
  disputeCreateSchema,
  disputeViewSchema,
  jobDisputeAnswerSchema,
  opsDisputeDecisionRequestSchema,
  opsDisputeQueueAnswerSchema,
  opsDisputeQueueQuerySchema,
  opsDisputeSchema,
  reasonRequestSchema,
} from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { noStore } from '../../plugins/no-store.js';
import { createStaffGuard, type StaffService } from '../ops/ops-module.js';
import {
  PHOTO_UPLOAD,
  photoKeyOf,
  photoUploadRoutes,
  uploadedPhoto,
  type PhotoStorage,
} from '../photos/photos-module.js';
import type { DisputeDecisions } from './dispute-decisions.js';
import type { DisputesService } from './disputes-service.js';

const jobParams = z.object({ reference: z.string().min(1).max(20) });
const photoParams = jobParams.extend({ name: z.string().max(80) });
const disputeAnswer = successEnvelope(z.object({ dispute: disputeViewSchema }));
const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const security = [{ bearerAuth: [] }];

/** The photo's key from its file name, or '' (which no dispute holds, so a 404). */
const keyOf = (name: string) => photoKeyOf(name) ?? '';

/** Sends a dispute's photo: private to the people who may see the dispute, never changing (content-addressed). */
function sendPhoto(reply: FastifyReply, bytes: Buffer) {
  return reply
    .header('content-type', 'image/webp')
    .header('cache-control', 'private, max-age=86400, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-length', bytes.length)
    .send(bytes);
}

/** Issue 25: a job's dispute, for its User (report, photos) and its agent (answer). */
export const disputesRoutes: FastifyPluginAsyncZod<{ disputes: DisputesService }> = async (
  app,
  { disputes },
) => {
  noStore(app);
  const tags = ['disputes'];

  app.get(
    '/jobs/:reference/dispute',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The job's reported problem, or whether (and until when) one may be reported",
        params: jobParams,
        response: { 200: successEnvelope(jobDisputeAnswerSchema), ...refusals },
      },
    },
    async (request) => ok(await disputes.forJob(sessionOf(request).user, request.params.reference)),
  );

  app.post(
    '/jobs/:reference/dispute',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "The User reports a problem with a completed job, within 48 hours: the Aboki's earnings are held; a safety report pauses the Aboki",
        params: jobParams,
        body: disputeCreateSchema,
        response: { 201: disputeAnswer, ...refusals, 409: errorEnvelope },
      },
    },
    async (request, reply) => {
      const dispute = await disputes.report(sessionOf(request).user, request.params.reference, request.body);
      reply.code(201);
      return ok(
        { dispute },
        request.body.reason === 'SAFETY' ? DISPUTE_MESSAGES.reportedSafety : DISPUTE_MESSAGES.reported,
      );
    },
  );

  app.post(
    '/jobs/:reference/dispute/answer',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The agent's side of a reported problem: once, within 48 hours, before a decision",
        params: jobParams,
        body: disputeAnswerSchema,
        response: { 200: disputeAnswer, ...refusals, 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(
        {
          dispute: await disputes.answer(
            sessionOf(request).user,
            request.params.reference,
            request.body.answer,
          ),
        },
        DISPUTE_MESSAGES.answered,
      ),
  );

  app.get(
    '/jobs/:reference/dispute/photos/:name',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "A photo of the job's reported problem (WebP), to its User and its agent",
        params: photoParams,
        produces: ['image/webp'],
        response: { 200: z.unknown().describe('The photo, image/webp'), ...refusals },
      },
    },
    async (request, reply) =>
      sendPhoto(
        reply,
        await disputes.photo(sessionOf(request).user, request.params.reference, keyOf(request.params.name)),
      ),
  );

  await photoUploadRoutes(app, (photoScope) => {
    photoScope.put(
      '/jobs/:reference/dispute/photos',
      {
        onRequest: app.authenticate,
        bodyLimit: PHOTO_UPLOAD.bodyLimit,
        schema: {
          tags,
          security,
          summary:
            'Add a photo to a reported problem (at most 3): JPEG, PNG or WebP up to 5 MiB, re-encoded to WebP',
          params: jobParams,
          consumes: PHOTO_UPLOAD.consumes,
          response: {
            200: disputeAnswer,
            ...refusals,
            409: errorEnvelope,
            413: errorEnvelope,
            415: errorEnvelope,
          },
        },
      },
      async (request) =>
        ok(
          {
            dispute: await disputes.addPhoto(
              sessionOf(request).user,
              request.params.reference,
              uploadedPhoto(request),
            ),
          },
          DISPUTE_MESSAGES.photoSaved,
        ),
    );
  });
};

/** Issue 25: the console's disputes, behind the staff guard (404 to everyone else). */
export const opsDisputesRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  decisions: DisputeDecisions;
  photos: PhotoStorage;
}> = async (app, { staff, decisions, photos }) => {
  noStore(app);
  const { unlockedStaff, actorOf } = createStaffGuard(app, staff);
  const common = { tags: ['ops'], security };
  const staffRefusals = { 401: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope };
  const moves = { 400: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope, ...staffRefusals };
  const idParams = z.object({ id: z.string().max(100) });
  const answer = successEnvelope(z.object({ dispute: opsDisputeSchema }));

  app.get(
    '/ops/disputes',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'Undecided disputes: safety first, then refunds awaiting a second operator, then oldest',
        querystring: opsDisputeQueueQuerySchema,
        response: { 200: successEnvelope(opsDisputeQueueAnswerSchema), 400: errorEnvelope, ...staffRefusals },
      },
    },
    async (request) => ok(await decisions.queue(request.query.cursor)),
  );

  app.get(
    '/ops/disputes/:id',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'A dispute with its job, people, proposal, decision and history',
        params: idParams,
        response: { 200: answer, ...staffRefusals },
      },
    },
    async (request) => ok({ dispute: await decisions.view(request.params.id) }),
  );

  app.get(
    '/ops/disputes/:id/photos/:name',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: "A dispute's photo (WebP)",
        params: idParams.extend({ name: z.string().max(80) }),
        produces: ['image/webp'],
        response: { 200: z.unknown().describe('The photo, image/webp'), ...staffRefusals },
      },
    },
    async (request, reply) =>
      sendPhoto(
        reply,
        await decisions.photo(request.params.id, keyOf(request.params.name), (key) => photos.get(key)),
      ),
  );

  app.post(
    '/ops/disputes/:id/decision',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'Decide: a refund up to ₦50,000 is sent now; above it waits for a second operator',
        params: idParams,
        body: opsDisputeDecisionRequestSchema,
        response: { 200: answer, ...moves },
      },
    },
    async (request) =>
      ok({ dispute: await decisions.decide(request.params.id, request.body, actorOf(request)) }),
  );

  app.post(
    '/ops/disputes/:id/approval',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'A second, different operator approves a proposed large refund: it is sent',
        params: idParams,
        body: z.object({}).strict().optional(),
        response: { 200: answer, ...moves },
      },
    },
    async (request) => ok({ dispute: await decisions.approve(request.params.id, actorOf(request)) }),
  );

  app.post(
    '/ops/disputes/:id/send-back',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'Send a proposed large refund back: the dispute is open for a decision again',
        params: idParams,
        body: reasonRequestSchema,
        response: { 200: answer, ...moves },
      },
    },
    async (request) =>
      ok({ dispute: await decisions.sendBack(request.params.id, request.body.reason, actorOf(request)) }),
  );
};
