import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHONE_MESSAGES, phoneCodeSentSchema, phoneVerifiedSchema, phoneVerifySchema } from 'shared/schemas';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { noStore } from '../../plugins/no-store.js';
import type { PhoneService } from './phone-service.js';

export const phoneRoutes: FastifyPluginAsyncZod<{ phones: PhoneService }> = async (app, { phones }) => {
  noStore(app);
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/profile/phone/code',
    {
      schema: {
        tags: ['profile'],
        summary: "Text a 6-digit code to the profile's phone number (a new code replaces the last)",
        security: [{ bearerAuth: [] }],
        response: {
          200: successEnvelope(phoneCodeSentSchema),
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(await phones.sendCode(sessionOf(request).user.id, request.ip), PHONE_MESSAGES.codeSent),
  );

  app.post(
    '/profile/phone/verify',
    {
      schema: {
        tags: ['profile'],
        summary: "Verify the profile's phone number with the code texted to it",
        security: [{ bearerAuth: [] }],
        body: phoneVerifySchema,
        response: {
          200: successEnvelope(phoneVerifiedSchema),
          400: errorEnvelope,
          401: errorEnvelope,
          409: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request) => {
      await phones.verify(sessionOf(request).user.id, request.body.otp, request.ip);
      return ok({ phoneVerified: true as const }, PHONE_MESSAGES.verified);
    },
  );
};
