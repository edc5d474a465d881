import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from 'shared/messages';
import {
  agentProfileSchema,
  profileDetailsSchema,
  profileUpdateSchema,
  userProfileSchema,
  userSchema,
} from 'shared/schemas';
import { LANGUAGES } from 'shared/i18n';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { noStore } from '../../plugins/no-store.js';
import type { ProfileService } from './profile-service.js';

const createdResponses = {
  201: successEnvelope(z.object({ user: userSchema })),
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  409: errorEnvelope,
};
const profileView = z.object({ user: userSchema, profile: profileDetailsSchema.nullable() });

export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (
  app,
  { profiles },
) => {
  noStore(app);
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/profile/user',
    {
      schema: {
        tags: ['profile'],
        summary: 'Create the profile of a USER',
        security: [{ bearerAuth: [] }],
        body: userProfileSchema,
        response: createdResponses,
      },
    },
    async (request, reply) => {
      const user = await profiles.create(sessionOf(request).user.id, 'USER', request.body);
      return reply.status(201).send(ok({ user }, MESSAGES.profileCreated));
    },
  );

  app.post(
    '/profile/agent',
    {
      schema: {
        tags: ['profile'],
        summary: 'Create the profile of an AGENT',
        security: [{ bearerAuth: [] }],
        body: agentProfileSchema,
        response: createdResponses,
      },
    },
    async (request, reply) => {
      const user = await profiles.create(sessionOf(request).user.id, 'AGENT', request.body);
      return reply.status(201).send(ok({ user }, MESSAGES.profileCreated));
    },
  );

  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user and their profile (null before one is created)',
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(profileView), 401: errorEnvelope },
      },
    },
    async (request) => ok(await profiles.view(sessionOf(request).user.id)),
  );

  app.patch(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change the name or profile fields sent',
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: {
          200: successEnvelope(profileView),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(await profiles.update(sessionOf(request).user.id, request.body), MESSAGES.profileUpdated),
  );

  app.put(
    '/me/language',
    {
      schema: {
        tags: ['profile'],
        summary: "Keep the language the account's e-mails are written in",
        security: [{ bearerAuth: [] }],
        body: z.object({ language: z.enum(LANGUAGES) }).strict(),
        response: {
          200: successEnvelope(z.object({ language: z.enum(LANGUAGES) })),
          400: errorEnvelope,
          401: errorEnvelope,
        },
      },
    },
    async (request) => {
      await profiles.setLanguage(sessionOf(request).user.id, request.body.language);
      return ok({ language: request.body.language });
    },
  );
};
