// A remote's file that did not run looks the same to the page whether it never arrived or arrived
// changed (a script's `error` event, a TypeError from fetch): the browser says no more. Told apart
// here, only after a failure, by downloading the file once more and hashing what arrives against
// the digest that was published (issue 23: tampering is reported as such, and the page says so).

/** `integrity`: what arrived was not what was published. `load-failed`: nothing usable arrived. */
export type RefusalKind = 'integrity' | 'load-failed';

const ALGORITHMS: Record<string, string> = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' };

function base64(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text);
}

/**
 * Why `url` did not run, given the digest it should have (`sha384-…`): fetched again, past every
 * cache, and hashed. Without a digest the page refused it outright; without Web Crypto (a plain-HTTP
 * test site) it cannot tell, and says the download failed.
 */
export async function whyRefused(
  url: string,
  expected: string | undefined,
  fetchFile: typeof fetch = fetch,
): Promise<RefusalKind> {
  if (!expected) return 'integrity';
  const dash = expected.indexOf('-');
  const algorithm = ALGORITHMS[expected.slice(0, dash)];
  if (!algorithm || !globalThis.crypto?.subtle) return 'load-failed';
  try {
    const response = await fetchFile(url, { cache: 'no-store' });
    if (!response.ok) return 'load-failed';
    const digest = await crypto.subtle.digest(algorithm, await response.arrayBuffer());
    return base64(digest) === expected.slice(dash + 1) ? 'load-failed' : 'integrity';
  } catch {
    return 'load-failed';
  }
}

const pending: Promise<RefusalKind>[] = [];

/** Keeps the verdict on one refused file until the loader asks why its remote failed. */
export function noteRefusal(verdict: Promise<RefusalKind>): Promise<RefusalKind> {
  pending.push(verdict);
  return verdict;
}

/** Why the files refused since the last call were: `integrity` if any was changed on its way. */
export async function explainRefusals(): Promise<RefusalKind> {
  const verdicts = await Promise.all(pending.splice(0));
  return verdicts.includes('integrity') ? 'integrity' : 'load-failed';
}
