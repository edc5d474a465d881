import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from 'shared/messages';
import {
  abokiAvailabilitySchema,
  abokiCreateSchema,
  abokiListItemSchema,
  abokiOwnerViewSchema,
  abokiProfileSchema,
  abokiServicesSchema,
  abokiUpdateSchema,
} from 'shared/schemas';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { noStore } from '../../plugins/no-store.js';
import { PHOTO_UPLOAD, photoUploadRoutes, uploadedPhoto } from '../photos/photos-module.js';
import { assertAgentWithProfile, type AbokiService } from './aboki-service.js';

const idParams = z.object({ id: z.string().min(1).max(64) });
const ownerAnswer = successEnvelope(z.object({ aboki: abokiOwnerViewSchema }));
const failures = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
};
const security = [{ bearerAuth: [] }];
const tags = ['abokis'];

export const abokiRoutes: FastifyPluginAsyncZod<{ abokis: AbokiService }> = async (app, { abokis }) => {
  // Owner views carry private details; public views are built per request from live status.
  noStore(app);

  /** Signed in as an AGENT with a profile, checked before any body is read. */
  const agentOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    assertAgentWithProfile(sessionOf(request).user);
  };
  const agentId = (request: FastifyRequest) => sessionOf(request).user.id;

  app.post(
    '/abokis',
    {
      onRequest: agentOnly,
      schema: {
        tags,
        summary: 'Start onboarding an Aboki: a DRAFT with the first step',
        security,
        body: abokiCreateSchema,
        response: { 201: ownerAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const aboki = await abokis.create(agentId(request), request.body);
      return reply.status(201).send(ok({ aboki }, MESSAGES.abokiCreated));
    },
  );

  app.get(
    '/abokis/mine',
    {
      onRequest: agentOnly,
      schema: {
        tags,
        summary: "The signed-in agent's Abokis, newest first (keyset pagination)",
        security,
        querystring: z.object({ cursor: z.string().max(200).optional() }).strict(),
        response: {
          200: successEnvelope(
            z.object({ abokis: z.array(abokiListItemSchema), nextCursor: z.string().nullable() }),
          ),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
        },
      },
    },
    async (request) => ok(await abokis.listMine(agentId(request), request.query.cursor)),
  );

  app.get(
    '/abokis/:id',
    {
      schema: {
        tags,
        summary: 'An Aboki: everything to its agent (ID masked), the profile of an ACTIVE one to anyone else',
        params: idParams,
        response: {
          200: successEnvelope(z.object({ aboki: z.union([abokiOwnerViewSchema, abokiProfileSchema]) })),
          404: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      // Signed in or not: a token that no longer works reads as a visitor, not as an error.
      let viewerId: string | undefined;
      if (request.headers.authorization) {
        try {
          await app.authenticate(request, reply);
          viewerId = request.auth?.user.id;
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'UNAUTHENTICATED') throw error;
          reply.removeHeader('www-authenticate');
        }
      }
      return ok({ aboki: await abokis.view(viewerId, request.params.id) });
    },
  );

  app.patch(
    '/abokis/:id',
    {
      onRequest: agentOnly,
      schema: {
        tags,
        summary: 'Change any of the Aboki’s details, identity and guarantor included',
        security,
        params: idParams,
        body: abokiUpdateSchema,
        response: { 200: ownerAnswer, ...failures },
      },
    },
    async (request) =>
      ok(
        { aboki: await abokis.update(agentId(request), request.params.id, request.body) },
        MESSAGES.abokiUpdated,
      ),
  );

  app.put(
    '/abokis/:id/services',
    {
      onRequest: agentOnly,
      schema: {
        tags,
        summary: 'Replace the services the Aboki offers, with prices in kobo',
        security,
        params: idParams,
        body: abokiServicesSchema,
        response: { 200: ownerAnswer, ...failures },
      },
    },
    async (request) =>
      ok(
        { aboki: await abokis.setServices(agentId(request), request.params.id, request.body) },
        MESSAGES.abokiServicesSaved,
      ),
  );

  app.put(
    '/abokis/:id/availability',
    {
      onRequest: agentOnly,
      schema: {
        tags,
        summary: 'Replace the weekly hours (Lagos time), areas served and time off',
        security,
        params: idParams,
        body: abokiAvailabilitySchema,
        response: { 200: ownerAnswer, ...failures },
      },
    },
    async (request) =>
      ok(
        { aboki: await abokis.setAvailability(agentId(request), request.params.id, request.body) },
        MESSAGES.abokiAvailabilitySaved,
      ),
  );

  const statusRoute = (
    action: 'publish' | 'pause' | 'resume',
    summary: string,
    message: string,
    extra: Record<number, typeof errorEnvelope>,
  ) =>
    app.post(
      `/abokis/:id/${action}`,
      {
        onRequest: agentOnly,
        schema: {
          tags,
          summary,
          security,
          params: idParams,
          response: { 200: ownerAnswer, ...failures, 409: errorEnvelope, ...extra },
        },
      },
      async (request) => ok({ aboki: await abokis[action](agentId(request), request.params.id) }, message),
    );
  statusRoute(
    'publish',
    'Send a DRAFT (or an Aboki sent back) for review once it is ready (422 lists what is missing)',
    MESSAGES.abokiSentForReview,
    {
      422: errorEnvelope,
    },
  );
  statusRoute('pause', 'Pause an ACTIVE Aboki: hidden from Users until resumed', MESSAGES.abokiPaused, {});
  statusRoute('resume', 'Resume a PAUSED Aboki', MESSAGES.abokiResumed, {});

  // The photo is the one body that is not JSON: raw image bytes, up to 5 MiB, in its own context.
  await photoUploadRoutes(app, (photoScope) => {
    photoScope.put(
      '/abokis/:id/photo',
      {
        onRequest: agentOnly,
        bodyLimit: PHOTO_UPLOAD.bodyLimit,
        schema: {
          tags,
          summary: 'Upload the Aboki’s photo: JPEG, PNG or WebP bytes up to 5 MiB, re-encoded to WebP',
          security,
          params: idParams,
          consumes: PHOTO_UPLOAD.consumes,
          response: { 200: ownerAnswer, ...failures, 413: errorEnvelope, 415: errorEnvelope },
        },
      },
      async (request) =>
        ok(
          { aboki: await abokis.setPhoto(agentId(request), request.params.id, uploadedPhoto(request)) },
          MESSAGES.abokiPhotoSaved,
        ),
    );
  });
};
