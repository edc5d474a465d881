import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DeployError, SHELL } from './apps.js';
import { parseSpec, verifiedApp } from './compose.js';
import type { Preview, PreviewedApp, PublicRelease, ReleaseStore } from './store.js';

/** How long a preview may last: long enough for a QA session, short enough to be forgotten safely. */
export const PREVIEW_EXPIRY = { minMs: 1_000, maxMs: 7 * 24 * 3600_000 } as const;

const UNIT_MS = { s: 1_000, m: 60_000, h: 3600_000, d: 24 * 3600_000 } as const;

/** `90s`, `15m`, `2h`, `3d` → milliseconds, within PREVIEW_EXPIRY. */
export function parseExpiry(text: string | undefined): number {
  const match = /^(\d{1,6})([smhd])$/.exec(text ?? '');
  if (!match) {
    throw new DeployError('--expires needs a duration such as 90s, 30m, 2h or 3d');
  }
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  if (ms < PREVIEW_EXPIRY.minMs || ms > PREVIEW_EXPIRY.maxMs) {
    throw new DeployError('--expires must be between 1s and 7d');
  }
  return ms;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;

/** The account a preview is for, as its email (what QA knows); compared lower-cased, as sign-in does. */
export function normaliseUser(user: string | undefined): string {
  const email = (user ?? '').trim().toLowerCase();
  if (!EMAIL.test(email))
    throw new DeployError('--user needs the email of the account, e.g. amina@example.ng');
  return email;
}

/** One file per (account, app): a second live preview of the same app for the same account is refused. */
function previewFile(store: ReleaseStore, user: string, app: string): string {
  const who = createHash('sha256').update(user).digest('hex').slice(0, 16);
  return join(store.previewsDir, `${app}--${who}.json`);
}

export const isLive = (preview: Pick<Preview, 'expiresAt'>, now: Date) =>
  Date.parse(preview.expiresAt) > now.getTime();

const previewName = (preview: Pick<Preview, 'user' | 'app' | 'version'>) =>
  `${preview.user} ${preview.app}@${preview.version}`;

async function readPreview(file: string): Promise<Preview | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Preview;
  } catch {
    return null;
  }
}

/** Takes a preview's file out of the store in one rename: of two revokers, one wins. */
async function takeOut(file: string): Promise<boolean> {
  const removed = `${file}.removed.${randomBytes(4).toString('hex')}`;
  try {
    await rename(file, removed);
  } catch {
    return false;
  }
  await rm(removed, { force: true });
  return true;
}

export interface CreatePreviewOptions {
  user: string | undefined;
  /** `<app>@<version>` of a published version. */
  spec: string | undefined;
  expires: string | undefined;
  by: string;
  now?: Date;
}

/**
 * Lets one account load a published version of one remote until it expires. The file appears
 * whole or not at all (a hard link of a fully written file, refused if one is there), so of two
 * concurrent creates for the same account and app exactly one succeeds.
 */
export async function createPreview(
  store: ReleaseStore,
  { user: userOption, spec, expires, by, now = new Date() }: CreatePreviewOptions,
): Promise<Preview> {
  const user = normaliseUser(userOption);
  if (!spec) throw new DeployError('preview create needs --app <app>@<version>, e.g. mfe-auth@1.5.0-rc1');
  const { app, version } = parseSpec(spec);
  if (app === SHELL) {
    throw new DeployError(
      'The shell cannot be previewed: it renders every page; compose or canary a remote instead',
    );
  }
  const ms = parseExpiry(expires);
  const current = await store.currentRelease();
  if (!current) throw new DeployError('There is no current release to preview beside');
  if (current.apps[app]?.version === version) {
    throw new DeployError(`${app}@${version} is already in the current release: everyone has it`);
  }
  const preview: Preview = {
    id: `p-${randomBytes(4).toString('hex')}`,
    user,
    app,
    version,
    // Published, unchanged since, and with the digests browsers check it against.
    entry: await verifiedApp(store, app, version),
    createdAt: now.toISOString(),
    createdBy: by,
    expiresAt: new Date(now.getTime() + ms).toISOString(),
  };
  await mkdir(store.previewsDir, { recursive: true });
  const file = previewFile(store, user, app);
  const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(partial, `${JSON.stringify(preview, null, 2)}\n`);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await link(partial, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
        const existing = await readPreview(file);
        if (existing && isLive(existing, now)) {
          throw new DeployError(
            `${user} already previews ${existing.app}@${existing.version} until ${existing.expiresAt} (${existing.id}): revoke it first`,
          );
        }
        await takeOut(file); // An expired preview of the same app makes way.
      }
    }
  } finally {
    await rm(partial, { force: true });
  }
  await store.audit({
    by,
    action: 'preview-create',
    subject: previewName(preview),
    details: { id: preview.id, expiresAt: preview.expiresAt },
  });
  return preview;
}

