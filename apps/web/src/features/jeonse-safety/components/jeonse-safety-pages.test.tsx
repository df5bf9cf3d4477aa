import { assessJeonseSafety, type JeonseSafetyInput } from '@jipsa/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jeonseSafetySearch } from '../../../shared/lib/jeonse-safety-search.ts';
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
  rentalDeposit: 260_000_000,
  officialPrice: 200_000_000,
} as const;

/** The server's answer, computed by the same domain function the server calls. */
function respond(request: RecordedRequest): TestResponse {
  if (request.url !== '/api/v1/jeonseSafety') return fail(404, 'NOT_FOUND');
  const body = JSON.parse(request.body) as Record<string, unknown>;
  const input: JeonseSafetyInput = {
    districtCode: String(body.districtCode),
    dongName: String(body.dongName),
    rentHousingType: body.rentHousingType as JeonseSafetyInput['rentHousingType'],
    rentalDeposit: Number(body.rentalDeposit),
    housePrice: (body.housePrice as number | undefined) ?? null,
    recentSalesPrice: null,
    officialPrice: (body.officialPrice as number | undefined) ?? null,
    priorLiens: (body.priorLiens as number | undefined) ?? 0,
  };
  return ok({ ...assessJeonseSafety(input, '2026-11-24'), recentSales: null, notice: null });
}

beforeEach(() => {
  server.requests.length = 0;
  server.respondWith(respond);
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

describe('전세 안전 진단', { timeout: 20_000 }, () => {
  it('아무것도 입력하지 않고 진단하면 주소·집 유형·보증금을 한국어로 물어요', async () => {
    renderApp('/jeonse-safety');
    fireEvent.click(await screen.findByRole('button', { name: '진단하기' }, SLOW));
    expect(await screen.findByText('주소를 검색해서 골라주세요.')).toBeTruthy();
    expect(screen.getByText('빌릴 집의 유형을 골라주세요.')).toBeTruthy();
    expect(screen.getByText('보증금을 만원 단위로 입력해주세요.')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('다른 화면이 넘긴 주소와 보증금으로 시작하고, 진단하면 결과 화면이 같은 질문으로 답을 받아요', async () => {
    renderApp(`/jeonse-safety${jeonseSafetySearch(VILLA)}`);
    expect(await screen.findByText('역삼빌라 (강남구 역삼동 754)', {}, SLOW)).toBeTruthy();
    expect((screen.getByLabelText('보증금') as HTMLInputElement).value).toBe('26000');
    fireEvent.click(screen.getByRole('button', { name: '진단하기' }));

    expect(await screen.findByText('보증금을 돌려받지 못할 위험이 커요.', {}, SLOW)).toBeTruthy();
    expect(JSON.parse(server.requests[0]?.body ?? '')).toMatchObject({ ...VILLA });
    expect(screen.getByRole('img', { name: /집값의 92.86%/ })).toBeTruthy();
    expect(screen.getByText('보증금이 주택가격의 90%를 넘어서 HUG 반환보증에 가입할 수 없어요.')).toBeTruthy();
    expect(screen.getByText('집값 2억 8,000만원 · 공시가격 × 140%')).toBeTruthy();
    expect(screen.getByText('등기부등본 확인')).toBeTruthy();
  });

  it('결과 맨 위에 진단한 주소·집·보증금과 넣은 집값을 보여줘요', async () => {
    renderApp(`/jeonse-safety/result${jeonseSafetySearch(VILLA)}`);
    const checked = await screen.findByRole('region', { name: '진단한 집' }, SLOW);
    const verdict = await screen.findByText('보증금을 돌려받지 못할 위험이 커요.', {}, SLOW);
    expect(within(checked).getByText('역삼빌라 (강남구 역삼동 754)')).toBeTruthy();
    expect(within(checked).getByText('연립·다세대 (빌라) · 전용 50㎡')).toBeTruthy();
    expect(within(checked).getByText('2억 6,000만원')).toBeTruthy();
    expect(within(checked).getByText('공시가격').nextElementSibling?.textContent).toBe('2억원');
    expect(within(checked).queryByText('시세·매매가')).toBeNull();
    // Above the verdict, so it is read first.
    expect(checked.compareDocumentPosition(verdict) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('집값을 모르면 결과 화면에서 바로 시세나 공시가격을 묻고, 넣으면 그 값으로 다시 판정해요', async () => {
    const { officialPrice: _unknown, ...withoutValue } = VILLA;
    renderApp(`/jeonse-safety/result${jeonseSafetySearch(withoutValue)}`);
    expect(await screen.findByText('계약 전에 꼭 확인할 게 있어요.', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/시세나 공시가격을 알려주세요/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '이 값으로 다시 진단하기' }));
    expect(await screen.findByText('시세나 공시가격 중 하나를 만원 단위로 입력해주세요.')).toBeTruthy();
    expect(server.requests).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('공시가격 (선택)'), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: '이 값으로 다시 진단하기' }));

    expect(await screen.findByText('보증금을 돌려받지 못할 위험이 커요.', {}, SLOW)).toBeTruthy();
    expect(server.requests).toHaveLength(2);
    expect(JSON.parse(server.requests[1]?.body ?? '')).toMatchObject({ ...VILLA });
    expect(screen.getByText('집값 2억 8,000만원 · 공시가격 × 140%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '이 값으로 다시 진단하기' })).toBeNull();
    const checked = screen.getByRole('region', { name: '진단한 집' });
    expect(within(checked).getByText('공시가격').nextElementSibling?.textContent).toBe('2억원');
    // The new verdict takes the focus the gone form had.
    expect(document.activeElement?.getAttribute('data-risk')).toBe('DANGER');

    // The loan form takes the value given here with the house.
    fireEvent.click(screen.getByRole('button', { name: '이 집으로 대출 추천받기' }));
    expect(useAppStore.getState().loanForm.officialPrice).toBe(200_000_000);
  });

  it('서버가 답하지 못하면 다시 시도할 수 있고, 주소창이 망가졌으면 다시 입력하라고 해요', async () => {
    server.respondWith(() => fail(503, 'SERVICE_UNAVAILABLE'));
    renderApp(`/jeonse-safety/result${jeonseSafetySearch(VILLA)}`);
    const retry = await screen.findByRole('button', { name: '다시 시도' }, SLOW);
    expect(server.requests).toHaveLength(1);

    server.respondWith(respond);
    fireEvent.click(retry);
    expect(await screen.findByText('보증금을 돌려받지 못할 위험이 커요.', {}, SLOW)).toBeTruthy();
    expect(server.requests).toHaveLength(2);
    expect(JSON.parse(server.requests[1]?.body ?? '')).toMatchObject({ ...VILLA });
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    cleanup();

    renderApp('/jeonse-safety/result?rentalDeposit=abc');
    expect(
      await screen.findByText('진단할 정보가 부족하거나 올바르지 않아요. 다시 입력해주세요.', {}, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '입력 바꿔서 다시 진단하기' }).getAttribute('href')).toBe('/jeonse-safety');
  });
});
