import { readdir } from 'node:fs/promises';
import { POST_IMAGE_MAX_BYTES } from '@jipsa/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  fetchImage,
  jpegPhoto,
  oneMember,
  SEOUL_GPS_EXIF,
  sendPostForm,
  writePost,
  type Upload,
} from './community-test-support.ts';

let testApp: TestApp;
let member: { token: string };
let uploadsDirectory: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  member = await oneMember(testApp.app, '사진가');
  if (testApp.config.storage.kind !== 'local') throw new Error('tests store images on the local disk');
  uploadsDirectory = testApp.config.storage.directory;
});
afterAll(async () => {
  await testApp.app.close();
});

const storedFiles = async () => (await readdir(uploadsDirectory).catch(() => [])).sort();
const upload = (image: Upload) =>
  sendPostForm(
    testApp.app,
    { method: 'POST', url: '/api/v1/post', token: member.token },
    { title: '사진', content: '사진을 올려요.' },
    image,
  );

describe('올릴 수 없는 파일', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
  const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

  it.each<[string, () => Promise<Upload>]>([
    ['SVG', async () => ({ bytes: svg, filename: 'logo.svg', type: 'image/svg+xml' })],
    ['이름만 .jpg 인 SVG', async () => ({ bytes: svg, filename: 'photo.jpg', type: 'image/jpeg' })],
    ['HTML', async () => ({ bytes: html, filename: 'photo.jpg', type: 'image/jpeg' })],
    [
      'JPEG 머리에 HTML 을 붙인 폴리글랏',
      async () => ({ bytes: Buffer.concat([(await jpegPhoto(64, 64)).subarray(0, 20), html]), filename: 'photo.jpg' }),
    ],
    [
      '중간에 잘린 JPEG',
      async () => {
        const whole = await jpegPhoto(640, 480);
        return { bytes: whole.subarray(0, Math.floor(whole.length / 2)), filename: 'photo.jpg' };
      },
    ],
    [
      '이름을 .png 로 바꾼 텍스트',
      async () => ({ bytes: Buffer.from('그냥 글자예요. PNG 가 아니에요.'), filename: 'note.png', type: 'image/png' }),
    ],
    ['빈 파일', async () => ({ bytes: Buffer.alloc(0), filename: 'empty.jpg' })],
  ])('%s 은 415 UNSUPPORTED_MEDIA_TYPE 이고 아무것도 저장하지 않아요', async (_kind, make) => {
    const before = await storedFiles();
    const response = await upload(await make());
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json().data.errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(response.json().message).toContain('JPG, PNG, WebP, GIF');
    expect(await storedFiles()).toEqual(before);
  });

  it('10 MB 를 넘는 파일은 413 PAYLOAD_TOO_LARGE 이고, 딱 10 MB 는 받아요', async () => {
    const photo = await jpegPhoto(64, 64);
    // Bytes after a JPEG's end marker are ignored by decoders, so this is a valid photo of exactly the limit.
    const atLimit = Buffer.concat([photo, Buffer.alloc(POST_IMAGE_MAX_BYTES - photo.length)]);
    const before = await storedFiles();
    const tooBig = await upload({ bytes: Buffer.concat([atLimit, Buffer.alloc(1)]) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().data.errorCode).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedFiles()).toEqual(before);

    const accepted = await upload({ bytes: atLimit });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { bytes } = await fetchImage(testApp.app, accepted.json().data.imageUrl);
    expect(bytes.length).toBeLessThan(100_000);
  });

  it('사진 뒤에 HTML 을 숨겨도 다시 인코딩해서 HTML 은 남지 않아요', async () => {
    const hidden = Buffer.concat([await jpegPhoto(64, 64), Buffer.from('<html><script>alert(1)</script></html>')]);
    const post = await writePost(testApp.app, member.token, { title: '숨긴 HTML', content: '내용' }, { bytes: hidden });
    const { bytes } = await fetchImage(testApp.app, post.imageUrl ?? '');
    expect(bytes.includes(Buffer.from('<script'))).toBe(false);
  });
});

