import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceSchema } from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SLUG_PATTERN, type ServicesService } from './services-service.js';

const slug = z.string().regex(SLUG_PATTERN, 'must be a lowercase slug such as home-cleaning').max(80);

// The catalogue changes rarely: let phones and CDNs reuse it for a minute and revalidate in the background.
const CATALOGUE_CACHE = 'public, max-age=60, stale-while-revalidate=600';

export const servicesRoutes: FastifyPluginAsyncZod<{ services: ServicesService }> = async (
  app,
  { services },
) => {
  app.get(
    '/services',
    {
      schema: {
        tags: ['services'],
        summary: 'List active services with their starting prices in kobo',
        querystring: z
          .object({
            limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
            cursor: slug.optional(),
          })
          .strict(),
        response: {
          200: successEnvelope(
            z.object({ services: z.array(serviceSchema), nextCursor: z.string().nullable() }),
          ),
          400: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      // The names are said in the caller's language: a shared cache keeps one answer per language.
      reply.header('vary', 'accept-language');
      return ok(await services.list(request.query.cursor, request.query.limit));
    },
  );

  app.get(
    '/services/:slug',
    {
      schema: {
        tags: ['services'],
        summary: 'One active service by slug',
        // Any string is a possible slug: one that names no service is simply not found.
        params: z.object({ slug: z.string().max(200) }),
        response: {
          200: successEnvelope(z.object({ service: serviceSchema })),
          400: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const found = await services.get(request.params.slug);
      reply.header('cache-control', CATALOGUE_CACHE);
      // The names are said in the caller's language: a shared cache keeps one answer per language.
      reply.header('vary', 'accept-language');
      return ok({ service: found });
    },
  );
};
