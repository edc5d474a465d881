import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_MESSAGES } from 'shared/api-messages';
import { MESSAGES } from 'shared/messages';
import { ABOKI_PHOTO_MAX_BYTES, ABOKI_PHOTO_TYPES } from 'shared/schemas';
import { AppError } from '../../lib/app-error.js';

/** A Fastify scope whose routes are typed by their zod schemas. */
export type PhotoScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const wrongType = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', API_MESSAGES.photoTypes({ types: ABOKI_PHOTO_TYPES.join(', ') }));

/**
 * Routes whose body is a photo: raw image bytes (JPEG, PNG or WebP) up to 5 MiB, in their own
 * context so the rest of the API stays JSON-only. An Aboki's photo and a dispute's photos both come
 * in this way and go through processPhoto.
 */
export async function photoUploadRoutes(
  app: FastifyInstance,
  register: (scope: PhotoScope) => void,
): Promise<void> {
  await app.register(async (photoScope) => {
    photoScope.addContentTypeParser(
      [...ABOKI_PHOTO_TYPES],
      { parseAs: 'buffer', bodyLimit: ABOKI_PHOTO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Fastify's generic wording ("limit 100 KiB", "send JSON") would mislead here; a handler that
    // throws hands the error on to the app's error handler, which writes the envelope.
    photoScope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.photoTooLarge);
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw wrongType();
      throw error;
    });
    register(photoScope.withTypeProvider<ZodTypeProvider>());
  });
}

/** The uploaded bytes (a body that is not one of the photo types never reaches a handler as a Buffer). */
export function uploadedPhoto(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body)) throw wrongType();
  return request.body;
}

/** The documented answer sizes and types of a photo upload route. */
export const PHOTO_UPLOAD = { bodyLimit: ABOKI_PHOTO_MAX_BYTES, consumes: [...ABOKI_PHOTO_TYPES] };
