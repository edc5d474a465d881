import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_TAGS, negotiateLanguage, SOURCE_LANGUAGE, type Language } from 'shared/i18n';
import { sayIn } from 'shared/i18n/say-in';
import { serviceWordsIn } from 'shared/i18n/service-words';
import { validationMessage } from '../lib/app-error.js';

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

const SERVICE_WALK_DEPTH = 8;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * `data` with the catalogue's services in `language`, by slug, never by English name: an object with
 * a catalogue `slug` and a `name` (the catalogue, a job's service) gets its name, description and
 * category; one with a catalogue `serviceSlug` and a `serviceName` (an Aboki's offered services) gets
 * its service name. Plain objects and arrays only, to a bounded depth; copies, never the original
 * (it may be a cached answer).
 */
export function localizeServices(value: unknown, language: Language, depth = 0): unknown {
  if (language === SOURCE_LANGUAGE || depth > SERVICE_WALK_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => localizeServices(item, language, depth + 1));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = localizeServices(item, language, depth + 1);
  if (typeof value.slug === 'string' && typeof value.name === 'string') {
    const words = serviceWordsIn(language, value.slug);
    if (words) {
      copy.name = words.name;
      if (typeof value.description === 'string') copy.description = words.description;
      if (typeof value.category === 'string') copy.category = words.category;
    }
  }
  if (typeof value.serviceSlug === 'string' && typeof value.serviceName === 'string') {
    const words = serviceWordsIn(language, value.serviceSlug);
    if (words) copy.serviceName = words.name;
  }
  return copy;
}

/**
 * Every answer's `message` and field errors in the caller's language, said once at the boundary:
 * the code decides what to say (in English, from the message objects in `shared`) and never which
 * language; the `error` codes stay as they are. A validation error's message is its fields' texts,
 * said one after another, as in English. The catalogue's services in `data` are said
 * in the caller's language too, by slug (localizeServices).
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
    const translated: Envelope & { data?: unknown } = { ...payload };
    if ('data' in payload) translated.data = localizeServices((payload as { data: unknown }).data, language);
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
          ? validationMessage(fieldTexts)
          : sayIn(language, payload.message);
    }
    return translated;
  });
});
