import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from 'shared/i18n';
import { serviceSchema } from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { localizeServices } from '../../plugins/language.js';
import type { CatalogueSnapshot } from './catalogue-memory.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SLUG_PATTERN, type ServicesService } from './services-service.js';

const slug = z.string().regex(SLUG_PATTERN, 'must be a lowercase slug such as home-cleaning').max(80);

// The catalogue changes rarely: let phones and CDNs reuse it for a minute and revalidate in the background.
const CATALOGUE_CACHE = 'public, max-age=60, stale-while-revalidate=600';

const listAnswer = successEnvelope(
  z.object({ services: z.array(serviceSchema), nextCursor: z.string().nullable() }),
);
const oneAnswer = successEnvelope(z.object({ service: serviceSchema }));
const notModified = z.void().describe('Not modified: the ETag in If-None-Match is still current');

/** An answer as it goes on the wire, and its strong validator. */
interface Prepared {
  body: Buffer;
  etag: string;
}

/**
 * The answer's bytes, said in `language`, exactly as the route's serializer and the language
 * plugin's boundary would write them (parsed by the response schema, then JSON), built once per
 * catalogue under `key` when there is one: the catalogue's words are the same for every caller.
 */
function prepare(
  catalogue: CatalogueSnapshot | undefined,
  key: string | undefined,
  schema: z.ZodType,
  data: unknown,
  language: Language,
): Prepared {
  const build = (): Prepared => {
    const body = Buffer.from(JSON.stringify(schema.parse(ok(localizeServices(data, language)))));
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
  };
  return catalogue && key !== undefined ? catalogue.remember(`${key} ${language}`, build) : build();
}

/** If-None-Match holds `etag` (compared weakly, as RFC 9110 says for this header), or is `*`. */
function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

/** The prepared bytes (Fastify never serialises a Buffer), or 304 with no body when the caller has them. */
function send(request: FastifyRequest, reply: FastifyReply, answer: Prepared) {
  reply.header('cache-control', CATALOGUE_CACHE);
  // The names are said in the caller's language: a shared cache keeps one answer per language.
  reply.header('vary', 'accept-language');
  reply.header('etag', answer.etag);
  if (isCurrent(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(answer.body);
}

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
        // Sent as prepared bytes with a strong ETag; declared for validation of the docs and clients.
        response: { 200: listAnswer, 304: notModified, 400: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { cursor, limit } = request.query;
      const { value, catalogue } = await services.list(cursor, limit);
      // The pages of the default size are the ones asked for again and again: kept with the catalogue.
      const key = limit === DEFAULT_PAGE_SIZE ? `list ${cursor ?? ''}` : undefined;
      return send(request, reply, prepare(catalogue, key, listAnswer, value, request.language));
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
        response: { 200: oneAnswer, 304: notModified, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { value, catalogue } = await services.get(request.params.slug);
      const answer = prepare(catalogue, `one ${value.slug}`, oneAnswer, { service: value }, request.language);
      return send(request, reply, answer);
    },
  );
};
