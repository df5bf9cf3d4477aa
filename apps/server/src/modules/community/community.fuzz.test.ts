import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileText, textWithControlCharacter } from '../../testing/hostile-input.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { call, oneMember, sendPostForm, writePost } from './community-test-support.ts';

// Whatever a client sends to the community endpoints — broken text, broken multipart, forged cursors —
// the answer is a 4xx envelope in Korean, never a 5xx.

let testApp: TestApp;
let token: string;
let postId: string;
let commentId: string;
const statuses: number[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  token = (await oneMember(testApp.app, '퍼즈')).token;
  postId = (await writePost(testApp.app, token, { title: '평범한 글', content: '평범한 내용' })).id;
  const comment = await call(testApp.app, 'POST', `/api/v1/comment/${postId}`, token, { postId, content: '댓글' });
  commentId = comment.json().data.id;
});
afterAll(async () => {
  await testApp.app.close();
  // One line per file: how much was thrown at the endpoints, and that none of it was a 5xx.
  console.info(
    `community fuzz: ${statuses.length} requests, ${statuses.filter((status) => status >= 500).length} ≥ 500`,
  );
});

function expectClientError(response: { statusCode: number; body: string }, expected = 400) {
  statuses.push(response.statusCode);
  expect(response.statusCode, response.body).toBe(expected);
  const body = JSON.parse(response.body) as { code: number; message: string; data: { errorCode: string } };
  expect(body.code).toBe(expected);
  expect(body.message).toMatch(/[가-힣]/);
}

describe('글과 댓글의 깨진 글자', () => {
  // multipart is UTF-8: a lone surrogate cannot travel in it (the browser sends U+FFFD), NUL and the other
  // control characters can.
  it('글쓰기·글 수정의 제목과 내용에 NUL 같은 제어 문자가 있으면 400 이에요', async () => {
    await fc.assert(
      fc.asyncProperty(
        textWithControlCharacter,
        fc.constantFrom('title', 'content'),
        fc.boolean(),
        async (text, field, edit) => {
          const fields = { title: '제목', content: '내용', [field]: text };
          const request = edit
            ? { method: 'PUT' as const, url: `/api/v1/post/${postId}`, token }
            : { method: 'POST' as const, url: '/api/v1/post', token };
          expectClientError(await sendPostForm(testApp.app, request, fields));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('댓글 쓰기·수정에 NUL 이나 짝 없는 서로게이트가 있으면 400 이에요', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, fc.boolean(), async (content, edit) => {
        const response = edit
          ? await call(testApp.app, 'PUT', `/api/v1/comment/${commentId}`, token, { updatedContent: content })
          : await call(testApp.app, 'POST', `/api/v1/comment/${postId}`, token, { postId, content });
        expectClientError(response);
      }),
      { numRuns: 60 },
    );
  });
});

describe('깨진 multipart', () => {
  const BOUNDARY = 'jipsa-fuzz-boundary';
  const part = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const wellFormed = `${part('title', '제목')}${part('content', '내용')}--${BOUNDARY}--\r\n`;

  const bodies: Array<[string, string, string | Buffer]> = [
    ['boundary 가 없는 Content-Type', 'multipart/form-data', wellFormed],
    ['빈 boundary', 'multipart/form-data; boundary=', wellFormed],
    ['본문과 다른 boundary', 'multipart/form-data; boundary=other', wellFormed],
    ['중간에 잘린 본문', `multipart/form-data; boundary=${BOUNDARY}`, wellFormed.slice(0, 60)],
    ['닫는 boundary 가 없는 본문', `multipart/form-data; boundary=${BOUNDARY}`, `${part('title', '제목')}`],
    ['아무 바이트', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.from([0xff, 0x00, 0xfe, 0x01, 0x0d, 0x0a])],
    ['빈 본문', `multipart/form-data; boundary=${BOUNDARY}`, ''],
    ['헤더 없는 파트', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\n\r\n값\r\n--${BOUNDARY}--\r\n`],
    [
      '이름 없는 파트',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\n값\r\n--${BOUNDARY}--\r\n`,
    ],
    [
      '모르는 항목',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `${part('title', '제목')}${part('content', '내용')}${part('role', 'ADMIN')}--${BOUNDARY}--\r\n`,
    ],
    [
      '이미지 항목이 아닌 파일',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `${part('title', '제목')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="other"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`,
    ],
  ];

  it.each(bodies)('%s 는 글쓰기와 글 수정 모두 4xx 예요', async (_title, contentType, payload) => {
    for (const [method, url] of [
      ['POST', '/api/v1/post'],
      ['PUT', `/api/v1/post/${postId}`],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url,
        headers: { 'content-type': contentType, accesstoken: token },
        payload,
      });
      statuses.push(response.statusCode);
      expect(response.statusCode, `${method} ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${response.body}`).toBeLessThan(500);
      expect(response.json().message).toMatch(/[가-힣]/);
    }
  });

  it('아무렇게나 자른 multipart 도 5xx 가 아니에요', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: wellFormed.length }), fc.uint8Array({ maxLength: 40 }), async (cut, noise) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/v1/post',
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, accesstoken: token },
          payload: Buffer.concat([Buffer.from(wellFormed.slice(0, cut)), Buffer.from(noise)]),
        });
        statuses.push(response.statusCode);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });
});

describe('위조한 목록 커서', () => {
  const encode = (tuple: unknown) => Buffer.from(JSON.stringify(tuple)).toString('base64url');
  const id = '6f1c2a4e-8a51-4c1e-9a0f-2a7e3c1d5b9a';

  it.each([
    ['POPULAR', ['P', 2_147_483_648, '2026-11-03T00:00:00Z', id]],
    ['POPULAR', ['P', 1e300, '2026-11-03T00:00:00Z', id]],
    ['POPULAR', ['P', -5, '2026-11-03T00:00:00Z', id]],
    ['LATEST', ['L', '0000-01-01T00:00:00Z', id]],
    ['LATEST', ['L', '+275760-09-13T00:00:00Z', id]],
    ['LATEST', ['L', '2026-11-03T00:00:00Z', 'not-a-uuid']],
    ['LATEST', ['L', '2026-11-03T00:00:00Z', `${id}\u0000`]],
  ] as const)('%s 목록의 커서 %j 는 400 이에요', async (sortType, tuple) => {
    const response = await call(testApp.app, 'GET', `/api/v1/post/sorted?sortType=${sortType}&cursor=${encode(tuple)}`);
    expectClientError(response);
  });

  it('아무 커서 문자열도 5xx 가 아니에요', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 80 }),
        fc.constantFrom('LATEST', 'POPULAR'),
        async (cursor, sortType) => {
          const response = await call(
            testApp.app,
            'GET',
            `/api/v1/post/sorted?sortType=${sortType}&cursor=${encodeURIComponent(cursor)}`,
          );
          statuses.push(response.statusCode);
          expect([200, 400], response.body).toContain(response.statusCode);
        },
      ),
      { numRuns: 80 },
    );
  });
});
