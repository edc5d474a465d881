import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A photo's name: the SHA-256 (hex) of its WebP bytes. */
export const PHOTO_KEY = /^[0-9a-f]{64}$/;

/**
 * Where processed photos live. Keys are content hashes, so a stored photo never changes and
 * writing the same photo twice is harmless. The filesystem is the default; object storage
 * (S3, R2, GCS) fits the same two calls.
 */
export interface PhotoStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The photo's bytes, or undefined when there is no such photo. */
  get(key: string): Promise<Buffer | undefined>;
}

/** Photos as files under `directory` (DATA_DIR/photos), named `<key>.webp`. */
export function createFilePhotoStorage(directory: string): PhotoStorage {
  const pathOf = (key: string) => {
    // The key names a file: nothing but a hash may reach the filesystem.
    if (!PHOTO_KEY.test(key)) throw new RangeError('Not a photo key');
    return join(directory, `${key}.webp`);
  };
  let ready: Promise<unknown> | undefined;
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      ready ??= mkdir(directory, { recursive: true });
      await ready;
      // Written aside and renamed, so a reader never sees half a photo.
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key) {
      if (!PHOTO_KEY.test(key)) return undefined;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
