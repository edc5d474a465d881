import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// What the site server sends for one body of its own making (a page's document, the service worker,
// the manifest, an icon): the content coding the client accepts, an entity tag naming those bytes,
// and the 304 that a repeat request whose tag still matches gets instead of the body.

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (a q=0 refuses it). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** One body as sent in one content coding, and the entity tag of exactly those bytes. */
export interface Representation {
  body: Buffer;
  etag: string;
}

export type Representations = Record<Encoding, Representation>;

/**
 * A body in each content coding, compressed once, each with its own strong entity tag: a strong tag
 * promises byte-for-byte identical content (RFC 9110 §8.8.3), and the br, gzip and identity bytes
 * differ, so one tag for all three would tell a cache holding gzip bytes that they are the br ones.
 * A weak tag shared by all three would do for If-None-Match alone; one per coding costs nothing more
 * (the same hash, suffixed) and stays true for every use of a strong tag. `compress: false` (images):
 * every coding is the identity bytes, under the identity tag.
 */
export function representations(identity: Buffer, compress = true): Representations {
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  const plain = { body: identity, etag: `"${hash}"` };
  if (!compress) return { identity: plain, br: plain, gzip: plain };
  return {
    identity: plain,
    br: { body: brotliCompressSync(identity), etag: `"${hash}-br"` },
    gzip: { body: gzipSync(identity), etag: `"${hash}-gzip"` },
  };
}

/**
 * Whether a GET or HEAD's If-None-Match condition is false for the representation tagged `etag`, so
 * the answer is 304 (RFC 9110 §13.1.2): the field is `*` (the resource has a representation), or
 * any tag it lists equals `etag` by weak comparison (a `W/` prefix on either side is ignored).
 */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  // An entity tag may hold commas but never a double quote: each quoted string is one tag.
  return (ifNoneMatch.match(/"[^"]*"/g) ?? []).some((tag) => tag === opaque);
}
