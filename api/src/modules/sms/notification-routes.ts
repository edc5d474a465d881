import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationChoiceSchema, notificationSettingsSchema } from 'shared/schemas';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { noStore } from '../../plugins/no-store.js';
import type { NotificationPreferences } from './notification-preferences.js';

const answer = successEnvelope(notificationSettingsSchema);
const security = [{ bearerAuth: [] }];
const tags = ['notifications'];

/** Issue 27: each person's choice of e-mail, SMS or both, per kind of message. */
export const notificationRoutes: FastifyPluginAsyncZod<{ preferences: NotificationPreferences }> = async (
  app,
  { preferences },
) => {
  noStore(app);

  app.get(
    '/me/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'How each kind of message reaches the caller (e-mail, SMS or both; the default until chosen), and whether an SMS can reach them now',
        response: { 200: answer, 401: errorEnvelope },
      },
    },
    async (request) => ok(await preferences.settings(sessionOf(request).user)),
  );

  app.put(
    '/me/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Choose e-mail, SMS or both for one kind of message; SMS without a verified phone is kept, and messages go by e-mail until it is verified',
        body: notificationChoiceSchema,
        response: { 200: answer, 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => {
      const saved = await preferences.choose(sessionOf(request).user, request.body);
      return ok(saved.settings, saved.message);
    },
  );
};
