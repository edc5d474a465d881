import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_TAGS, negotiateLanguage, SOURCE_LANGUAGE, type Language } from 'shared/i18n';
import { sayIn } from 'shared/i18n/say-in';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the caller asked for (Accept-Language, sent by the shared API client); English else. */
    language: Language;
  }
}

interface Envelope {
  success: boolean;
  message?: unknown;
  error?: unknown;
  fields?: unknown;
}

function isEnvelope(payload: unknown): payload is Envelope {
  return (
    typeof payload === 'object' && payload !== null && typeof (payload as Envelope).success === 'boolean'
  );
}

/**
 * Every answer's `message` and field errors in the caller's language, said once at the boundary:
 * the code decides what to say (in English, from the message objects in `shared`) and never which
 * language; the `error` codes stay as they are. A validation error's message is its fields' texts,
 * without the field names the English one leads with.
 */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', SOURCE_LANGUAGE);
  app.addHook('onRequest', async (request, reply) => {
    request.language = negotiateLanguage(request.headers['accept-language']) ?? SOURCE_LANGUAGE;
    reply.header('content-language', LANGUAGE_TAGS[request.language]);
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const { language } = request;
    if (language === SOURCE_LANGUAGE || !isEnvelope(payload)) return payload;
    const translated: Envelope = { ...payload };
    if (typeof payload.fields === 'object' && payload.fields !== null) {
      translated.fields = Object.fromEntries(
        Object.entries(payload.fields as Record<string, unknown>).map(([field, text]) => [
          field,
          typeof text === 'string' ? sayIn(language, text) : text,
        ]),
      );
    }
    if (typeof payload.message === 'string') {
      const fieldTexts = Object.values((translated.fields ?? {}) as Record<string, string>);
      translated.message =
        payload.error === 'VALIDATION_ERROR' && fieldTexts.length > 0
          ? fieldTexts.join(' ')
          : sayIn(language, payload.message);
    }
    return translated;
  });
});
