import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from 'shared/messages';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { errorEnvelope } from '../../lib/envelope.js';
import type { PhotoStorage } from './photo-storage.js';

/** A photo's URL names its content hash, so what it serves can never change. */
export const PHOTO_CACHE = 'public, max-age=31536000, immutable';
const PHOTO_NAME = /^([0-9a-f]{64})\.webp$/;

/** A photo's content hash from its file name (`<sha256>.webp`), or undefined for any other name. */
export const photoKeyOf = (name: string): string | undefined => PHOTO_NAME.exec(name)?.[1];

export interface PhotosRoutesOptions {
  photos: PhotoStorage;
  /** Whether an Aboki still shows the photo with this content hash. */
  isInUse: (key: string) => Promise<boolean>;
}

export const photosRoutes: FastifyPluginAsyncZod<PhotosRoutesOptions> = async (app, { photos, isInUse }) => {
  app.get(
    '/photos/:name',
    {
      schema: {
        tags: ['photos'],
        summary: 'An Aboki photo by content hash (WebP, cached for a year)',
        params: z.object({ name: z.string().max(80) }),
        produces: ['image/webp'],
        // The bytes go out as they are (Fastify never serialises a Buffer); declared for the docs.
        response: { 200: z.unknown().describe('The photo, image/webp'), 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const key = photoKeyOf(request.params.name);
      // Only photos an Aboki still uses: a replaced photo stops being served (browsers may keep theirs).
      const bytes = key !== undefined && (await isInUse(key)) ? await photos.get(key) : undefined;
      if (!bytes) throw new AppError('NOT_FOUND', MESSAGES.photoNotFound);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', PHOTO_CACHE)
        .header('x-content-type-options', 'nosniff')
        .header('content-length', bytes.length)
        .send(bytes);
    },
  );
};
