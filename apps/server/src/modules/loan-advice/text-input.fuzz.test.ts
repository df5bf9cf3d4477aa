import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsGuest, startDevLogin, postDevLogin } from '../auth/auth-test-support.ts';
import { hostileText, textWithControlCharacter } from '../../testing/hostile-input.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { loanProfile } from './loan-advice-test-support.ts';

// The free-text fields outside the community (loan form address, address search, housing info, dev-login
// nickname): NUL or a lone surrogate is a 400 in Korean, never a 5xx from the database.

let testApp: TestApp;
let guestToken: string;
const statuses: number[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  guestToken = (await signInAsGuest(testApp.app)).accessToken;
});
afterAll(async () => {
  await testApp.app.close();
  console.info(
    `text input fuzz: ${statuses.length} requests, ${statuses.filter((status) => status >= 500).length} ≥ 500`,
  );
});

async function post(url: string, payload: object, token?: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
    payload,
  });
  statuses.push(response.statusCode);
  return response;
}

function expectValidationFailed(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(400);
  const body = JSON.parse(response.body) as { message: string; data: { errorCode: string } };
  expect(body.data.errorCode).toBe('VALIDATION_FAILED');
  expect(body.message).toMatch(/[가-힣]/);
}

describe('깨진 글자가 든 입력', () => {
  it('대출 상담(보고서·미리보기)의 건물 이름, 동 이름, 지번에 있으면 400 이에요', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileText,
        fc.constantFrom('buildingName', 'dongName', 'jibun'),
        fc.constantFrom('/api/v1/loanAdvice', '/api/v1/loanAdvice/pre-terms'),
        async (text, field, url) => {
          expectValidationFailed(await post(url, { ...loanProfile(), [field]: text.slice(0, 20) }, guestToken));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('주소 검색어와 주택 정보의 동 이름에 있으면 400 이에요', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, fc.boolean(), async (text, search) => {
        const response = search
          ? await post('/api/v1/addressSearch', { keyword: text })
          : await post('/api/v1/housingInfo', {
              districtCode: '1168010100',
              jibun: '754',
              dongName: text.slice(0, 20),
            });
        expectValidationFailed(response);
      }),
      { numRuns: 60 },
    );
  });

  // A form is UTF-8 encoded: a lone surrogate arrives as U+FFFD; control characters arrive as sent.
  it('개발용 로그인의 닉네임에 제어 문자가 있으면 한국어 오류와 함께 같은 화면으로 돌아와요', async () => {
    await fc.assert(
      fc.asyncProperty(textWithControlCharacter, async (text) => {
        const { state, stateCookie, binding } = await startDevLogin(testApp.app);
        const response = await postDevLogin(testApp.app, { state, nickname: text.slice(0, 15) }, stateCookie, binding);
        statuses.push(response.statusCode);
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain('보이지 않는 제어 문자나 깨진 글자는 쓸 수 없어요.');
      }),
      { numRuns: 30 },
    );
  });
});
