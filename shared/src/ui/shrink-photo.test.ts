/**
 * @jest-environment jsdom
 */
import { jest } from '@jest/globals';
import { UPLOAD_MAX_SIDE, shrinkPhoto } from './shrink-photo.js';

// jsdom has neither createImageBitmap nor a drawing canvas: both stand in here, recording what the
// code asked of them, so the decisions (when to shrink, to what size, as what) are what is tested.

interface Drawn {
  width: number;
  height: number;
  type: string | undefined;
  quality: unknown;
  drawnAt: [number, number, number, number] | null;
}

function fakeBrowser(bitmap: { width: number; height: number }, encodedBytes: number) {
  const drawn: Drawn[] = [];
  const close = jest.fn();
  Object.assign(globalThis, {
    createImageBitmap: jest.fn(async () => ({ ...bitmap, close })),
  });
  const realCreate = document.createElement.bind(document);
  jest.spyOn(document, 'createElement').mockImplementation(((tag: string) => {
    if (tag !== 'canvas') return realCreate(tag);
    const record: Drawn = { width: 0, height: 0, type: undefined, quality: undefined, drawnAt: null };
    drawn.push(record);
    return {
      set width(value: number) {
        record.width = value;
      },
      get width() {
        return record.width;
      },
      set height(value: number) {
        record.height = value;
      },
      get height() {
        return record.height;
      },
      getContext: () => ({
        drawImage: (_image: unknown, x: number, y: number, w: number, h: number) => {
          record.drawnAt = [x, y, w, h];
        },
      }),
      toBlob: (done: (blob: Blob) => void, type: string, quality: unknown) => {
        record.type = type;
        record.quality = quality;
        done(new Blob([new Uint8Array(encodedBytes)], { type }));
      },
    };
  }) as typeof document.createElement);
  return { drawn, close };
}

const photoOf = (bytes: number, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });

afterEach(() => {
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  jest.restoreAllMocks();
});

describe('shrinkPhoto', () => {
  it('sends the original where the browser cannot decode images', async () => {
    const photo = photoOf(3_000_000);
    expect(await shrinkPhoto(photo)).toBe(photo);
  });

  it('redraws a camera photo at most 1600 px on the long side, as JPEG at 0.85', async () => {
    const { drawn, close } = fakeBrowser({ width: 3000, height: 4000 }, 400_000);

    const sent = await shrinkPhoto(photoOf(4_500_000));

    expect(UPLOAD_MAX_SIDE).toBe(1600);
    expect(drawn).toEqual([
      { width: 1200, height: 1600, type: 'image/jpeg', quality: 0.85, drawnAt: [0, 0, 1200, 1600] },
    ]);
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBe(400_000);
    expect(close).toHaveBeenCalled();
  });

  it('leaves a small photo as it is', async () => {
    const { drawn } = fakeBrowser({ width: 800, height: 600 }, 10);
    const photo = photoOf(200_000, 'image/png');

    expect(await shrinkPhoto(photo)).toBe(photo);
    expect(drawn).toEqual([]);
  });

  it('re-encodes a heavy photo of small size only when that makes it lighter', async () => {
    fakeBrowser({ width: 1200, height: 900 }, 300_000);
    const heavy = photoOf(2_000_000, 'image/png');
    expect((await shrinkPhoto(heavy)).size).toBe(300_000);

    jest.restoreAllMocks();
    fakeBrowser({ width: 1200, height: 900 }, 3_000_000);
    const dense = photoOf(2_000_000);
    expect(await shrinkPhoto(dense)).toBe(dense);
  });
});
