import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { processImage } from './process-image.ts';

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: { width, height, channels, background: { r: 40, g: 120, b: 200, alpha: channels === 4 ? 0.5 : 1 } },
  });

async function refusal(input: Buffer) {
  const error = await processImage(input).then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof AppError ? error.errorCode : error;
}

/** A real, valid black 1-bit PNG of `width` × `height`: tens of kilobytes on the wire, billions of pixels decoded. */
function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter byte 0 + zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('올린 이미지 다시 인코딩', () => {
  it('화소가 너무 많은 이미지(픽셀 폭탄)는 415 가 아니라 크기를 말해주는 413 이에요', async () => {
    const bomb = pixelBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const error = await processImage(bomb).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE', statusCode: 413 });
    expect((error as AppError).message).toContain('20,000 × 20,000px');
  });

  it('내용으로 JPEG, PNG, WebP, GIF 를 알아보고 받아요', async () => {
    for (const input of [
      await solid(20, 10).jpeg().toBuffer(),
      await solid(20, 10).png().toBuffer(),
      await solid(20, 10).webp().toBuffer(),
      await solid(20, 10).gif().toBuffer(),
    ]) {
      expect(await processImage(input)).toMatchObject({
        extension: 'jpg',
        contentType: 'image/jpeg',
        width: 20,
        height: 10,
      });
    }
  });

  it('AVIF, TIFF 처럼 다른 이미지 형식은 415 예요', async () => {
    expect(await refusal(await solid(20, 10).tiff().toBuffer())).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await refusal(await solid(20, 10).avif().toBuffer())).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('잘린 PNG 도 415 예요', async () => {
    const whole = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(await refusal(whole.subarray(0, Math.floor(whole.length * 0.6)))).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('움직이는 GIF 는 첫 장면만 남아요', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 16, height: 16, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const result = await processImage(animated);
    expect(result).toMatchObject({ width: 16, height: 16 });
    const { dominant } = await sharp(result.body).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
  });

  it('투명한 픽셀이 있으면 WebP, 알파 채널만 있고 다 불투명하면 JPEG 이에요', async () => {
    expect(await processImage(await solid(10, 10, 4).png().toBuffer())).toMatchObject({
      extension: 'webp',
      contentType: 'image/webp',
    });
    const opaqueWithAlpha = await sharp({
      create: { width: 10, height: 10, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 1 } },
    })
      .png()
      .toBuffer();
    expect((await sharp(opaqueWithAlpha).metadata()).hasAlpha).toBe(true);
    expect(await processImage(opaqueWithAlpha)).toMatchObject({ extension: 'jpg' });
  });

  it('세로로 아주 긴 사진도 긴 변이 1,600px 이에요', async () => {
    expect(await processImage(await solid(400, 4_000).jpeg().toBuffer())).toMatchObject({ width: 160, height: 1_600 });
  });
});
