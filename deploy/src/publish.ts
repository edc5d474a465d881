import { createHash, randomBytes } from 'node:crypto';
import { chmod, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { DeployError, REPO_ROOT, SHELL, assertApp, assertVersion } from './apps.js';
import { INTEGRITY_FILE, integrityDocument, sha384 } from './integrity.js';
import { BUILD_INFO_FILE, readBuildInfo } from './route-contract.js';
import type { PublishedVersion, ReleaseStore } from './store.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Source maps are left as they are: only developer tools fetch them, and they are large to compress.
const COMPRESSIBLE = /\.(js|mjs|css|json|html|svg|txt)$/;
/** Below this, compression saves less than the header costs. */
const MIN_COMPRESS_BYTES = 256;

export interface PublishOptions {
  /** Defaults to the app's package version plus a hash of the build's content. */
  version?: string | undefined;
  /** The build to publish; defaults to `<app>/dist`. */
  dir?: string | undefined;
  by: string;
}

/** The regular files under `dir`, relative to it with `/` separators, sorted. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * A build holds regular files and folders only. A symbolic link would publish whatever it points
 * at (a secret, a file of another app) under an immutable URL, and a device or socket is no asset:
 * both are refused, naming every one, rather than silently copied or skipped.
 */
async function assertOnlyFiles(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const odd = entries
    .filter((entry) => !entry.isFile() && !entry.isDirectory())
    .map((entry) => {
      const path = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
      return entry.isSymbolicLink() ? `${path} (symbolic link)` : `${path} (not a regular file)`;
    })
    .sort();
  if (odd.length > 0) {
    throw new DeployError(
      `${dir} holds entries a build may not contain; copy the real files in instead:\n${odd
        .map((entry) => `  - ${entry}`)
        .join('\n')}`,
    );
  }
}

export function buildDir(app: string): string {
  return join(REPO_ROOT, app, 'dist');
}

/** `<package version>-<first 8 hex of the build's content hash>`: the same build always gets the same version. */
export async function defaultVersion(app: string, dir = buildDir(app)): Promise<string> {
  const { version } = JSON.parse(await readFile(join(REPO_ROOT, app, 'package.json'), 'utf8')) as {
    version: string;
  };
  // The store's format is part of the version: builds published before digests were recorded
  // cannot be released, so the same build publishes again under a new version (npm start does).
  const hash = createHash('sha256').update('aboki-store-2\0');
  for (const file of await listFiles(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(join(dir, file)));
  }
  return `${version}-${hash.digest('hex').slice(0, 8)}`;
}

async function assertBuild(app: string, dir: string): Promise<void> {
  // Only a production build is released: a development one is unminified and slow, and lacks the
  // shell's entry.json. Builds are always for production (npm start rebuilds any other).
  const info = await readBuildInfo(dir).catch(() => null);
  if (!info) {
    throw new DeployError(
      `${dir} is not a build of ${app} made by this repository's tooling: ${BUILD_INFO_FILE} is missing. Run npm run build -w ${app}.`,
    );
  }
  if (info.app !== app) throw new DeployError(`${dir} is a build of ${info.app}, not of ${app}`);
  if (info.mode !== 'production') {
    throw new DeployError(
      `${dir} is a ${info.mode} build of ${app}; only production builds are published. Run npm run build -w ${app} (it builds for production whatever NODE_ENV says).`,
    );
  }
  const required =
    app === SHELL ? ['mf-manifest.json', 'entry.json'] : ['mf-manifest.json', 'remoteEntry.js'];
  for (const file of required) {
    const found = await stat(join(dir, file)).catch(() => null);
    if (!found) {
      throw new DeployError(
        `${dir} is not a production build of ${app}: ${file} is missing. Run npm run build -w ${app}.`,
      );
    }
  }
}

/** Writes `.br` and `.gz` beside each text asset, so the server never compresses on the fly. */
async function precompress(dir: string, files: string[]): Promise<void> {
  for (const file of files.filter((name) => COMPRESSIBLE.test(name))) {
    const content = await readFile(join(dir, file));
    if (content.length < MIN_COMPRESS_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    if (br.length < content.length) await writeFile(join(dir, `${file}.br`), br);
    if (gz.length < content.length) await writeFile(join(dir, `${file}.gz`), gz);
  }
}

/**
 * Copies an app's build into the store under its version, compressed and read-only. A version is
 * published once: publishing over it is refused, so a URL always serves the same bytes.
 */
export async function publish(
  store: ReleaseStore,
  app: string,
  options: PublishOptions,
): Promise<PublishedVersion> {
  assertApp(app);
  const source = options.dir ?? buildDir(app);
  await assertBuild(app, source);
  await assertOnlyFiles(source);
  for (const own of ['publish.json', INTEGRITY_FILE]) {
    if (await stat(join(source, own)).catch(() => null)) {
      throw new DeployError(`${source} has a ${own}; the store writes that file itself. Remove it.`);
    }
  }
  const version = options.version ?? (await defaultVersion(app, source));
  assertVersion(version);
  if (await store.hasVersion(app, version)) {
    throw new DeployError(
      `${app}@${version} is already published, and published versions never change. Publish a new version.`,
    );
  }

  const target = store.versionDir(app, version);
  const staging = join(target, '..', `.staging-${randomBytes(4).toString('hex')}`);
  await mkdir(staging, { recursive: true });
  try {
    await cp(source, staging, { recursive: true });
    // Checked again on the copy, which is what gets published: the source may have changed meanwhile.
    await assertOnlyFiles(staging);
    const files = await listFiles(staging);
    // The digest of every file, taken from the copy that is published (fail closed: the browser
    // runs nothing whose bytes differ from these).
    const integrity: Record<string, string> = {};
    for (const file of files) integrity[file] = sha384(await readFile(join(staging, file)));
    const document = integrityDocument(app, version, integrity);
    await writeFile(join(staging, INTEGRITY_FILE), document);
    await precompress(staging, [...files, INTEGRITY_FILE]);
    let bytes = 0;
    for (const file of files) bytes += (await stat(join(staging, file))).size;
    const record: PublishedVersion = {
      app,
      version,
      publishedAt: new Date().toISOString(),
      publishedBy: options.by,
      files: files.length,
      bytes,
      paths: files,
      integrity,
      integrityDocument: sha384(document),
    };
    await writeFile(join(staging, 'publish.json'), `${JSON.stringify(record, null, 2)}\n`);
    for (const file of await listFiles(staging)) await chmod(join(staging, file), 0o444);
    // The rename is the publish: until it happens, no reader can see a partial build.
    await rename(staging, target).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') {
        throw new DeployError(`${app}@${version} was published by someone else just now.`);
      }
      throw error;
    });
    await store.audit({
      by: options.by,
      action: 'publish',
      subject: `${app}@${version}`,
      details: { files: record.files, bytes },
    });
    return record;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
