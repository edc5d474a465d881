import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PublishedVersion, ReleaseStore } from './store.js';

/**
 * Written by publish beside each build and served with it: the digests of the files a browser
 * loads from that build. A release names the digest of this file, so one digest in the page
 * vouches for every script, stylesheet and manifest of a remote.
 */
export const INTEGRITY_FILE = 'integrity.json';

/** What a browser fetches from a build and must check: code, styles and Module Federation's JSON. */
const BROWSER_LOADED = /\.(js|mjs|css|json)$/;

/** A Subresource Integrity value: `sha384-` and the base64 digest. */
export function sha384(content: Buffer | string): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

export interface IntegrityDocument {
  app: string;
  version: string;
  /** Path relative to the build → `sha384-…`, for the files browsers load. */
  files: Record<string, string>;
}

/** The integrity.json of a build, byte for byte (its digest goes into releases). */
export function integrityDocument(app: string, version: string, integrity: Record<string, string>): string {
  const files = Object.fromEntries(
    Object.keys(integrity)
      .filter((path) => BROWSER_LOADED.test(path))
      .sort()
      .map((path) => [path, integrity[path]!]),
  );
  return `${JSON.stringify({ app, version, files } satisfies IntegrityDocument)}\n`;
}

/**
 * The files of a published version whose bytes no longer match what publish recorded (or that
 * are gone), re-read from the store; empty when the version is intact. A version published
 * before integrity was recorded cannot be checked and is reported as such.
 */
export async function tamperedFiles(store: ReleaseStore, record: PublishedVersion): Promise<string[]> {
  if (!record.integrity || !record.integrityDocument) return ['(published before integrity was recorded)'];
  const dir = store.versionDir(record.app, record.version);
  const problems: string[] = [];
  for (const [path, expected] of Object.entries(record.integrity)) {
    const content = await readFile(join(dir, path)).catch(() => null);
    if (!content) problems.push(`${path} (missing)`);
    else if (sha384(content) !== expected) problems.push(path);
  }
  const document = await readFile(join(dir, INTEGRITY_FILE)).catch(() => null);
  if (!document || sha384(document) !== record.integrityDocument) problems.push(INTEGRITY_FILE);
  return problems;
}
