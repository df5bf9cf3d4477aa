import type { RegistryReading } from '@jipsa/contracts';
import { assessJeonseSafety, type JeonseSafetyInput } from '@jipsa/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jeonseSafetySearch } from '../../../shared/lib/jeonse-safety-search.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubNodeMultipart } from '../../../testing/stub-node-multipart.ts';
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

/** What the server reads from a registry of 역삼동 754 with two live 근저당, a cancelled one and a live 가압류. */
const REGISTRY_READING: RegistryReading = {
  address: '서울특별시 강남구 역삼동 754',
  buildingName: '역삼빌라 제3층 제301호',
  exclusiveArea: 59.84,
  use: '다세대주택',
  owners: ['김철수'],
  lastOwnershipTransferDate: '2015-05-01',
  entries: [
    {
      section: 'GAP',
      rank: '4',
      purpose: '가압류',
      receivedDate: '2025-01-02',
      amount: 30_000_000,
      holder: '박민수',
      live: true,
    },
    {
      section: 'EUL',
      rank: '1',
      purpose: '근저당권설정',
      receivedDate: '2015-05-01',
      amount: 156_000_000,
      holder: '국민은행',
      live: false,
    },
    {
      section: 'EUL',
      rank: '2',
      purpose: '근저당권설정',
      receivedDate: '2018-09-03',
      amount: 72_000_000,
      holder: '신한은행',
      live: true,
    },
    {
      section: 'EUL',
      rank: '3',
      purpose: '근저당권설정',
      receivedDate: '2021-04-02',
      amount: 120_000_000,
      holder: '역삼새마을금고',
      live: true,
    },
  ],
  liveClaimsTotal: 192_000_000,
  flags: ['PROVISIONAL_SEIZURE'],
};

/** The shipped 법정동 table's answer to "서울특별시 강남구 역삼동": the 동 itself and a namesake of another 시. */
const ADDRESS_SEARCH = {
  page: 1,
  pageSize: 20,
  totalCount: 2,
  hasMore: false,
  source: 'OFFLINE',
  addresses: [
    ['1168010100', '서울특별시', '강남구', '역삼동'],
    ['4729011400', '경상북도', '경산시', '역삼동'],
  ].map(([districtCode, sido, sigungu, dongName]) => ({
    roadAddress: '',
    jibunAddress: `${sido} ${sigungu} ${dongName}`,
    buildingName: '',
    districtCode,
    dongName,
    jibun: '',
    sido,
    sigungu,
    isMetro: sido === '서울특별시',
    displayAddress: `${sido} ${sigungu} ${dongName}`,
    highlights: [],
  })),
};

