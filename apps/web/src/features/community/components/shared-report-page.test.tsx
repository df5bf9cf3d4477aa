import type { SharedReport } from '@jipsa/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok } from '../../../testing/start-test-server.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const SLOW = { timeout: 10_000 };
const POST_ID = '6f1c2f1e-6a53-4c1b-9d7e-0a9c3b0c2e11';
const SHARED: SharedReport = {
  postId: POST_ID,
  policyDate: '2026-11-24',
  amountUnit: 1_000_000,
  hasEligibleProduct: true,
  loanProductCode: 'NHUF-02',
  loanProductName: '청년전용 버팀목 전세자금대출',
  institution: 'NHUF',
  expectedLoanRate: 2.3,
  possibleLoanLimit: 120_000_000,
  isEstimate: false,
  loanAmount: 120_000_000,
  monthlyInterestCost: 230_000,
  monthlyRent: 0,
  totalLivingCost: 230_000,
  guaranteeInsuranceFee: 480_000,
  stampDuty: 75_000,
  otherProducts: [
    {
      loanProductCode: 'NHUF-04',
      loanProductName: '신혼부부전용 버팀목 전세자금대출',
      institution: 'NHUF',
      eligible: false,
      possibleLoanLimit: 0,
      expectedLoanRate: 1.9,
      notEligibleRules: ['신혼부부 기준'],
      isEstimate: false,
    },
  ],
};

beforeEach(() => {
  server.requests.length = 0;
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

describe('공유된 대출 보고서 (issue 11)', { timeout: 20_000 }, () => {
  it('로그인 없이 상품과 월 비용, 다른 상품이 걸린 기준을 보여줘요', async () => {
    server.respondWith((request) =>
      request.url === `/api/v1/post/${POST_ID}/report` ? ok(SHARED) : fail(404, 'NOT_FOUND'),
    );
    renderApp(`/community/shared-report?postId=${POST_ID}`);
    const monthly = await screen.findByRole('region', { name: '한 달에 드는 돈' }, SLOW);
    expect(within(monthly).getByText('1억 2,000만원')).toBeTruthy();
    expect(within(monthly).getAllByText('230,000원')).toHaveLength(2);
    expect(screen.getByText('받을 수 없어요 · 신혼부부 기준')).toBeTruthy();
    expect(screen.getByText(/글쓴이의 소득·현금·나이·주소는 보이지 않아요/)).toBeTruthy();
    expect(screen.getByText(/보증금·현금·소득을 100만원 단위로 반올림해서 다시 계산한 금액이에요/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '글로 돌아가기' }).getAttribute('href')).toBe(
      `/community/detail?postId=${POST_ID}`,
    );
    expect(server.requests[0]?.headers.accesstoken).toBeUndefined();
  });

  it('글 번호가 아닌 주소(400)도 다시 시도 대신 보고서가 없다고 말해요', async () => {
    server.respondWith(() => fail(400, 'VALIDATION_FAILED', '입력하신 내용을 다시 확인해주세요.'));
    renderApp('/community/shared-report?postId=not-a-uuid');
    expect(await screen.findByText(/이 글에 붙은 보고서를 찾을 수 없어요/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('보고서가 없으면 그렇게 말하고 커뮤니티로 보내요', async () => {
    server.respondWith(() => fail(404, 'NOT_FOUND', '이 글에 붙은 보고서를 찾을 수 없어요.'));
    renderApp(`/community/shared-report?postId=${POST_ID}`);
    expect(await screen.findByText(/이 글에 붙은 보고서를 찾을 수 없어요/, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: '커뮤니티로 가기' }).getAttribute('href')).toBe('/community');
  });
});
