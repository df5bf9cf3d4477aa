import { afterEach, describe, expect, it, vi } from 'vitest';
import { dtiCalcResponseSchema, type DtiCalcRequest } from '@jipsa/contracts';
import { calculateDti } from '@jipsa/domain';
import { ApiError } from '../../../shared/api/api-error.ts';
import { calculateOrAnswerOffline } from './calculate-offline.ts';

const REQUEST: DtiCalcRequest = {
  annualIncome: 60_000_000,
  loanAmount: 300_000_000,
  interestRate: 4.5,
  loanTerm: 360,
  repaymentType: 'AMORTIZING',
  yearlyLoanInterestRepayment: 0,
};
const offline = () => Promise.reject(new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: '연결 없음' }));
const calculate = (post: (request: DtiCalcRequest) => Promise<never>) =>
  calculateOrAnswerOffline(
    post,
    (answers) => answers.answerDti,
    () => Promise.resolve(dtiCalcResponseSchema),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('calculateOrAnswerOffline (issue 10)', () => {
  it('응답이 오지 않으면 같은 엔진으로 오늘(한국 날짜) 기준의 답을 내요: UTC 로는 아직 전날이어도 한국 날짜예요', async () => {
    // 2026-03-31 15:30 UTC is already 2026-04-01 00:30 in Seoul (issue 34): a UTC date here would say 03-31.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T15:30:00Z'));
    const answer = await calculate(offline)(REQUEST);
    expect(answer.policyDate).toBe('2026-04-01');
    expect(answer).toEqual(dtiCalcResponseSchema.parse(calculateDti({ ...REQUEST, policyDate: '2026-04-01' })));
    // A second before midnight in Seoul it is still 03-31 there.
    vi.setSystemTime(new Date('2026-03-31T14:59:59Z'));
    expect((await calculate(offline)(REQUEST)).policyDate).toBe('2026-03-31');
  });

  it('요청이 기준일을 정했으면 오늘이 아니라 그 날로 답해요', async () => {
    const answer = await calculate(offline)({ ...REQUEST, policyDate: '2025-10-16' });
    expect(answer.policyDate).toBe('2025-10-16');
  });

  it('엔진이 거절하면 서버처럼 그 칸의 한국어 문구로 거절해요', async () => {
    const rejected = await calculate(offline)({ ...REQUEST, interestRate: 99 }).catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(ApiError);
    expect((rejected as ApiError).fieldErrors[0]?.field).toBe('interestRate');
  });

  it('서버가 답한 오류는 그대로 전해요', async () => {
    const serverError = new ApiError({ status: 400, errorCode: 'VALIDATION_FAILED', message: '서버 문구' });
    await expect(calculate(() => Promise.reject(serverError))(REQUEST)).rejects.toBe(serverError);
  });
});
