import type { FastifyInstance } from 'fastify';

/** Answers carrying tokens or personal data must not sit in any cache: call in a route plugin. */
export function noStore(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
