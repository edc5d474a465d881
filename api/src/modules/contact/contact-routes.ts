import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from 'shared/messages';
import { contactSchema } from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import type { ContactService } from './contact-service.js';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to Aboki support',
        body: contactSchema,
        response: {
          201: successEnvelope(z.object({ id: z.uuid() })),
          400: errorEnvelope,
          413: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const created = await contact.submit(request.body, request.ip);
      return reply.status(201).send(ok(created, MESSAGES.contactReceived));
    },
  );
};