describe('올린 사진은 다시 인코딩해요', () => {
  it('EXIF 와 GPS 위치는 지워요', async () => {
    const photo = await jpegPhoto(640, 480, SEOUL_GPS_EXIF);
    const original = await sharp(photo).metadata();
    expect(original.exif).toBeDefined();
    expect(photo.includes(Buffer.from('JipsaPhone'))).toBe(true);

    const post = await writePost(
      testApp.app,
      member.token,
      { title: '위치 정보', content: '사진 속 위치는 지워져요.' },
      { bytes: photo },
    );
    const { bytes } = await fetchImage(testApp.app, post.imageUrl ?? '');
    const served = await sharp(bytes).metadata();
    expect(served.format).toBe('jpeg');
    expect(served.exif).toBeUndefined();
    expect(served.xmp).toBeUndefined();
    expect(served.iptc).toBeUndefined();
    expect(served.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('JipsaPhone'))).toBe(false);
  });

  it('EXIF 방향대로 세워서 저장해요', async () => {
    // A phone held upright writes landscape pixels plus "rotate 90° clockwise" (orientation 6).
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const post = await writePost(
      testApp.app,
      member.token,
      { title: '세로 사진', content: '내용' },
      { bytes: sideways },
    );
    const served = await sharp((await fetchImage(testApp.app, post.imageUrl ?? '')).bytes).metadata();
    expect({ width: served.width, height: served.height, orientation: served.orientation }).toEqual({
      width: 200,
      height: 400,
      orientation: undefined,
    });
  });

  it('긴 변은 1,600px 로 줄이고 작은 사진은 키우지 않아요', async () => {
    const big = await writePost(
      testApp.app,
      member.token,
      { title: '큰 사진', content: '내용' },
      { bytes: await jpegPhoto(3_200, 1_800) },
    );
    const bigServed = await sharp((await fetchImage(testApp.app, big.imageUrl ?? '')).bytes).metadata();
    expect([bigServed.width, bigServed.height]).toEqual([1_600, 900]);

    const small = await writePost(
      testApp.app,
      member.token,
      { title: '작은 사진', content: '내용' },
      { bytes: await jpegPhoto(500, 300) },
    );
    const smallServed = await sharp((await fetchImage(testApp.app, small.imageUrl ?? '')).bytes).metadata();
    expect([smallServed.width, smallServed.height]).toEqual([500, 300]);
  });

  it('PNG, WebP, GIF 도 받고, 투명한 이미지는 투명함을 지켜 WebP 로 저장해요', async () => {
    const transparent = await sharp({
      create: { width: 50, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const opaquePng = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#ffcc00' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#00ccff' } })
      .webp()
      .toBuffer();
    const gif = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#cc00ff' } })
      .gif()
      .toBuffer();

    const cases = [
      {
        bytes: transparent,
        filename: 'a.png',
        expected: { format: 'webp', contentType: 'image/webp', hasAlpha: true },
      },
      { bytes: opaquePng, filename: 'b.png', expected: { format: 'jpeg', contentType: 'image/jpeg', hasAlpha: false } },
      { bytes: webp, filename: 'c.webp', expected: { format: 'jpeg', contentType: 'image/jpeg', hasAlpha: false } },
      { bytes: gif, filename: 'd.gif', expected: { format: 'jpeg', contentType: 'image/jpeg', hasAlpha: false } },
    ];
    for (const { bytes, filename, expected } of cases) {
      // The declared type says nothing: it is always image/jpeg here, the content decides.
      const post = await writePost(
        testApp.app,
        member.token,
        { title: filename, content: '내용' },
        { bytes, filename, type: 'image/jpeg' },
      );
      const { response, bytes: served } = await fetchImage(testApp.app, post.imageUrl ?? '');
      const metadata = await sharp(served).metadata();
      expect({
        format: metadata.format,
        contentType: response.headers['content-type'],
        hasAlpha: metadata.hasAlpha,
      }).toEqual(expected);
    }
  });

  it('이미지는 1년 동안 바뀌지 않는 캐시로, 내용 추측 없이 보내요', async () => {
    const post = await writePost(
      testApp.app,
      member.token,
      { title: '캐시', content: '내용' },
      { bytes: await jpegPhoto(100, 100) },
    );
    const { response } = await fetchImage(testApp.app, post.imageUrl ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
