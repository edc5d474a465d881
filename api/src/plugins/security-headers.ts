import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// JSON needs no scripts, styles or frames; the docs page is HTML and brings its own policy.
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Strict defaults for every API answer; a route that may be cached says so itself. Pages served
 * beside the API in one process (deploy's site plugin) set their own policy.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApi(request.url)) return payload;
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    if (!request.url.startsWith('/api/docs')) {
      reply.header('content-security-policy', API_CSP);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
