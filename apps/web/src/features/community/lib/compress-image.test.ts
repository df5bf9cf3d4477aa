import { describe, expect, it, vi } from 'vitest';
import { compressImage, prepareImageForUpload, type DrawingSurface, type ImageCanvas } from './compress-image.ts';

type Drawn = { surface: DrawingSurface & { drawn: unknown[]; encodedAs: unknown[] }; released: () => boolean };

/** A stand-in for the browser's decoder and canvas (jsdom has neither), recording what it is asked. */
function stubCanvas({
  width = 4000,
  height = 3000,
  decodeFails = false,
  noContext = false,
  blob = new Blob(['jpeg bytes'], { type: 'image/jpeg' }) as Blob | null,
} = {}): ImageCanvas & { last: () => Drawn } {
  let last: Drawn | null = null;
  let released = false;
  return {
    decode: async () => {
      if (decodeFails) throw new Error('decode failed');
      return { source: {} as CanvasImageSource, width, height, release: () => (released = true) };
    },
    createSurface: () => {
      const surface = {
        width: 0,
        height: 0,
        drawn: [] as unknown[],
        encodedAs: [] as unknown[],
        getContext: () => (noContext ? null : { drawImage: (...args: unknown[]) => surface.drawn.push(args) }),
        toBlob: (callback: (value: Blob | null) => void, type: string, quality: number) => {
          surface.encodedAs.push([type, quality]);
          callback(blob);
        },
      };
      last = { surface: surface as Drawn['surface'], released: () => released };
      return surface as unknown as DrawingSurface;
    },
    last: () => {
      if (!last) throw new Error('no surface was created');
      return last;
    },
  };
}

const fileOfSize = (size: number, name = 'photo.png', type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

describe('compressImage', () => {
  it('800×800 안의 크기로 다시 그려 품질 0.7 JPEG 파일로 만들어요', async () => {
    const canvas = stubCanvas({ width: 4000, height: 2000 });
    const result = await compressImage(fileOfSize(3_000_000, 'house.heic.png'), canvas);
    const { surface, released } = canvas.last();
    expect([surface.width, surface.height]).toEqual([800, 400]);
    expect(surface.drawn).toEqual([[{}, 0, 0, 800, 400]]);
    expect(surface.encodedAs).toEqual([['image/jpeg', 0.7]]);
    expect(result.type).toBe('image/jpeg');
    expect(result.name).toBe('house.heic.jpg');
    expect(released()).toBe(true);
  });

  it('파일을 읽지 못하거나 캔버스가 그리거나 인코딩하지 못하면 실패해요', async () => {
    await expect(compressImage(fileOfSize(10), stubCanvas({ decodeFails: true }))).rejects.toThrow();
    await expect(compressImage(fileOfSize(10), stubCanvas({ noContext: true }))).rejects.toThrow();
    await expect(compressImage(fileOfSize(10), stubCanvas({ blob: null }))).rejects.toThrow();
  });
});

describe('prepareImageForUpload', () => {
  it('1MB 미만은 손대지 않고, 1MB부터는 압축한 파일을 올려요', async () => {
    const canvas = stubCanvas();
    const decode = vi.spyOn(canvas, 'decode');
    const small = fileOfSize(1_048_575);
    expect(await prepareImageForUpload(small, canvas)).toBe(small);
    expect(decode).not.toHaveBeenCalled();

    const large = fileOfSize(1_048_576);
    const prepared = await prepareImageForUpload(large, canvas);
    expect(decode).toHaveBeenCalledOnce();
    expect(prepared).not.toBe(large);
    expect(prepared.type).toBe('image/jpeg');
  });
});
