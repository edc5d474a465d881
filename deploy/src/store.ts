import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, open, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertApp, assertVersion } from './apps.js';

/** What `publish` records beside each published build. */
export interface PublishedVersion {
  app: string;
  version: string;
  publishedAt: string;
  publishedBy: string;
  files: number;
  bytes: number;
  /**
   * Every file of the build, relative to its folder with `/` separators, sorted: the server serves
   * these and nothing else. Absent in versions published before the list was kept.
   */
  paths?: string[];
  /** `sha384-…` of every file in `paths`. Absent in versions published before integrity was kept. */
  integrity?: Record<string, string>;
  /** `sha384-…` of the version's integrity.json, the digests browsers check its code against. */
  integrityDocument?: string;
}

/** One app in a release; `base` is the URL its build is served under (ends with `/`). */
export interface ReleaseApp {
  version: string;
  base: string;
  /**
   * `sha384-…` of `<base>integrity.json`: the shell fetches that file with this digest and runs
   * only code whose digest it lists. Absent in releases composed before integrity was kept,
   * whose remotes the shell refuses to load.
   */
  integrity?: string;
  /** `sha384-…` of `<base>mf-manifest.json`: the shell fetches it at once, beside integrity.json. */
  manifestIntegrity?: string;
}

/** A composed release: one version of every front-end app, switched to together. */
export interface Release {
  id: string;
  createdAt: string;
  /** Who composed it: for `release list` only, never sent to browsers (see `publicRelease`). */
  createdBy: string;
  apps: Record<string, ReleaseApp>;
}

/** What browsers see of a release (the page's data block and `/release.json`). */
export type PublicRelease = Omit<Release, 'createdBy'> & {
  /** A canary is running beside this release: a signed-in page asks which side its account is on. */
  canary?: boolean;
  /** Previews are live: a signed-in page asks, with its account, whether one is its own. */
  previews?: boolean;
  /** The previews this request's account is served (checked on the server): the shell shows a badge. */
  preview?: PreviewedApp[];
};

/** What a previewing account's page learns of its preview: which version, until when. */
export interface PreviewedApp {
  app: string;
  version: string;
  expiresAt: string;
}

/**
 * A release as the site publishes it. Who composed it (a login and a host name) stays in the
 * store: it tells an attacker where to aim and tells a visitor nothing.
 */
export function publicRelease({
  id,
  createdAt,
  apps,
  canary,
  previews,
  preview,
}: PublicRelease): PublicRelease {
  return {
    id,
    createdAt,
    apps,
    ...(canary ? { canary } : {}),
    ...(previews ? { previews } : {}),
    ...(preview?.length ? { preview } : {}),
  };
}

export interface HistoryEvent {
  at: string;
  by: string;
  action: 'compose' | 'rollback';
  release: string;
  /** The release that was current before, when there was one. */
  from: string | null;
}

