import { describe, expect, it } from 'vitest';
import { renewalNoticePeriod } from './renewal-notice-period.ts';

describe('renewalNoticePeriod — 계약갱신요구·갱신거절·이사 통지 기간', () => {
  it('만기 2027-05-20 계약은 2026-11-20부터 2027-03-20까지 갱신을 요구할 수 있어요 (이슈의 예)', () => {
    const period = renewalNoticePeriod('2027-05-20', '2025-05-21');
    expect({ from: period.from, to: period.to }).toEqual({ from: '2026-11-20', to: '2027-03-20' });
    expect(period.rule).toMatchObject({ effectiveFrom: '2020-12-10', monthsBeforeEndUntil: 2, certainty: 'S' });
  });

  it('2020-12-10에 맺거나 갱신한 계약부터 2개월 전까지, 그 전날 계약은 1개월 전까지예요', () => {
    expect(renewalNoticePeriod('2022-11-30', '2020-12-10')).toMatchObject({ from: '2022-05-30', to: '2022-09-30' });
    const before = renewalNoticePeriod('2022-11-30', '2020-12-09');
    expect(before).toMatchObject({ from: '2022-05-30', to: '2022-10-30' });
    expect(before.rule).toMatchObject({ effectiveFrom: '2009-05-08', monthsBeforeEndFrom: 6, monthsBeforeEndUntil: 1 });
    expect(before.rule.source).toContain('1개월 전까지');
  });

  it('표보다 이른 계약도 1개월 전 규칙을 따라요', () => {
    expect(renewalNoticePeriod('2010-12-31', '2001-01-01').to).toBe('2010-11-30');
  });

  it('말일에 끝나는 계약은 그 달의 마지막 날로 맞춰요 (민법 제160조)', () => {
    expect(renewalNoticePeriod('2029-08-31', '2027-09-01')).toMatchObject({ from: '2029-02-28', to: '2029-06-30' });
    expect(renewalNoticePeriod('2028-08-31', '2026-09-01')).toMatchObject({ from: '2028-02-29', to: '2028-06-30' });
  });
});