export interface RevokeFilter {
  id?: string | undefined;
  user?: string | undefined;
  app?: string | undefined;
}

/** Ends the previews named by id, or by account (and app): served to no one from the next request. */
export async function revokePreviews(
  store: ReleaseStore,
  filter: RevokeFilter,
  by: string,
): Promise<Preview[]> {
  if (!filter.id && !filter.user) {
    throw new DeployError(
      'preview revoke takes a preview id (see `preview list`) or --user <email> [--app <app>]',
    );
  }
  const user = filter.user ? normaliseUser(filter.user) : undefined;
  const matching = (await store.readPreviews()).filter(
    (preview) =>
      (!filter.id || preview.id === filter.id) &&
      (!user || preview.user === user) &&
      (!filter.app || preview.app === filter.app),
  );
  if (matching.length === 0)
    throw new DeployError('No preview matches; see `npm run release -- preview list`');
  return revoke(store, matching, by);
}

/**
 * A previewing account ends its own previews (the badge's "Leave preview"): the audit log names
 * the account as who did it. None left to end is not an error: the preview may have just expired.
 */
export async function leavePreviews(store: ReleaseStore, email: string): Promise<Preview[]> {
  const user = email.toLowerCase();
  const mine = (await store.readPreviews()).filter((preview) => preview.user === user);
  return revoke(store, mine, `${user} (Leave preview)`);
}

async function revoke(store: ReleaseStore, previews: Preview[], by: string): Promise<Preview[]> {
  const revoked: Preview[] = [];
  const now = new Date();
  for (const preview of previews) {
    if (!(await takeOut(previewFile(store, preview.user, preview.app)))) continue; // Revoked meanwhile.
    await store.audit({
      by,
      action: 'preview-revoke',
      subject: previewName(preview),
      details: { id: preview.id, expired: !isLive(preview, now) },
    });
    revoked.push(preview);
  }
  return revoked;
}

/** One line per preview for `preview list`. */
export function formatPreview(preview: Preview, now: Date): string {
  const state = isLive(preview, now) ? `until ${preview.expiresAt}` : `expired ${preview.expiresAt}`;
  return `${preview.id}  ${previewName(preview)}  ${state}  by ${preview.createdBy} at ${preview.createdAt}`;
}

/**
 * The release a previewing account is served: the release it would get otherwise with its
 * previewed versions in place, under an id of its own (so the release watch sees one release).
 */
export function previewRelease(served: PublicRelease, previews: Preview[]): PublicRelease {
  const apps = { ...served.apps };
  const preview: PreviewedApp[] = [];
  for (const { app, version, entry, expiresAt } of previews) {
    apps[app] = entry;
    preview.push({ app, version, expiresAt });
  }
  const key = createHash('sha256')
    .update(previews.map(({ id }) => id).join(','))
    .digest('hex')
    .slice(0, 8);
  return { ...served, id: `${served.id}-preview-${key}`, apps, previews: true, preview };
}
