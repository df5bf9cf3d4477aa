import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { Browser } from './support/client.ts';

// A shared part goes away (Redis, the object store): what does not need it keeps working, what does gets
// a clear Korean error, and everything recovers when the part is back.

const control = async (target: string, action: string) => {
  const response = await fetch(`${inject('clusterControlUrl')}/${target}/${action}`, { method: 'POST' });
  expect(response.status, `${target} ${action}`).toBe(200);
};

async function postForm(browser: Browser, accessToken: string, title: string, image?: Buffer) {
  const form = new FormData();
  form.append('title', title);
  form.append('content', '저장소가 없어도 글은 써져요');
  if (image) form.append('imageFile', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'room.png');
  const encoded = new Response(form);
  return browser.request('/api/v1/post', {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', accesstoken: accessToken },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
}

const photo = () =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: '#00c471' } })
    .png()
    .toBuffer();

describe('공유 부품이 사라질 때', () => {
  it('Redis 가 없으면 요청 제한만 잠시 빠지고 읽기와 쓰기는 그대로 돼요', async () => {
    const browser = new Browser();
    const { accessToken } = await browser.logIn(`레디스${Date.now() % 10_000}`);
    await control('redis', 'stop');
    try {
      for (let call = 0; call < 3; call += 1) expect((await browser.request('/api/v1/post/sorted')).status).toBe(200);
      expect((await postForm(browser, accessToken, 'Redis 없이 쓴 글')).status).toBe(200);
    } finally {
      await control('redis', 'start');
    }
    await expect.poll(async () => (await browser.request('/api/v1/post/sorted')).status).toBe(200);
  });

  it('사진 저장소가 없으면 사진 없는 글은 써지고, 사진이 필요한 요청은 한국어 503 이며, 돌아오면 다시 돼요', async () => {
    const browser = new Browser();
    const { accessToken } = await browser.logIn(`저장소${Date.now() % 10_000}`);
    const before = await postForm(browser, accessToken, '사진 있는 글', await photo());
    expect(before.status, before.text).toBe(200);
    const imagePath = new URL(JSON.parse(before.text).data.imageUrl as string, 'http://x').pathname;

    await control('s3', 'stop');
    try {
      expect((await postForm(browser, accessToken, '사진 없는 글')).status).toBe(200);
      expect((await browser.request('/api/v1/post/sorted')).status).toBe(200);
      const upload = await postForm(browser, accessToken, '사진을 올리려는 글', await photo());
      expect(upload.status).toBe(503);
      expect(JSON.parse(upload.text)).toMatchObject({
        message: '사진 저장소에 잠시 연결할 수 없어요. 사진 없이 올리거나 잠시 후 다시 시도해주세요.',
        data: { errorCode: 'SERVICE_UNAVAILABLE' },
      });
      expect((await browser.request(imagePath)).status).toBe(503);
    } finally {
      await control('s3', 'start');
    }
    expect((await browser.request(imagePath)).status).toBe(200);
    expect((await postForm(browser, accessToken, '다시 사진', await photo())).status).toBe(200);
  });
});
