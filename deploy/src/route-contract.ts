import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SHELL } from './apps.js';
import type { ReleaseStore } from './store.js';

/** What every build writes about itself (scripts/build-info.mjs). */
export const BUILD_INFO_FILE = 'build.json';

export interface BuildInfo {
  app: string;
  mode: string;
  version?: string;
  /** A remote: the page paths its `./routes` module declares. */
  routes?: string[];
  /** The shell: the path prefixes its router maps to each remote. */
  routeGroups?: Record<string, string[]>;
}

/** A build's build.json, or null when it has none (a build made before builds wrote one). */
export async function readBuildInfo(dir: string): Promise<BuildInfo | null> {
  try {
    return JSON.parse(await readFile(join(dir, BUILD_INFO_FILE), 'utf8')) as BuildInfo;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The route paths `app@version` declares, or null when it declares none. */
async function declaredRoutes(store: ReleaseStore, app: string, version: string): Promise<string[] | null> {
  const info = await readBuildInfo(store.versionDir(app, version));
  return app === SHELL ? null : (info?.routes ?? null);
}

/**
 * The route-contract gate (decision 0034): in the release `versions` (app → version), every remote
 * serves every path prefix the release's shell maps to it, and every page that was served under
 * those prefixes in `previous` (the release live now, if any) is still served, unless named in
 * `dropped` (a page removed on purpose). One line per missing path, naming it.
 */
export async function routeContractProblems(
  store: ReleaseStore,
  versions: Record<string, string>,
  previous: Record<string, string> | null,
  dropped: readonly string[] = [],
): Promise<string[]> {
  const shellVersion = versions[SHELL]!;
  const groups = (await readBuildInfo(store.versionDir(SHELL, shellVersion)))?.routeGroups;
  if (!groups) {
    return [
      `shell@${shellVersion} does not declare which paths it maps to which remote (built before builds declared routes); publish a new build of the shell`,
    ];
  }
  // What the live release serves, whichever remote served it: a page keeps working when its prefix moves.
  const servedBefore = new Map<string, string>();
  for (const [app, version] of Object.entries(previous ?? {})) {
    for (const path of (await declaredRoutes(store, app, version).catch(() => null)) ?? []) {
      servedBefore.set(path, `${app}@${version}`);
    }
  }
  const problems: string[] = [];
  for (const [app, prefixes] of Object.entries(groups)) {
    const version = versions[app];
    if (!version) continue; // Not in this release: compose names every app, so only a test gets here.
    const routes = await declaredRoutes(store, app, version);
    if (!routes) {
      problems.push(
        `${app}@${version} does not declare its routes (built before builds declared them); publish a new build of ${app}`,
      );
      continue;
    }
    const serves = new Set(routes);
    for (const prefix of prefixes) {
      if (!routes.some((path) => under(path, prefix))) {
        problems.push(`${app}@${version} no longer serves ${prefix}, which the shell maps to it`);
        continue;
      }
      for (const [path, servedBy] of servedBefore) {
        if (under(path, prefix) && !serves.has(path) && !dropped.includes(path)) {
          problems.push(
            `${app}@${version} no longer serves ${path}, which ${servedBy} serves in the current release (to remove it on purpose: compose --drop-route ${path})`,
          );
        }
      }
    }
  }
  return problems;
}