/** The server's answer, computed by the same domain function the server calls. */
function respond(request: RecordedRequest): TestResponse {
  if (request.url === '/api/v1/jeonseSafety/registry') return ok(REGISTRY_READING);
  if (request.url === '/api/v1/addressSearch?page=1') return ok(ADDRESS_SEARCH);
  if (request.url !== '/api/v1/jeonseSafety') return fail(404, 'NOT_FOUND');
  const body = JSON.parse(request.body) as Record<string, unknown>;
  const input: JeonseSafetyInput = {
    districtCode: String(body.districtCode),
    dongName: String(body.dongName),
    rentHousingType: body.rentHousingType as JeonseSafetyInput['rentHousingType'],
    rentalDeposit: Number(body.rentalDeposit),
    monthlyRent: (body.monthlyRent as number | undefined) ?? 0,
    housePrice: (body.housePrice as number | undefined) ?? null,
    recentSalesPrice: null,
    officialPrice: (body.officialPrice as number | undefined) ?? null,
    priorLiens: (body.priorLiens as number | undefined) ?? 0,
    registryFlags: (body.registryFlags as JeonseSafetyInput['registryFlags']) ?? [],
    building: { violation: (body.buildingViolation as boolean | undefined) ?? null, residential: null },
  };
  const violation = input.building?.violation ?? null;
  return ok({
    ...assessJeonseSafety(input, '2026-11-24'),
    recentSales: null,
    notice: null,
    building: { source: violation === null ? 'UNKNOWN' : 'ANSWER', mainUse: null, violation, residential: null },
  });
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
  vi.unstubAllGlobals();
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
    // The result opens with its heading focused (issue 50).
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '전세 안전 진단 결과' }));
  });

  it('집값을 모르면 결과 화면에서 바로 시세나 공시가격을 묻고, 넣으면 그 값으로 다시 판정해요', async () => {
    const { officialPrice: _unknown, ...withoutValue } = VILLA;
    renderApp(`/jeonse-safety/result${jeonseSafetySearch(withoutValue)}`);
    expect(await screen.findByText('모르는 값이 있어서 아직 안전하다고 할 수 없어요.', {}, SLOW)).toBeTruthy();
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

  it('반전세면 월세를 받아 보내고, HUG가 월세를 6.5 %로 보증금에 더해 한도를 넘는다고 하면 그 이유를 보여줘요', async () => {
    const apartment = {
      ...VILLA,
      rentHousingType: 'APARTMENT',
      officialPrice: undefined,
      housePrice: 1_000_000_000,
      rentalDeposit: 520_000_000,
    } as const;
    renderApp(`/jeonse-safety${jeonseSafetySearch(apartment)}`);
    const rent = (await screen.findByLabelText('월세 (반전세라면)', {}, SLOW)) as HTMLInputElement;
    expect(rent.value).toBe('');
    fireEvent.change(rent, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: '진단하기' }));

    expect(
      await screen.findByText(
        '월세 100만원을 전월세전환율 6.5%로 보증금에 더하면 7억 461만 5,384원이라 HUG 반환보증 보증금 한도 7억원을 넘어요.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(JSON.parse(server.requests[0]?.body ?? '')).toMatchObject({
      rentalDeposit: 520_000_000,
      monthlyRent: 1_000_000,
    });
    const checked = screen.getByRole('region', { name: '진단한 집' });
    expect(within(checked).getByText('월세').nextElementSibling?.textContent).toBe('100만원');
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

  it('등기부 PDF를 올리면 읽은 내용을 보여주고, 고친 대로 선순위 채권과 주의할 점을 진단에 넣어요', async () => {
    await stubNodeMultipart();
    renderApp(
      `/jeonse-safety${jeonseSafetySearch({ ...VILLA, exclusiveArea: 60, rentalDeposit: 100_000_000, officialPrice: 300_000_000 })}`,
    );
    const pdf = new File(['%PDF-1.7'], '등기부.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByLabelText('등기부등본으로 채우기', {}, SLOW), { target: { files: [pdf] } });

    const review = await screen.findByRole('region', { name: '이렇게 읽었어요' }, SLOW);
    expect(server.requests[0]?.url).toBe('/api/v1/jeonseSafety/registry');
    expect(within(review).getByText('김철수')).toBeTruthy();
    expect(within(review).getByText('선순위 채권 합계 1억 9,200만원')).toBeTruthy();
    expect(within(review).getByText('말소된 항목 1개 (계산에 넣지 않아요)')).toBeTruthy();
    expect(within(review).queryByRole('alert')).toBeNull();

    // The person says 근저당 3번 was paid off: it leaves the sum.
    fireEvent.click(within(review).getByRole('checkbox', { name: /을구 3번 근저당권설정/ }));
    expect(within(review).getByText('선순위 채권 합계 7,200만원')).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: '이대로 반영하기' }));

    expect(await screen.findByText('선순위 채권 7,200만원, 주의할 점 1가지를 반영했어요.')).toBeTruthy();
    expect((screen.getByLabelText('선순위 채권 (선택)') as HTMLInputElement).value).toBe('7200');
    // The names read are not kept once confirmed.
    expect(screen.queryByText('김철수')).toBeNull();
    // React builds a FormData of the form it submits: the browser's, not the Node one the upload needed.
    vi.unstubAllGlobals();
    fireEvent.click(screen.getByRole('button', { name: '진단하기' }));

    expect(await screen.findByText(/가압류가 걸려 있어요\. 집주인의 빚/, {}, SLOW)).toBeTruthy();
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toMatchObject({
      priorLiens: 72_000_000,
      registryFlags: ['PROVISIONAL_SEIZURE'],
    });
    expect(screen.getByText('보증금을 돌려받지 못할 위험이 커요.')).toBeTruthy();
  });

  it('집 유형이나 면적이 등기부와 다르면 그것도 말하고, 빈 폼에는 등기부의 주소·집 유형·면적을 채워요 (issue 50)', async () => {
    await stubNodeMultipart();
    renderApp(`/jeonse-safety${jeonseSafetySearch({ ...VILLA, rentHousingType: 'APARTMENT' })}`);
    const pdf = new File(['%PDF-1.7'], '등기부.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByLabelText('등기부등본으로 채우기', {}, SLOW), { target: { files: [pdf] } });
    const review = await screen.findByRole('region', { name: '이렇게 읽었어요' }, SLOW);
    const alerts = within(review)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual([
      expect.stringContaining('입력하신 집 유형(아파트)과 등기부의 용도(연립·다세대 (빌라))가 달라요.'),
      expect.stringContaining('입력하신 전용면적(50㎡)과 등기부의 전유부분 면적(59.84㎡)이 달라요.'),
    ]);
    cleanup();

    renderApp('/jeonse-safety');
    fireEvent.change(await screen.findByLabelText('등기부등본으로 채우기', {}, SLOW), { target: { files: [pdf] } });
    fireEvent.click(
      within(await screen.findByRole('region', { name: '이렇게 읽었어요' }, SLOW)).getByRole('button', {
        name: '이대로 반영하기',
      }),
    );
    await screen.findByText(/를 반영했어요\./);
    expect((screen.getByRole('radio', { name: '연립·다세대 (빌라)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('전용면적') as HTMLInputElement).value).toBe('59.84');
    expect(await screen.findByText('등기부등본의 주소로 채웠어요. 다르면 주소 바꾸기를 눌러 주세요.')).toBeTruthy();
    expect(
      JSON.parse(server.requests.find((request) => request.url.startsWith('/api/v1/addressSearch'))?.body ?? ''),
    ).toEqual({
      keyword: '서울특별시 강남구 역삼동',
    });
    expect(screen.getByText('역삼빌라 (강남구 역삼동 754)')).toBeTruthy();
    expect(screen.getByRole('button', { name: '주소 바꾸기' })).toBeTruthy();
  });

  it('다른 집의 등기부면 주소가 다르다고 말하고, 읽지 못한 파일은 서버가 준 한국어 이유를 보여줘요', async () => {
    await stubNodeMultipart();
    renderApp(`/jeonse-safety${jeonseSafetySearch({ ...VILLA, jibun: '737', exclusiveArea: 60 })}`);
    const pdf = new File(['%PDF-1.7'], '등기부.pdf', { type: 'application/pdf' });
    const input = await screen.findByLabelText('등기부등본으로 채우기', {}, SLOW);
    fireEvent.change(input, { target: { files: [pdf] } });
    const review = await screen.findByRole('region', { name: '이렇게 읽었어요' }, SLOW);
    expect(within(review).getByRole('alert').textContent).toContain(
      '등기부 주소(서울특별시 강남구 역삼동 754)가 달라요',
    );

    server.respondWith(() => fail(400, 'REGISTRY_UNREADABLE', '등기사항전부증명서가 아닌 문서예요.'));
    fireEvent.click(within(review).getByRole('button', { name: '다른 등기부 올리기' }));
    fireEvent.change(screen.getByLabelText('등기부등본으로 채우기'), { target: { files: [pdf] } });
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('등기사항전부증명서가 아닌 문서예요.');
  });

  it('위반건축물 질문에 답하면 그 답으로 다시 판정해요', async () => {
    renderApp(`/jeonse-safety/result${jeonseSafetySearch({ ...VILLA, rentalDeposit: 100_000_000 })}`);
    expect(await screen.findByText('집값에 비해 보증금이 적당해 보여요.', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '예, 적혀 있어요' }));
    expect(await screen.findByText(/건축물대장에 위반건축물로 올라 있어요/, {}, SLOW)).toBeTruthy();
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toMatchObject({ buildingViolation: true });
  });

  it.each([['AUCTION'], ['LEASE_REGISTRATION']] as const)(
    '등기부에 %s 이 있으면 보증금을 못 돌려받을 때 할 일로 가는 링크를 보여줘요 (issue 49)',
    async (flag) => {
      renderApp(`/jeonse-safety/result${jeonseSafetySearch({ ...VILLA, registryFlags: [flag] })}`);
      const link = await screen.findByRole('link', { name: '보증금을 못 돌려받을 때 할 일 보기' }, SLOW);
      expect(link.getAttribute('href')).toBe('/deposit-trouble');
    },
  );

  it('경매·임차권등기가 없으면 (다른 등기 문제가 있어도) 그 링크가 없어요', async () => {
    renderApp(`/jeonse-safety/result${jeonseSafetySearch({ ...VILLA, registryFlags: ['SEIZURE', 'TRUST'] })}`);
    expect(await screen.findByText(/압류가 걸려 있어요/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '보증금을 못 돌려받을 때 할 일 보기' })).toBeNull();
  });

  it('체크리스트에 집주인의 정보 제시 의무와, 1천만원 넘는 보증금이면 미납 국세 열람이 나와요', async () => {
    renderApp(`/jeonse-safety/result${jeonseSafetySearch(VILLA)}`);
    const checklist = await screen.findByRole('region', { name: '계약 체크리스트' }, SLOW);
    expect(within(checklist).getByText('선순위 보증금과 납세증명서 보여 달라고 하기')).toBeTruthy();
    expect(within(checklist).getByText('집주인 미납 국세 열람')).toBeTruthy();
    expect(within(checklist).getByText(/집주인 동의 없이 가까운 세무서에서/)).toBeTruthy();
  });
});
