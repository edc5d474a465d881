import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_AGE_MS, storeFileReader } from './store-file.js';
import { writeFileAtomically } from './store.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aboki-store-file-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A reader of `file` that counts how often it really reads the file. */
function countingReader(file: string) {
  const counter = { reads: 0 };
  const current = storeFileReader(file, async () => {
    counter.reads += 1;
    return readFile(file, 'utf8').catch(() => null);
  });
  return { current, counter };
}

describe('a server’s view of a store pointer file', () => {
  it('reads the file once while it is unchanged, and again at once after an atomic replace', async () => {
    const file = join(dir, 'current.json');
    const { current, counter } = countingReader(file);
    expect(await current()).toBeNull();
    await writeFileAtomically(file, '{"id":"r-1"}');
    expect(await current()).toBe('{"id":"r-1"}');
    const reads = counter.reads;
    for (let i = 0; i < 20; i += 1) await current();
    // Requests in between cost a stat each, not a read (unless the age bound passed meanwhile).
    expect(counter.reads - reads).toBeLessThanOrEqual(1);

    await writeFileAtomically(file, '{"id":"r-2"}');
    expect(await current()).toBe('{"id":"r-2"}');
  });

  it('sees a change its stat cannot see (same inode, size and mtime) within the age bound', async () => {
    const file = join(dir, 'current.json');
    await writeFile(file, '{"id":"r-1"}');
    // A whole second, so the restored mtime below is exactly the same number.
    const mtime = new Date(Math.floor(Date.now() / 1000) * 1000 - 5000);
    await utimes(file, mtime, mtime);
    const before = await stat(file);
    const { current } = countingReader(file);
    expect(await current()).toBe('{"id":"r-1"}');

    await writeFile(file, '{"id":"r-2"}');
    await utimes(file, mtime, mtime);
    const after = await stat(file);
    expect([after.ino, after.size, after.mtimeMs]).toEqual([before.ino, before.size, before.mtimeMs]);

    const deadline = Date.now() + MAX_AGE_MS + 1_000;
    let seen = await current();
    while (seen !== '{"id":"r-2"}' && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      seen = await current();
    }
    expect(seen).toBe('{"id":"r-2"}');
  });
});
