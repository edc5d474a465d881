/** Photos go up no larger than this on the long side: the server keeps 512 px, this leaves room to crop. */
export const UPLOAD_MAX_SIDE = 1600;
/** Smaller files than this go as they are, when they also fit the side. */
const SMALL_ENOUGH_BYTES = 1024 * 1024;
const JPEG_QUALITY = 0.85;

/**
 * A phone camera's 4000 px, 5 MB photo shrunk to at most 1600 px and re-encoded as JPEG before
 * upload: a tenth of the data on a costly connection. Browsers without the APIs, or a file they
 * cannot decode, send the original (the server checks and re-encodes it either way).
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const longSide = Math.max(bitmap.width, bitmap.height);
    const tooWide = longSide > UPLOAD_MAX_SIDE;
    if (!tooWide && file.size <= SMALL_ENOUGH_BYTES) return file;
    const scale = tooWide ? UPLOAD_MAX_SIDE / longSide : 1;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!blob) return file;
    // Re-encoding a small-sided but heavy file can come out heavier: keep whichever is lighter.
    return tooWide || blob.size < file.size ? blob : file;
  } finally {
    bitmap.close();
  }
}
