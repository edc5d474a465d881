import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import semver from 'semver';
import { DeployError, FRONT_END_APPS, SHELL, assertApp, assertVersion } from './apps.js';
import { tamperedFiles } from './integrity.js';
import { routeContractProblems } from './route-contract.js';
import type { Release, ReleaseApp, ReleaseStore } from './store.js';

interface SharedEntry {
  name: string;
  version: string;
  singleton: boolean;
  requiredVersion: string | false;
}

interface FederationManifest {
  shared: SharedEntry[];
}

/** A compose refused for reasons a platform engineer can act on, one line each. */
export class IncompatibleReleaseError extends DeployError {
  constructor(readonly problems: string[]) {
    super(
      `These versions cannot be released together:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
}

export function parseSpec(spec: string): { app: string; version: string } {
  const at = spec.lastIndexOf('@');
  if (at <= 0) throw new DeployError(`"${spec}" should read <app>@<version>, e.g. mfe-auth@0.1.0-1a2b3c4d`);
  const app = spec.slice(0, at);
  const version = spec.slice(at + 1);
  assertApp(app);
  assertVersion(version);
  return { app, version };
}

async function readManifest(store: ReleaseStore, app: string, version: string): Promise<FederationManifest> {
  return JSON.parse(
    await readFile(join(store.versionDir(app, version), 'mf-manifest.json'), 'utf8'),
  ) as FederationManifest;
}

/**
 * Every shared library is a singleton provided by the shell: each remote's required range must
 * accept the shell's version, or the remote would run against a React (or router, or auth atom)
 * it was not built for.
 */
export function singletonProblems(
  shell: FederationManifest,
  remotes: Record<string, FederationManifest>,
): string[] {
  const provided = new Map(shell.shared.map((entry) => [entry.name, entry]));
  const problems: string[] = [];
  for (const [app, manifest] of Object.entries(remotes)) {
    for (const entry of manifest.shared) {
      const shellEntry = provided.get(entry.name);
      if (!shellEntry) {
        problems.push(`${app} shares ${entry.name}, which the shell does not provide`);
      } else if (!entry.singleton || !shellEntry.singleton) {
        problems.push(`${entry.name} must be a singleton in both the shell and ${app}`);
      } else if (entry.requiredVersion && !semver.satisfies(shellEntry.version, entry.requiredVersion)) {
        problems.push(
          `${app} requires ${entry.name} ${entry.requiredVersion}, but the shell provides ${shellEntry.version}`,
        );
      }
    }
  }
  return problems;
}

/** Sortable and unique: `r-20261121-135000-ab12`. */
function newReleaseId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `r-${stamp}-${randomBytes(2).toString('hex')}`;
}

export interface ComposeOptions {
  /** Pages removed on purpose: the route-contract gate lets a remote stop serving these. */
  dropRoutes?: readonly string[];
}

/** `app → version` of a release. */
export const versionsOf = (release: Release): Record<string, string> =>
  Object.fromEntries(Object.entries(release.apps).map(([app, { version }]) => [app, version]));

/**
 * Writes a release naming one version of every app (the latest published unless named) and makes
 * it current in one switch, after checking that the apps' shared singletons fit together and that
 * every remote still serves the routes the shell maps to it (the route-contract gate).
 */
export async function compose(
  store: ReleaseStore,
  specs: string[],
  by: string,
  { dropRoutes = [] }: ComposeOptions = {},
): Promise<Release> {
  for (const path of dropRoutes) {
    if (!path.startsWith('/'))
      throw new DeployError(`--drop-route takes a path such as /sign-up, not "${path}"`);
  }
  const named = new Map<string, string>();
  for (const spec of specs) {
    const { app, version } = parseSpec(spec);
    if (named.has(app)) throw new DeployError(`${app} is named twice`);
    named.set(app, version);
  }

  const versions: Record<string, string> = {};
  for (const app of FRONT_END_APPS) {
    const version = named.get(app);
    if (version) {
      if (!(await store.hasVersion(app, version))) {
        throw new DeployError(
          `${app}@${version} is not published. Published: ${(await store.listVersions(app)).map((v) => v.version).join(', ') || 'none'}`,
        );
      }
      versions[app] = version;
    } else {
      const latest = (await store.listVersions(app)).at(-1);
      if (!latest)
        throw new DeployError(
          `${app} has no published version yet: run \`npm run release -- publish ${app}\``,
        );
      versions[app] = latest.version;
    }
  }

  const manifests: Record<string, FederationManifest> = {};
  for (const app of FRONT_END_APPS) manifests[app] = await readManifest(store, app, versions[app]!);
  const { [SHELL]: shellManifest, ...remoteManifests } = manifests;
  const problems = singletonProblems(shellManifest!, remoteManifests);
  if (problems.length > 0) throw new IncompatibleReleaseError(problems);

  const apps: Record<string, ReleaseApp> = {};
  for (const app of FRONT_END_APPS) apps[app] = await verifiedApp(store, app, versions[app]!);
  const current = await store.currentRelease();
  const missing = await routeContractProblems(store, versions, current && versionsOf(current), dropRoutes);
  if (missing.length > 0) throw new IncompatibleReleaseError(missing);

  const now = new Date();
  const release: Release = { id: newReleaseId(now), createdAt: now.toISOString(), createdBy: by, apps };
  await store.saveRelease(release);
  await store.makeCurrent(release.id, 'compose', by, dropRoutes.length > 0 ? { dropRoutes } : {});
  return release;
}

