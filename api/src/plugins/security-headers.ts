import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// JSON needs no scripts, styles or frames.
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
/**
 * The browsable docs (Swagger UI) load only their own files: scripts and stylesheets from
 * /api/docs/static, icons inlined in the stylesheet as data: URLs, and the OpenAPI document and
 * "Try it out" calls from this origin. Nothing from elsewhere, no framing, and nothing inline but
 * the one small stylesheet Swagger UI's bundle injects, allowed by its hash (checked in Chromium).
 */
const SWAGGER_UI_INLINE_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' ${SWAGGER_UI_INLINE_STYLE}`,
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

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
    const isDocs = request.url === '/api/docs' || /^\/api\/docs[/?]/.test(request.url);
    reply.header('content-security-policy', isDocs ? DOCS_CSP : API_CSP);
    if (!isDocs && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
