import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_FIELD_MESSAGES } from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { noStore } from '../../plugins/no-store.js';
import { DATA_RIGHTS_MESSAGES, type DataRightsService } from './data-rights-service.js';

const deleteBody = z.object({
  password: z.string().min(1, AUTH_FIELD_MESSAGES.enterYourPassword).max(1024),
  confirm: z.literal(true, { error: DATA_RIGHTS_MESSAGES.confirmDelete }),
});

/** GET /me/export and DELETE /me: the signed-in person's data rights (NDPA 2023). */
export const dataRightsRoutes: FastifyPluginAsyncZod<{ dataRights: DataRightsService }> = async (
  app,
  { dataRights },
) => {
  noStore(app);
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/me/export',
    {
      schema: {
        tags: ['data rights'],
        summary: 'Everything Aboki holds about the signed-in person, as one JSON file (5 an hour)',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const data = await dataRights.exportFor(sessionOf(request).user.id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="aboki-data-${day}.json"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags: ['data rights'],
        summary: 'Delete the signed-in account: the password again, and confirm: true',
        security: [{ bearerAuth: [] }],
        body: deleteBody,
        response: {
          200: successEnvelope(z.object({})),
          400: errorEnvelope,
          401: errorEnvelope,
          409: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request) => {
      const { user, sessionId } = sessionOf(request);
      await dataRights.deleteAccount(user.id, sessionId, request.body.password);
      return ok({}, DATA_RIGHTS_MESSAGES.deleted);
    },
  );
};
