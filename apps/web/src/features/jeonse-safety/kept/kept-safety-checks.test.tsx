import type { KeptSafetyCheck } from '@jipsa/contracts';
import { assessJeonseSafety, type JeonseSafetyInput } from '@jipsa/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { jeonseSafetySearch } from '../../../shared/lib/jeonse-safety-search.ts';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const SLOW = { timeout: 10_000 };
const VILLA = {
  districtCode: '1168010100',
  dongName: '역삼동',
  jibun: '754',
  buildingName: '역삼빌라',
  rentHousingType: 'HOUSEHOLD_HOUSE',
  exclusiveArea: 50,
  rentalDeposit: 100_000_000,
  officialPrice: 200_000_000,
  priorLiens: 0,
} as const;
const RESULT_PATH = `/jeonse-safety/result${jeonseSafetySearch(VILLA)}`;
const KEPT_ID = '7d3c6f0e-2b1a-4c5d-8e9f-0a1b2c3d4e5f';

let kept: KeptSafetyCheck[] = [];

function respond(request: RecordedRequest): TestResponse {
  if (request.url === '/api/v1/guest/login')
    return ok({ accessToken: 'guest-jwt', roleType: 'GUEST', abTestType: 'A' });
  if (request.url === '/api/v1/loanAdvice') return ok([]);
  if (request.url === '/api/v1/keptSafetyCheck' && request.method === 'GET') return ok(kept);
  if (request.url === '/api/v1/keptSafetyCheck' && request.method === 'POST') {
    const question = JSON.parse(request.body) as KeptSafetyCheck['question'];
    const item: KeptSafetyCheck = {
      keptSafetyCheckId: KEPT_ID,
      question,
      riskLevel: 'SAFE',
      jeonseRatioPercent: 50,
      checkedOn: '2026-11-29',
      keptAt: '2026-11-29T08:00:00+09:00',
    };
    kept = [item, ...kept];
    return ok(item);
  }
  if (request.url === `/api/v1/keptSafetyCheck/${KEPT_ID}` && request.method === 'DELETE') {
    kept = kept.filter((item) => item.keptSafetyCheckId !== KEPT_ID);
    return ok(null);
  }
  if (request.url !== '/api/v1/jeonseSafety') return fail(404, 'NOT_FOUND');
  const body = JSON.parse(request.body) as typeof VILLA;
  const input: JeonseSafetyInput = {
    ...body,
    monthlyRent: 0,
    housePrice: null,
    recentSalesPrice: null,
    registryFlags: [],
    building: { violation: null, residential: null },
  };
  return ok({
    ...assessJeonseSafety(input, '2026-11-29'),
    recentSales: null,
    notice: null,
    building: { source: 'UNKNOWN', mainUse: null, violation: null, residential: null },
  });
}

beforeEach(() => {
  server.requests.length = 0;
  kept = [];
  server.respondWith(respond);
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  window.sessionStorage.clear();
  window.localStorage.clear();
  useAppStore.setState(createInitialAppState());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await server.close();
});

describe('저장한 안전 진단 (issue 50)', { timeout: 20_000 }, () => {
  it('회원은 결과 화면에서 이 결과를 저장하고, 보고서 목록 곁에서 날짜·판정과 함께 보고 다시 열거나 지워요', async () => {
    writeCookie(COOKIE_NAMES.accessToken, 'member');
    renderApp(RESULT_PATH);
    fireEvent.click(await screen.findByRole('button', { name: '이 결과 저장하기' }, SLOW));
    expect(await screen.findByText(/^저장했어요/, {}, SLOW)).toBeTruthy();
    const posted = server.requests.find((request) => request.url === '/api/v1/keptSafetyCheck');
    expect(JSON.parse(posted!.body)).toEqual(VILLA);
    cleanup();

    renderApp('/deposit-entry');
    const section = await screen.findByRole('region', { name: '저장한 안전 진단' }, SLOW);
    const link = within(section).getByRole('link', { name: /역삼동 754 역삼빌라/ });
    expect(link.textContent).toContain('보증금 1억원');
    expect(link.textContent).toContain('2026년 11월 29일 판정 안전 · 전세가율 50.0%');
    expect(link.getAttribute('href')).toBe(RESULT_PATH);

    fireEvent.click(within(section).getByRole('button', { name: '역삼동 754 역삼빌라 저장 결과 지우기' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '저장한 안전 진단' })).toBeNull());
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('게스트에게는 로그인하고 저장하라고 하고, 로그인 뒤에는 같은 결과 주소로 돌아와요', async () => {
    renderApp(RESULT_PATH);
    fireEvent.click(await screen.findByRole('button', { name: '로그인하고 저장하기' }, SLOW));
    expect(window.sessionStorage.getItem(STORAGE_KEYS.loginRedirectPath)).toBe(RESULT_PATH);
    expect(useAppStore.getState().isLoginModalOpen).toBe(true);
    expect(server.requests.some((request) => request.url === '/api/v1/keptSafetyCheck')).toBe(false);
  });
});
