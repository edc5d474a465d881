import type { RemotePreload } from './document.js';
import type { ReleaseApp } from './store.js';

/** The parts of a build's mf-manifest.json that say what loading `./routes` fetches. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * What the shell fetches, one after another, before a remote's page can run: its digest list and
 * manifest, its remoteEntry, and the files of its `./routes` module. Named in the document (with
 * the digests publish recorded, so the browser checks what it preloads), they download in parallel
 * with the shell's own code. Files without a recorded digest are left out: the shell would refuse
 * them anyway (shell/src/integrity-gate.ts), and so would a release without digests for the remote.
 */
export function remotePreloads(
  app: ReleaseApp,
  manifestText: string,
  digests: Record<string, string>,
): RemotePreload[] {
  if (!app.integrity || !app.manifestIntegrity) return [];
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(manifestText) as FederationManifest;
  } catch {
    return [];
  }
  const routes = manifest.exposes?.find((expose) => expose.path === './routes')?.assets;
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name
    ? `${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`
    : null;
  const withDigest = (files: (string | null)[], as: 'script' | 'style'): RemotePreload[] =>
    files.flatMap((file) =>
      file && digests[file] ? [{ href: app.base + file, as, integrity: digests[file] }] : [],
    );
  return [
    { href: `${app.base}integrity.json`, as: 'fetch', integrity: app.integrity },
    { href: `${app.base}mf-manifest.json`, as: 'fetch', integrity: app.manifestIntegrity },
    ...withDigest([entryFile, ...(routes?.js?.sync ?? [])], 'script'),
    ...withDigest(routes?.css?.sync ?? [], 'style'),
  ];
}