/**
 * An app as a release names it, with the digest browsers check its code against, after checking
 * that every byte in the store is still what publish recorded. Fails closed: a version without
 * recorded digests, or with a changed file, is refused rather than served unchecked.
 */
export async function verifiedApp(store: ReleaseStore, app: string, version: string): Promise<ReleaseApp> {
  const record = await store.readPublished(app, version);
  if (!record) throw new DeployError(`${app}@${version} is not published`);
  if (!record.integrityDocument) {
    throw new DeployError(
      `${app}@${version} was published before file digests were recorded; publish the build again under a new version`,
    );
  }
  const tampered = await tamperedFiles(store, record);
  if (tampered.length > 0) {
    throw new DeployError(
      `${app}@${version} has changed since it was published; these files differ from their recorded digests:\n${tampered
        .map((path) => `  - ${path}`)
        .join('\n')}`,
    );
  }
  const manifestIntegrity = record.integrity?.['mf-manifest.json'];
  return {
    version,
    base: `/remotes/${app}/${version}/`,
    integrity: record.integrityDocument,
    ...(manifestIntegrity ? { manifestIntegrity } : {}),
  };
}

/** Makes the release before the current one live again, or the one named. */
export async function rollback(
  store: ReleaseStore,
  target: string | undefined,
  by: string,
): Promise<Release> {
  const releases = await store.listReleases();
  const currentId = await store.currentReleaseId();
  let release: Release | undefined;
  if (target) {
    release = releases.find((candidate) => candidate.id === target);
    if (!release) throw new DeployError(`There is no release ${target}. See \`npm run release -- list\`.`);
    if (release.id === currentId) throw new DeployError(`${target} is already the current release`);
  } else {
    const index = releases.findIndex((candidate) => candidate.id === currentId);
    release = index > 0 ? releases[index - 1] : undefined;
    if (!release) throw new DeployError('There is no earlier release to roll back to');
  }
  for (const [app, { version, integrity }] of Object.entries(release.apps)) {
    if (!(await store.hasVersion(app, version))) {
      throw new DeployError(`${release.id} needs ${app}@${version}, which is no longer published`);
    }
    // The shell loads nothing without digests: going back to such a release would break the site.
    if (!integrity) {
      throw new DeployError(
        `${release.id} was composed before releases carried digests; compose its versions again instead`,
      );
    }
    await verifiedApp(store, app, version);
  }
  // Only the shell's own map is checked: the way back may lack pages added since, and must stay open.
  const missing = await routeContractProblems(store, versionsOf(release), null);
  if (missing.length > 0) throw new IncompatibleReleaseError(missing);
  await store.makeCurrent(release.id, 'rollback', by);
  return release;
}
