import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES } from 'shared/api-messages';
import { findState, NIGERIAN_STATES } from 'shared/nigeria';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';

// States and LGAs change by act of the National Assembly: a day of caching costs nothing.
const LOCATIONS_CACHE = 'public, max-age=86400';
const STATE_NAMES = NIGERIAN_STATES.map((state) => state.name);

/** The 36 states and FCT, and each one's LGAs, named as profiles store them. */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locations/states',
    {
      schema: {
        tags: ['locations'],
        summary: 'The 36 states and FCT, sorted by name',
        response: { 200: successEnvelope(z.object({ states: z.array(z.string()) })) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', LOCATIONS_CACHE);
      return ok({ states: STATE_NAMES });
    },
  );

  app.get(
    '/locations/states/:state/lgas',
    {
      schema: {
        tags: ['locations'],
        summary: "A state's Local Government Areas (Area Councils for FCT)",
        params: z.object({ state: z.string().max(100) }),
        response: {
          200: successEnvelope(z.object({ state: z.string(), lgas: z.array(z.string()) })),
          400: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const state = findState(request.params.state);
      if (!state) throw notFound(API_MESSAGES.noStateCalled({ state: request.params.state }));
      reply.header('cache-control', LOCATIONS_CACHE);
      return ok({ state: state.name, lgas: [...state.lgas] });
    },
  );
};
