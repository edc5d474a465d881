import type { FastifyInstance } from 'fastify';

/**
 * In a route plugin whose actions may take no body: a request body labelled JSON but empty (as many
 * clients send) means none, instead of a 400; any other body is parsed and checked as usual.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
