import { describe, expect, it } from 'vitest';
import { isPolicyDate } from '../policy/policy-date.ts';
import { BROKERAGE_FEE_RULES } from './brokerage-fee.ts';
import { FUND_EXTENSION_ADD_ON_RULES, FUND_EXTENSION_COUNT_RULES } from './fund-extension.ts';
import { PREPAYMENT_FEE_RULES } from './refinance-break-even.ts';
import { RENEWAL_INCREASE_CAP_RULES } from './renewal-increase-cap.ts';
import { RENEWAL_NOTICE_RULES } from './renewal-notice-period.ts';
import { ruleOn, type RenewalRule } from './renewal-rule.ts';

const TABLES: Record<string, readonly RenewalRule[]> = {
  RENEWAL_NOTICE_RULES,
  RENEWAL_INCREASE_CAP_RULES,
  FUND_EXTENSION_COUNT_RULES,
  FUND_EXTENSION_ADD_ON_RULES,
  PREPAYMENT_FEE_RULES,
  BROKERAGE_FEE_RULES,
};

describe('ruleOn', () => {
  const rules: readonly [RenewalRule, ...RenewalRule[]] = [
    { effectiveFrom: '2009-05-08', source: '옛 규칙', certainty: 'S' },
    { effectiveFrom: '2020-12-10', source: '새 규칙', certainty: 'S' },
  ];
  it('그날 시행 중인 가장 늦은 행을 골라요', () => {
    expect(ruleOn(rules, '2020-12-09').source).toBe('옛 규칙');
    expect(ruleOn(rules, '2020-12-10').source).toBe('새 규칙');
  });
  it('표보다 이른 날에도 첫 행을 써요', () => {
    expect(ruleOn(rules, '2000-01-01').source).toBe('옛 규칙');
  });
});

describe('갱신 계획의 규칙 표', () => {
  it.each(Object.entries(TABLES))(
    '%s 는 실제 날짜로 시작하고 날짜순이며, 행마다 출처와 확실성 표시가 있어요',
    (_, rows) => {
      const dates = rows.map((row) => row.effectiveFrom);
      for (const date of dates) expect(isPolicyDate(date), date).toBe(true);
      expect(dates).toEqual([...dates].sort());
      for (const row of rows) {
        expect(row.source.trim()).not.toBe('');
        expect(['P', 'S', 'U']).toContain(row.certainty);
      }
    },
  );
});