/** Everything the release tool does that changes what visitors get, or could get. */
export const AUDIT_ACTIONS = [
  'publish',
  'compose',
  'rollback',
  'canary-start',
  'canary-promote',
  'canary-abort',
  'preview-create',
  'preview-revoke',
  'gc',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of the audit log: who did what, when, and (for automatic actions) why. */
export interface AuditEvent {
  at: string;
  /** RELEASE_AUTHOR, else the git user; the server itself for automatic actions. */
  by: string;
  action: AuditAction;
  /** What was acted on, in words: `mfe-auth@1.4.0`, a release id, a preview. */
  subject: string;
  details?: Record<string, unknown>;
  /** Why, when the tool decided by itself (an automatic canary abort). */
  reason?: string;
}

/** A version served to a share of visitors beside the current release (`canary.json`). */
export interface Canary {
  app: string;
  version: string;
  /** The canary's base and digests, as a release names them. */
  entry: ReleaseApp;
  percent: number;
  /** The release the canary runs beside; the rest of its apps are that release's. */
  release: string;
  startedAt: string;
  startedBy: string;
}

/** One account allowed to load an unreleased version of one app until it expires (`previews/*.json`). */
export interface Preview {
  id: string;
  /** The account's email, lower-cased: matched against the signed-in session on the server. */
  user: string;
  app: string;
  version: string;
  /** The version's base and digests, as a release names them. */
  entry: ReleaseApp;
  createdAt: string;
  createdBy: string;
  expiresAt: string;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Writes a whole file or nothing: readers never see half of it. */
export async function writeFileAtomically(file: string, content: string): Promise<void> {
  const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(partial, content);
  await rename(partial, file);
}

/**
 * The release store on disk (RELEASES_DIR):
 *   apps/<app>/<version>/      published builds, never changed once written, with publish.json
 *   releases/<id>.json         composed releases
 *   current.json               which release is live; replaced atomically
 *   history.jsonl              who composed or rolled back what, and when
 *   audit.jsonl                every action of the release tool: who, when, what (and why)
 *   canary.json                the running canary, if any
 *   previews/<app>--<user>.json  per-account previews (see preview.ts)
 */
export class ReleaseStore {
  constructor(readonly root: string) {}

  versionDir(app: string, version: string): string {
    assertApp(app);
    assertVersion(version);
    return join(this.root, 'apps', app, version);
  }

  get currentFile(): string {
    return join(this.root, 'current.json');
  }

  async listVersions(app: string): Promise<PublishedVersion[]> {
    assertApp(app);
    let entries: string[];
    try {
      entries = await readdir(join(this.root, 'apps', app));
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const versions = await Promise.all(
      entries
        .filter((entry) => !entry.startsWith('.'))
        .map((version) => readJson<PublishedVersion>(join(this.root, 'apps', app, version, 'publish.json'))),
    );
    return versions
      .filter((version): version is PublishedVersion => version !== null)
      .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version));
  }

  /** What publish recorded of `app@version`, or null when it is not published. */
  readPublished(app: string, version: string): Promise<PublishedVersion | null> {
    return readJson<PublishedVersion>(join(this.versionDir(app, version), 'publish.json'));
  }

  async hasVersion(app: string, version: string): Promise<boolean> {
    return (await readJson(join(this.versionDir(app, version), 'publish.json'))) !== null;
  }

  async readRelease(id: string): Promise<Release | null> {
    if (!/^r-[0-9a-z-]+$/.test(id)) return null;
    return readJson<Release>(join(this.root, 'releases', `${id}.json`));
  }

  /** Every release ever composed, oldest first. */
  async listReleases(): Promise<Release[]> {
    let files: string[];
    try {
      files = await readdir(join(this.root, 'releases'));
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const releases = await Promise.all(
      files
        .filter((file) => file.endsWith('.json'))
        .map((file) => readJson<Release>(join(this.root, 'releases', file))),
    );
    return releases
      .filter((release): release is Release => release !== null)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }

  async currentReleaseId(): Promise<string | null> {
    return (await readJson<{ id: string }>(this.currentFile))?.id ?? null;
  }

  async currentRelease(): Promise<Release | null> {
    const id = await this.currentReleaseId();
    return id ? this.readRelease(id) : null;
  }

  async saveRelease(release: Release): Promise<void> {
    await mkdir(join(this.root, 'releases'), { recursive: true });
    await writeFileAtomically(
      join(this.root, 'releases', `${release.id}.json`),
      `${JSON.stringify(release, null, 2)}\n`,
    );
  }

  /** Makes `id` the live release in one rename, and records who did it. */
  async makeCurrent(
    id: string,
    action: HistoryEvent['action'],
    by: string,
    details: Record<string, unknown> = {},
  ): Promise<HistoryEvent> {
    const from = await this.currentReleaseId();
    await writeFileAtomically(this.currentFile, `${JSON.stringify({ id })}\n`);
    const event: HistoryEvent = { at: new Date().toISOString(), by, action, release: id, from };
    await appendFile(join(this.root, 'history.jsonl'), `${JSON.stringify(event)}\n`);
    await this.audit({
      by,
      action,
      subject: id,
      details: { from, ...details },
    });
    return event;
  }

  async readCanary(): Promise<Canary | null> {
    return readJson<Canary>(join(this.root, 'canary.json'));
  }

  /** One file per (account, app), so creating and revoking are single renames; see preview.ts. */
  get previewsDir(): string {
    return join(this.root, 'previews');
  }

  /** Every preview on record, expired ones too (they stop being served at once, and are cleared on revoke). */
  async readPreviews(): Promise<Preview[]> {
    let files: string[];
    try {
      files = await readdir(this.previewsDir);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const previews = await Promise.all(
      files
        .filter((file) => file.endsWith('.json'))
        .map((file) => readJson<Preview>(join(this.previewsDir, file))),
    );
    return previews
      .filter((preview): preview is Preview => preview !== null)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }

  /**
   * `app@version` of everything a visitor may be served right now: the current release, a running
   * canary, and previews that have not expired. `release gc` never removes these.
   */
  async liveVersions(now = new Date()): Promise<Set<string>> {
    const live = new Set<string>();
    const current = await this.currentRelease();
    for (const [app, { version }] of Object.entries(current?.apps ?? {})) live.add(`${app}@${version}`);
    const canary = await this.readCanary();
    if (canary) {
      live.add(`${canary.app}@${canary.version}`);
      const base = await this.readRelease(canary.release);
      for (const [app, { version }] of Object.entries(base?.apps ?? {})) live.add(`${app}@${version}`);
    }
    for (const preview of await this.readPreviews()) {
      if (Date.parse(preview.expiresAt) > now.getTime()) live.add(`${preview.app}@${preview.version}`);
    }
    return live;
  }

  /**
   * Appends one event to the audit log. One short line per `appendFile` (O_APPEND): writers on
   * several machines sharing the store never interleave within a line.
   */
  async audit(event: Omit<AuditEvent, 'at'> & { at?: string }): Promise<AuditEvent> {
    const { at, ...rest } = event;
    const recorded: AuditEvent = { at: at ?? new Date().toISOString(), ...rest };
    await mkdir(this.root, { recursive: true });
    const file = join(this.root, 'audit.jsonl');
    // After a crash mid-line, start a fresh line rather than glue this event onto the torn one.
    const torn = await open(file, 'r')
      .then(async (handle) => {
        try {
          const { size } = await handle.stat();
          if (size === 0) return false;
          const { buffer } = await handle.read(Buffer.alloc(1), 0, 1, size - 1);
          return buffer[0] !== 0x0a;
        } finally {
          await handle.close();
        }
      })
      .catch(() => false);
    await appendFile(file, `${torn ? '\n' : ''}${JSON.stringify(recorded)}\n`);
    return recorded;
  }

  /** The audit log, oldest first; a line cut short by a crash is skipped, not fatal. */
  async auditLog(): Promise<AuditEvent[]> {
    let text: string;
    try {
      text = await readFile(join(this.root, 'audit.jsonl'), 'utf8');
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const events: AuditEvent[] = [];
    for (const line of text.split('\n')) {
      if (!line) continue;
      try {
        events.push(JSON.parse(line) as AuditEvent);
      } catch {
        // A torn last line: the rest of the log still reads.
      }
    }
    return events;
  }

  async history(): Promise<HistoryEvent[]> {
    try {
      const text = await readFile(join(this.root, 'history.jsonl'), 'utf8');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as HistoryEvent);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }
}
