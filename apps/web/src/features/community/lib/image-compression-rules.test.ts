import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPRESSED_IMAGE_MAX_SIDE,
  fitWithin,
  IMAGE_COMPRESSION_THRESHOLD_BYTES,
  needsCompression,
} from './image-compression-rules.ts';

describe('needsCompression', () => {
  it('1,048,576 바이트부터 압축하고 그보다 작으면 그대로 올려요', () => {
    expect(IMAGE_COMPRESSION_THRESHOLD_BYTES).toBe(1_048_576);
    expect(needsCompression(0)).toBe(false);
    expect(needsCompression(1_048_575)).toBe(false);
    expect(needsCompression(1_048_576)).toBe(true);
    expect(needsCompression(10 * 1024 * 1024)).toBe(true);
  });
});

describe('fitWithin', () => {
  it('큰 사진은 가로세로 비율을 지키며 800×800 안으로 줄여요', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 600, height: 800 });
    expect(fitWithin(1600, 1600)).toEqual({ width: 800, height: 800 });
  });

  it('이미 작은 사진은 키우지 않아요', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('어떤 크기든 결과는 800 이하, 원래 이하, 1 이상이고 비율은 반올림 오차 안이에요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), (width, height) => {
        const fitted = fitWithin(width, height);
        expect(fitted.width).toBeLessThanOrEqual(Math.min(width, COMPRESSED_IMAGE_MAX_SIDE));
        expect(fitted.height).toBeLessThanOrEqual(Math.min(height, COMPRESSED_IMAGE_MAX_SIDE));
        expect(fitted.width).toBeGreaterThanOrEqual(1);
        expect(fitted.height).toBeGreaterThanOrEqual(1);
        // Rounding each side moves it by at most half a pixel (a clamped 1-px side by less than one).
        const scale = Math.min(1, COMPRESSED_IMAGE_MAX_SIDE / width, COMPRESSED_IMAGE_MAX_SIDE / height);
        expect(Math.abs(fitted.width - width * scale)).toBeLessThanOrEqual(1);
        expect(Math.abs(fitted.height - height * scale)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
