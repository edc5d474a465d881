import { createHash } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DeployError, SHELL } from './apps.js';
import { compose, IncompatibleReleaseError, parseSpec, verifiedApp, versionsOf } from './compose.js';
import { routeContractProblems } from './route-contract.js';
import { writeFileAtomically, type Canary, type Release, type ReleaseStore } from './store.js';

/** Who the audit log names for what the server decides by itself. */
export const AUTOMATIC = 'aboki-server (automatic)';

/**
 * The automatic abort: enough distinct visitors to judge, and a share of them whose pages went wrong
 * clearly worse than on the release beside it. Visitors, not reports: each counts once per version,
 * and only from pages the site signed a report token for (docs/decisions/0049).
 */
export const ABORT_RULE = { minVisitors: 50, maxFailureRate: 0.02, maxRatioToBaseline: 2 } as const;

export interface Health {
  /** Distinct visitors whose pages reported the version (a page load or a failure). */
  visitors: number;
  /** Of those, the visitors whose pages had it fail. */
  failing: number;
}

const rate = ({ visitors, failing }: Health) => (visitors === 0 ? 0 : failing / visitors);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** Why the canary should be aborted now, or null while it is healthy or has too few visitors to judge. */
export function abortReason(canary: Health, baseline: Health): string | null {
  if (canary.visitors < ABORT_RULE.minVisitors) return null;
  const canaryRate = rate(canary);
  const baselineRate = rate(baseline);
  if (canaryRate <= ABORT_RULE.maxFailureRate || canaryRate <= ABORT_RULE.maxRatioToBaseline * baselineRate) {
    return null;
  }
  return `failures for ${percent(canaryRate)} of ${canary.visitors} visitors, against ${percent(baselineRate)} of ${baseline.visitors} on the release (limit: over ${percent(ABORT_RULE.maxFailureRate)} and over ${ABORT_RULE.maxRatioToBaseline}× the release)`;
}

/**
 * Whether a visitor (or account) is on the canary's side: a hash of who they are and which canary
 * it is, so the same visitor stays on the same side for as long as the canary runs, and each
 * canary samples its own share of visitors.
 */
export function inCanary(canary: Pick<Canary, 'app' | 'version' | 'percent'>, who: string): boolean {
  const digest = createHash('sha256').update(`${canary.app}@${canary.version}\0${who}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100 < canary.percent;
}

/** The release a canary visitor gets: the base release with the canary's version of its app. */
export function canaryRelease(base: Release, canary: Canary): Release {
  return { ...base, id: `${base.id}-canary`, apps: { ...base.apps, [canary.app]: canary.entry } };
}

const canaryFile = (store: ReleaseStore) => join(store.root, 'canary.json');

/** Serves `app@version` to `percent` % of visitors beside the current release. */
export async function startCanary(
  store: ReleaseStore,
  spec: string,
  share: number,
  by: string,
): Promise<Canary> {
  const { app, version } = parseSpec(spec);
  if (app === SHELL)
    throw new DeployError('The shell cannot be a canary: it renders every page; compose it instead');
  if (!Number.isFinite(share) || share <= 0 || share >= 100) {
    throw new DeployError('--percent must be more than 0 and less than 100');
  }
  const running = await store.readCanary();
  if (running) {
    throw new DeployError(`${running.app}@${running.version} is already a canary: promote or abort it first`);
  }
  const current = await store.currentRelease();
  if (!current) throw new DeployError('There is no current release to run a canary beside');
  if (current.apps[app]?.version === version)
    throw new DeployError(`${spec} is already in the current release`);
  const entry = await verifiedApp(store, app, version);
  // The canary's visitors get the release with this version in it: it must serve the same routes.
  const live = versionsOf(current);
  const missing = await routeContractProblems(store, { ...live, [app]: version }, live);
  if (missing.length > 0) throw new IncompatibleReleaseError(missing);
  const canary: Canary = {
    app,
    version,
    entry,
    percent: share,
    release: current.id,
    startedAt: new Date().toISOString(),
    startedBy: by,
  };
  await writeFileAtomically(canaryFile(store), `${JSON.stringify(canary, null, 2)}\n`);
  await store.audit({
    by,
    action: 'canary-start',
    subject: spec,
    details: { percent: share, release: current.id },
  });
  return canary;
}

/** Makes the canary's version part of a new release (the rest as in the release it ran beside). */
export async function promoteCanary(store: ReleaseStore, by: string): Promise<Release> {
  const canary = await store.readCanary();
  if (!canary) throw new DeployError('There is no canary to promote');
  const base = await store.readRelease(canary.release);
  if (!base) throw new DeployError(`The canary's release ${canary.release} is gone`);
  const release = await compose(
    store,
    Object.entries({ ...base.apps, [canary.app]: canary.entry }).map(
      ([app, { version }]) => `${app}@${version}`,
    ),
    by,
  );
  await rm(canaryFile(store), { force: true });
  await store.audit({
    by,
    action: 'canary-promote',
    subject: `${canary.app}@${canary.version}`,
    details: { release: release.id },
  });
  return release;
}

/**
 * Ends the canary: every visitor is back on the release. Of several servers deciding at once,
 * one rename succeeds, so an automatic abort is done (and logged) once.
 */
export async function abortCanary(store: ReleaseStore, by: string, reason?: string): Promise<Canary | null> {
  const canary = await store.readCanary();
  if (!canary) return null;
  const ended = `${canaryFile(store)}.${Date.now()}.aborted`;
  try {
    await rename(canaryFile(store), ended);
  } catch {
    return null; // Someone else ended it first.
  }
  await rm(ended, { force: true });
  await store.audit({
    by,
    action: 'canary-abort',
    subject: `${canary.app}@${canary.version}`,
    details: { percent: canary.percent, release: canary.release },
    ...(reason ? { reason } : {}),
  });
  return canary;
}
