import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open-configured.js';
import { prepareDatabase } from '../database-setup.js';
import { DATA_DIR_MODE, prepareDataDir, PRIVATE_UMASK } from './data-dir.js';

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every file and directory below `root`, with its permission bits. */
function modesBelow(root: string): Array<{ path: string; mode: number }> {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isDirectory())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, mode: modeOf(path) };
    });
}

describe('DATA_DIR modes (security review, finding 6)', () => {
  let umaskBefore: number;
  beforeEach(() => {
    umaskBefore = process.umask();
    process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umaskBefore);
  });

  const parent = () => mkdtempSync(join(tmpdir(), 'aboki-data-dir-'));

  it('creates a missing DATA_DIR 0700 and sets a 0077 umask', () => {
    const dataDir = join(parent(), 'nested', 'data');
    expect(prepareDataDir({ dataDir, databaseUrl: undefined })).toBe('created');
    expect(modeOf(dataDir)).toBe(DATA_DIR_MODE);
    expect(process.umask()).toBe(PRIVATE_UMASK);
  });

  it('tightens an existing loose DATA_DIR of the embedded database, and leaves a server setup’s alone', () => {
    const embedded = parent();
    chmodSync(embedded, 0o755);
    expect(prepareDataDir({ dataDir: embedded, databaseUrl: undefined })).toBe('tightened');
    expect(modeOf(embedded)).toBe(0o700);
    expect(prepareDataDir({ dataDir: embedded, databaseUrl: undefined })).toBe('kept');

    // With DATABASE_URL, DATA_DIR may hold a release store a web server reads: not ours to close.
    const shared = parent();
    chmodSync(shared, 0o755);
    expect(prepareDataDir({ dataDir: shared, databaseUrl: 'postgres://db/aboki' })).toBe('kept');
    expect(modeOf(shared)).toBe(0o755);
    // …and a server setup gets no stray empty DATA_DIR, but still the private umask.
    const unused = join(parent(), 'data');
    process.umask(0o022);
    expect(prepareDataDir({ dataDir: unused, databaseUrl: 'postgres://db/aboki' })).toBe('kept');
    expect(existsSync(unused)).toBe(false);
    expect(process.umask()).toBe(PRIVATE_UMASK);
  });

  it('leaves no group or other permission on anything the embedded database and secrets write', async () => {
    const dataDir = join(parent(), 'data');
    // What runServer does, in its order: configuration (the development secret), DATA_DIR, database.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    prepareDataDir(config);
    const database = await openConfiguredDatabase(config);
    try {
      await prepareDatabase(database);
      // Something written after start-up, as the release store would.
      mkdirSync(join(dataDir, 'releases'));
    } finally {
      await database.close();
    }
    // A second start rebuilds caches such as pg_internal.init, which PGlite writes 0644 itself.
    const reopened = await openConfiguredDatabase(config);
    try {
      await reopened.pool.query('SELECT count(*) FROM users');
    } finally {
      await reopened.close();
    }
    expect(modeOf(dataDir)).toBe(0o700);
    const written = modesBelow(dataDir);
    // PGlite's cluster (base/, global/, pg_wal/…), secrets.json and the new directory.
    expect(written.length).toBeGreaterThan(100);
    expect(written.map(({ path }) => path.slice(dataDir.length))).toEqual(
      expect.arrayContaining(['/secrets.json', '/pglite', '/pglite/PG_VERSION', '/releases']),
    );
    expect(written.filter(({ mode }) => (mode & 0o077) !== 0)).toEqual([]);
  }, 120_000);
});
