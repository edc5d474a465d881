import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';
import { PHOTO_MAX_SIDE, processPhoto } from './photo-processing.js';
import { createFilePhotoStorage } from './photo-storage.js';

const solid = (width: number, height: number) => ({
  create: { width, height, channels: 4 as const, background: { r: 20, g: 120, b: 90, alpha: 0.5 } },
});

describe('processPhoto', () => {
  it('accepts PNG (alpha kept) and WebP, and never enlarges a small photo', async () => {
    const png = await processPhoto(await sharp(solid(300, 200)).png().toBuffer());
    expect([png.width, png.height]).toEqual([300, 200]);
    expect((await sharp(png.bytes).metadata()).hasAlpha).toBe(true);
    const webp = await processPhoto(await sharp(solid(1200, 900)).webp().toBuffer());
    expect([webp.width, webp.height]).toEqual([PHOTO_MAX_SIDE, 384]);
  });

  it('gives the same name to the same photo, so storing it twice is harmless', async () => {
    const input = await sharp(solid(640, 480)).jpeg().toBuffer();
    const [first, second] = [await processPhoto(input), await processPhoto(input)];
    expect(first.key).toBe(second.key);
    const directory = mkdtempSync(join(tmpdir(), 'aboki-photos-'));
    const storage = createFilePhotoStorage(directory);
    await storage.put(first.key, first.bytes);
    await storage.put(second.key, second.bytes);
    expect(readdirSync(directory)).toEqual([`${first.key}.webp`]);
    expect((await storage.get(first.key))?.equals(first.bytes)).toBe(true);
    expect(await storage.get('../../etc/passwd')).toBeUndefined();
  });

  it('refuses a small file that declares a huge canvas (a decompression bomb)', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await expect(processPhoto(bomb)).rejects.toBeInstanceOf(AppError);
  });

  it('refuses what is not a JPEG, PNG or WebP: nothing, text, SVG', async () => {
    for (const input of [
      Buffer.alloc(0),
      Buffer.from('GIF89a but not really'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ]) {
      await expect(processPhoto(input)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});
