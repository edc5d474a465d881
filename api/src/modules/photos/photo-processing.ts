import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { MESSAGES } from 'shared/messages';
import { AppError } from '../../lib/app-error.js';

/** The long side of a stored photo, in pixels: enough for a profile, small on mobile data. */
export const PHOTO_MAX_SIDE = 512;
/** Roughly the size a stored photo aims for. */
export const PHOTO_TARGET_BYTES = 40 * 1024;
/** Qualities tried in turn until the WebP fits the target (the last one is kept regardless). */
const QUALITIES = [80, 70, 60, 50, 40];
/** Refuse decompression bombs: a 5 MiB file may claim a gigapixel canvas. */
const MAX_INPUT_PIXELS = 50_000_000;
/** The formats a phone or a browser produces; decided from the bytes, never the Content-Type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface ProcessedPhoto {
  /** SHA-256 (hex) of `bytes`: the photo's name and URL. */
  key: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an uploaded photo and makes a new one from its pixels: turned upright by its EXIF
 * orientation, at most 512 px on the long side, WebP of about 40 KiB. Nothing of the upload but the
 * pixels survives, so EXIF (GPS included), XMP, ICC and comments are all gone.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const notImage = () => new AppError('VALIDATION_ERROR', MESSAGES.photoNotImage);
  if (input.length === 0) throw notImage();
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw notImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notImage();

  let best: { data: Buffer; info: OutputInfo } | undefined;
  try {
    // Decode, turn upright and shrink once; only the encoding is repeated to find the quality.
    const pixels = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = {
      width: pixels.info.width,
      height: pixels.info.height,
      channels: pixels.info.channels,
    };
    for (const quality of QUALITIES) {
      best = await sharp(pixels.data, { raw })
        .webp({ quality, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      if (best.data.length <= PHOTO_TARGET_BYTES) break;
    }
  } catch {
    // Headers that parse but pixels that do not (a truncated upload) are not a photo either.
    throw notImage();
  }
  const { data, info } = best!;
  return {
    key: createHash('sha256').update(data).digest('hex'),
    bytes: data,
    width: info.width,
    height: info.height,
  };
}
