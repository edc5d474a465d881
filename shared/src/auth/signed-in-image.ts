import { ApiError, NETWORK_ERROR_MESSAGE } from 'shared';

/** Bytes as a `data:` URL: the site's Content-Security-Policy allows images from itself and `data:`, not `blob:`. */
function toDataUrl(bytes: ArrayBuffer, type: string): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (let start = 0; start < view.length; start += 0x8000) {
    binary += String.fromCharCode(...view.subarray(start, start + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * GET a WebP that needs the bearer token (an `<img src>` cannot send it) and answer it as a `data:`
 * URL. Throws an ApiError (status 0 when unreachable, else the server's words or `fallback`), so the
 * caller decides what a failure does to the session.
 */
export async function fetchSignedInImage(path: string, token: string, fallback: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept: 'image/webp', authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
    throw new ApiError(answer.message || fallback, response.status, answer.error);
  }
  return toDataUrl(await response.arrayBuffer(), response.headers.get('content-type') || 'image/webp');
}
