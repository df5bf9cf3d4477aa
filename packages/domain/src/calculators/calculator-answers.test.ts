import { describe, expect, it } from 'vitest';
import { calculateDsr } from '../regulation/calculate-dsr.ts';
import { calculateDti } from '../regulation/calculate-dti.ts';
import { calculateLtv } from '../regulation/calculate-ltv.ts';
import { DSR_INPUT, DTI_INPUT, LTV_INPUT } from '../regulation/testing/calculator-inputs.ts';
import { buildRepaymentSchedule } from '../repayment/build-repayment-schedule.ts';
import { REPAYMENT_INPUT } from '../repayment/testing/repayment-input.ts';
import { answerDsr, answerDti, answerLtv, answerRepayment } from './calculator-answers.ts';

const ltv = LTV_INPUT;
const dti = DTI_INPUT;
const dsr = DSR_INPUT;
const repayment = REPAYMENT_INPUT;

describe('계산기의 답 (서버와 오프라인 브라우저가 같은 것을 써요)', () => {
  it('올바른 입력에는 엔진의 계산 결과를 그대로 돌려줘요', () => {
    expect(answerLtv(ltv)).toEqual({ ok: true, result: calculateLtv(ltv) });
    expect(answerDti(dti)).toEqual({ ok: true, result: calculateDti(dti) });
    expect(answerDsr(dsr)).toEqual({ ok: true, result: calculateDsr(dsr) });
    expect(answerRepayment(repayment, '2025-10-16')).toEqual({ ok: true, result: buildRepaymentSchedule(repayment) });
  });

  it('엔진이 받지 않는 입력은 계산하지 않고 첫 항목과 이유를 돌려줘요', () => {
    expect(answerLtv({ ...ltv, houseOwnershipType: 'SINGLE_HOUSE' })).toEqual({
      ok: false,
      field: 'houseOwnershipType',
      reason: '주택구입 대출에는 1주택 세대 유형을 고를 수 없어요.',
    });
    expect(answerDti({ ...dti, annualIncome: 0 })).toEqual({
      ok: false,
      field: 'annualIncome',
      reason: '연소득을 입력해주세요.',
    });
    expect(answerDsr({ ...dsr, annualIncome: 0 })).toEqual({
      ok: false,
      field: 'annualIncome',
      reason: '연소득을 입력해주세요.',
    });
    const refused = answerRepayment({ ...repayment, principal: -1 }, '2025-10-16');
    expect(refused).toMatchObject({ ok: false, field: 'principal' });
  });

  it('원리금 계산은 기준일의 법정 최고금리를 넘는 이자율을 받지 않아요 (그 아래와 같은 값은 받아요)', () => {
    expect(answerRepayment({ ...repayment, interestRatePercentage: 20.001 }, '2025-10-16')).toEqual({
      ok: false,
      field: 'interestRatePercentage',
      reason: '이자율은 법정 최고금리인 연 20%를 넘을 수 없어요 (2021년 7월 7일부터).',
    });
    expect(answerRepayment({ ...repayment, interestRatePercentage: 20 }, '2025-10-16').ok).toBe(true);
    // Before 2021-07-07 the 법정 최고금리 was 24 %: the same rate is a loan that could exist then.
    expect(answerRepayment({ ...repayment, interestRatePercentage: 23 }, '2020-01-01').ok).toBe(true);
  });
});
