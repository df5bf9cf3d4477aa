import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { Browser } from './support/client.ts';

// What must hold when 집사 runs as several instances behind a round-robin balancer (issue 16).

const unique = (prefix: string) => `${prefix}${Date.now() % 1_000_000}`;

async function multipartPost(fields: Record<string, string>, image?: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('imageFile', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'house.png');
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
}

/** Every file under the object store's directory (s3rver keeps objects as files). */
function storedObjects(): string[] {
  const walk = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(directory, entry.name)) : [path.join(directory, entry.name)],
    );
  return walk(inject('s3Directory'));
}

describe('여러 인스턴스', () => {
  it('부하 분산기가 요청을 세 인스턴스에 돌아가며 보내고, 응답마다 X-Served-By 로 알려줘요', async () => {
    const browser = new Browser();
    for (let call = 0; call < 6; call += 1) expect((await browser.request('/health')).status).toBe(200);
    expect(new Set(browser.servedBy)).toEqual(new Set(inject('clusterInstances').map((instance) => instance.name)));
  });

  it('로그인의 시작, 폼 제출, 코드 교환이 서로 다른 인스턴스에 닿아도 로그인돼요', async () => {
    const browser = new Browser();
    const session = await browser.logIn(unique('분산'));
    expect(new Set(session.steps).size).toBeGreaterThan(1);
    const me = await browser.request('/api/v1/user/me', { headers: { accesstoken: session.accessToken } });
    expect(me.status).toBe(200);
    // The rotated refresh token works on whichever instance gets it next.
    const refreshed = await browser.request('/auth/refresh', {
      method: 'POST',
      headers: { refreshtoken: session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
  });

  it('요청 제한은 인스턴스마다가 아니라 전체에서 한 번씩 세어요 (Redis)', async () => {
    const browser = new Browser(`203.0.113.${Math.floor(Math.random() * 250) + 1}`);
    const statuses: number[] = [];
    for (let call = 0; call < 205; call += 1) statuses.push((await browser.request('/api/v1/post/sorted')).status);
    expect(statuses.slice(0, 200).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(200)).toEqual([429, 429, 429, 429, 429]);
    expect(new Set(browser.servedBy).size).toBe(3);
  });

  it('한 인스턴스로 올린 사진을 모든 인스턴스가 보여주고, 글을 지우면 저장소의 객체도 지워요', async () => {
    const browser = new Browser();
    const { accessToken } = await browser.logIn(unique('사진'));
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3182f6' } })
      .png()
      .toBuffer();
    const form = await multipartPost({ title: '여러 인스턴스', content: '사진이 보여요?' }, photo);
    const created = await browser.request('/api/v1/post', {
      method: 'POST',
      headers: { 'content-type': form.contentType, accesstoken: accessToken },
      body: form.body,
    });
    expect(created.status, created.text).toBe(200);
    const { id, imageUrl } = JSON.parse(created.text).data as { id: string; imageUrl: string };
    const imagePath = new URL(imageUrl, 'http://x').pathname;
    const objectsWithImage = storedObjects().filter((file) => file.includes(path.basename(imagePath)));
    expect(objectsWithImage.length).toBeGreaterThan(0);

    const served = [];
    for (let call = 0; call < 3; call += 1) served.push(await browser.request(imagePath));
    expect(served.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(served.map((answer) => answer.servedBy)).size).toBe(3);

    const deleted = await browser.request(`/api/v1/post/${id}`, {
      method: 'DELETE',
      headers: { accesstoken: accessToken },
    });
    expect(deleted.status).toBe(200);
    expect(storedObjects().filter((file) => file.includes(path.basename(imagePath)))).toEqual([]);
    for (let call = 0; call < 3; call += 1) expect((await browser.request(imagePath)).status).toBe(404);
  });

  it('한 회원의 댓글 한도는 IP 와 인스턴스가 달라도 전체에서 세어요', async () => {
    const writer = new Browser();
    const { accessToken } = await writer.logIn(unique('댓글'));
    const form = await multipartPost({ title: '댓글 한도', content: '내용' });
    const post = await writer.request('/api/v1/post', {
      method: 'POST',
      headers: { 'content-type': form.contentType, accesstoken: accessToken },
      body: form.body,
    });
    const postId = JSON.parse(post.text).data.id as string;
    const statuses: number[] = [];
    for (let call = 0; call < 6; call += 1) {
      // A new address each time: only the per-member limit can stop the sixth.
      const from = new Browser(`192.0.2.${call + 10}`);
      statuses.push(
        (await from.json(`/api/v1/comment/${postId}`, 'POST', { postId, content: `댓글 ${call}` }, accessToken)).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
