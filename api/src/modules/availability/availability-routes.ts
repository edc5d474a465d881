import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  abokiSearchAnswerSchema,
  abokiSearchQuerySchema,
  abokiSlotsAnswerSchema,
  abokiSlotsQuerySchema,
} from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { noStore } from '../../plugins/no-store.js';
import type { AvailabilityService } from './availability-service.js';
import { searchSerializerCompiler } from './search-serializer.js';

const tags = ['booking'];

/**
 * GET /abokis/search and /abokis/:id/slots, public. Fastify's router matches the static
 * /abokis/search before the abokis module's /abokis/:id, whatever the registration order.
 */
export const availabilityRoutes: FastifyPluginAsyncZod<{ availability: AvailabilityService }> = async (
  app,
  { availability },
) => {
  // Free time changes with every booking: never cached.
  noStore(app);

  app.get(
    '/abokis/search',
    {
      schema: {
        tags,
        summary:
          'Abokis free for a service in an LGA: at a time (with its price and end), or with their next free starts this week',
        querystring: abokiSearchQuerySchema,
        response: { 200: successEnvelope(abokiSearchAnswerSchema), 400: errorEnvelope },
      },
      // A compiled writer for the answer, same contract (search-serializer.ts).
      serializerCompiler: searchSerializerCompiler,
    },
    async (request) => ok(await availability.search(request.query)),
  );

  app.get(
    '/abokis/:id/slots',
    {
      schema: {
        tags,
        summary: "An ACTIVE Aboki's free start times for a service, in Lagos time",
        params: z.object({ id: z.string().min(1).max(64) }),
        querystring: abokiSlotsQuerySchema,
        response: { 200: successEnvelope(abokiSlotsAnswerSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ok(await availability.slots(request.params.id, request.query)),
  );
};
