import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAsMember } from '../auth/auth-test-support.ts';
import { loanProfile } from '../loan-advice/loan-advice-test-support.ts';
import { call, writePost } from './community-test-support.ts';

// GET /api/v1/post/{postId}/report (issue 11): the report attached to a post, for every reader, without the
// author's inputs.
let testApp: TestApp;
let author: { token: string; id: string };

beforeAll(async () => {
  testApp = await buildTestApp();
  const signed = await signInAsMember(testApp.app, '보고서공유');
  author = { token: signed.accessToken, id: signed.user.id };
});
afterAll(async () => {
  await testApp.app.close();
});

const app = () => testApp.app;

// Distinctive inputs, so the test can look for each one in the body.
const AUTHOR_INPUT = loanProfile({
  annualIncome: 41_230_000,
  cashOnHand: 23_450_000,
  age: 29,
  buildingName: '공유테스트빌',
  jibun: '777-12',
});

// Each post's text differs: the same text twice from one member within a day is refused (issue 33).
let written = 0;
async function postWithReport() {
  written += 1;
  const made = await call(app(), 'POST', '/api/v1/loanAdvice', author.token, AUTHOR_INPUT);
  expect(made.statusCode, made.body).toBe(200);
  const report = made.json().data;
  const post = await writePost(app(), author.token, {
    title: `이 보고서 어때요 ${written}`,
    content: '청년 대출로 나왔어요.',
    loanAdviceResultId: report.loanAdviceResultId,
  });
  return { report, post };
}

describe('GET /api/v1/post/{postId}/report', () => {
  it('로그인 없이 글에 붙은 보고서의 상품·금리·한도와, 100만원 단위로 반올림한 답으로 다시 계산한 금액을 읽어요', async () => {
    const { report, post } = await postWithReport();
    const response = await call(app(), 'GET', `/api/v1/post/${post.id}/report`);
    expect(response.statusCode, response.body).toBe(200);
    const shared = response.json().data;
    // The same author with 2,300만 instead of 2,345만 in cash: what the reader sees, to the won.
    const rounded = await call(app(), 'POST', '/api/v1/loanAdvice', author.token, {
      ...AUTHOR_INPUT,
      cashOnHand: 23_000_000,
      annualIncome: 41_000_000,
    });
    const banded = rounded.json().data;
    expect(report.loanAmount).toBe(150_000_000 - 23_450_000);
    expect(shared).toMatchObject({
      postId: post.id,
      amountUnit: 1_000_000,
      loanProductCode: report.loanProductCode,
      loanProductName: report.loanProductName,
      expectedLoanRate: report.expectedLoanRate,
      possibleLoanLimit: banded.possibleLoanLimit,
      loanAmount: 127_000_000,
      monthlyInterestCost: banded.monthlyInterestCost,
      totalLivingCost: banded.totalLivingCost,
      guaranteeInsuranceFee: banded.guaranteeInsuranceFee,
      stampDuty: banded.stampDuty,
    });
    expect(shared.monthlyInterestCost).not.toBe(report.monthlyInterestCost);
    expect(shared.otherProducts).toHaveLength(report.recommendedProducts.length - 1);
    const refused = shared.otherProducts.find((product: { eligible: boolean }) => !product.eligible);
    expect(refused?.notEligibleRules.length).toBeGreaterThan(0);
  });

  it('작성자의 소득·현금·나이·건물 이름·지번은 어디에도 없어요', async () => {
    const { post } = await postWithReport();
    const response = await call(app(), 'GET', `/api/v1/post/${post.id}/report`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.body;
    const traces = [
      '41230000',
      '4,123만',
      '23450000',
      '2,345만',
      '공유테스트빌',
      '777-12',
      '만 29세',
      'annualIncome',
      'cashOnHand',
      'recommendationReason',
      'jibun',
      'dongName',
    ];
    for (const trace of traces) expect(body, trace).not.toContain(trace);
  });

  it('보고서가 없는 글, 지운 글, 없는 글은 404예요', async () => {
    const plain = await writePost(app(), author.token, { title: '보고서 없는 글', content: '그냥 글이에요.' });
    for (const postId of [plain.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await call(app(), 'GET', `/api/v1/post/${postId}/report`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('이 글에 붙은 보고서를 찾을 수 없어요.');
    }
    const { post } = await postWithReport();
    expect((await call(app(), 'DELETE', `/api/v1/post/${post.id}`, author.token)).statusCode).toBe(200);
    expect((await call(app(), 'GET', `/api/v1/post/${post.id}/report`)).statusCode).toBe(404);
  });
});
