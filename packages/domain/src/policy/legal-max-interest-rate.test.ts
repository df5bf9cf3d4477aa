import { describe, expect, it } from 'vitest';
import {
  checkLegalMaxInterestRate,
  LEGAL_MAX_INTEREST_RATES,
  legalMaxInterestRateOn,
} from './legal-max-interest-rate.ts';

describe('법정 최고금리', () => {
  it.each([
    ['2014-04-02', 34.9],
    ['2016-03-02', 34.9],
    ['2016-03-03', 27.9],
    ['2018-02-07', 27.9],
    ['2018-02-08', 24],
    ['2021-07-06', 24],
    ['2021-07-07', 20],
    ['2030-01-01', 20],
  ])('%s에는 연 %d 퍼센트예요 (시행일 당일부터 바뀌어요)', (policyDate, ratePercent) => {
    expect(legalMaxInterestRateOn(policyDate)?.ratePercent).toBe(ratePercent);
  });

  it('표가 시작하는 2014-04-02 전날에는 최고금리가 없어요', () => {
    expect(legalMaxInterestRateOn('2014-04-01')).toBeNull();
  });

  it('기준일이 없으면 지금의 최고금리(2021-07-07부터 연 20%)를 써요', () => {
    expect(legalMaxInterestRateOn()).toMatchObject({ effectiveFrom: '2021-07-07', ratePercent: 20 });
    expect(checkLegalMaxInterestRate('interestRate', 20)).toEqual({ ok: true });
    expect(checkLegalMaxInterestRate('interestRate', 20.5)).toEqual({
      ok: false,
      field: 'interestRate',
      reason: '이자율은 법정 최고금리인 연 20%를 넘을 수 없어요 (2021년 7월 7일부터).',
    });
  });

  it('그때의 최고금리를 넘는 이자율은 그 칸에 한도와 시행일을 적어 거절하고, 표보다 앞선 날에는 거절하지 않아요', () => {
    expect(checkLegalMaxInterestRate('loans.0.interestRate', 24, '2021-07-06')).toEqual({ ok: true });
    expect(checkLegalMaxInterestRate('loans.0.interestRate', 24.001, '2021-07-06')).toEqual({
      ok: false,
      field: 'loans.0.interestRate',
      reason: '이자율은 법정 최고금리인 연 24%를 넘을 수 없어요 (2018년 2월 8일부터).',
    });
    expect(checkLegalMaxInterestRate('interestRate', 50, '2014-04-01')).toEqual({ ok: true });
  });

  it('표의 행마다 근거 법령과 그 시행일을 적어 둬요', () => {
    for (const row of LEGAL_MAX_INTEREST_RATES) {
      expect(row.source).toContain('대부업법 시행령');
      expect(row.source).toContain(row.effectiveFrom);
    }
  });
});
