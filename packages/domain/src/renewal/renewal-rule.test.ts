import { describe, expect, it } from 'vitest';
import { isPolicyDate } from '../policy/policy-date.ts';
import { BROKERAGE_FEE_RULES } from './brokerage-fee.ts';
import { EARLY_EXIT_RULE } from './early-exit.ts';
import { FUND_EXTENSION_ADD_ON_RULES, FUND_EXTENSION_COUNT_RULES, FUND_PRODUCT_KINDS } from './fund-extension.ts';
import { FUND_INCREASE_RULE } from './fund-increase-limit.ts';
import { GUARANTEE_ACTIONS } from './guarantee-at-renewal.ts';
import { RECLAIM_RULE } from './landlord-offer-check.ts';
import { PREPAYMENT_FEE_RULES, REFINANCE_VERDICTS } from './refinance-break-even.ts';
import { REFINANCE_WINDOW_RULE } from './refinance-window.ts';
import { RENEWAL_INCREASE_CAP_RULES } from './renewal-increase-cap.ts';
import { RENEWAL_NOTICE_RULES } from './renewal-notice-period.ts';
import { RENEWAL_CONDITION_CODES, ruleOn, type RenewalRule } from './renewal-rule.ts';
import { LOAN_EXTENSION_APPLICATION_RULE, RENEWAL_DEADLINE_CODES } from './renewal-timeline.ts';
import { RENEWED_TERM_RULE } from './renewed-lease-end.ts';

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

describe('갱신 계획의 단일 규칙과 코드 목록', () => {
  it.each(
    Object.entries({
      EARLY_EXIT_RULE,
      RENEWED_TERM_RULE,
      RECLAIM_RULE,
      FUND_INCREASE_RULE,
      REFINANCE_WINDOW_RULE,
      LOAN_EXTENSION_APPLICATION_RULE,
    }),
  )('%s 는 시행일, 출처, 확실성 표시를 갖고 있어요', (_, rule: RenewalRule) => {
    expect(isPolicyDate(rule.effectiveFrom), rule.effectiveFrom).toBe(true);
    expect(rule.source.trim()).not.toBe('');
    expect(['P', 'S', 'U']).toContain(rule.certainty);
  });

  it('조건·마감·판단·보증 처리 코드는 정해진 목록이에요', () => {
    expect(RENEWAL_CONDITION_CODES).toEqual([
      'RENEWAL_REFUSAL_GROUNDS',
      'LOCAL_ORDINANCE_CAP',
      'AGREED_CONTRACT_HAS_NO_CAP',
      'MIXED_LEASE_CAP_READING',
      'EARLY_EXIT_COUNTS_FROM_RECEIPT',
      'FUND_TERM_READING',
      'FUND_NEWBORN_EXTRA_EXTENSIONS',
      'FUND_ADD_ON_READING',
      'FUND_LOAN_TO_DEPOSIT_ASSUMED',
      'FUND_PRODUCT_LIMIT_NOT_GIVEN',
      'SINGLE_HOUSE_LIMIT_ON_EXTENSION',
      'REFINANCE_WINDOW_UNCONFIRMED',
      'REFINANCE_OUTSIDE_WINDOW',
      'REFINANCE_MONTHS_NOT_DAYS',
      'REFINANCE_GUARANTEE_FEE_KEPT',
      'GUARANTEE_DEADLINE_ESTIMATE',
      'GUARANTEE_INCREASE_HANDLING',
      'GUARANTEE_FEE_NOT_GIVEN',
      'BROKERAGE_FEE_IS_A_CEILING',
      'STAY_OR_MOVE_WHAT_IS_COUNTED',
      'MOVING_COST_NOT_GIVEN',
    ]);
    expect(RENEWAL_DEADLINE_CODES).toEqual([
      'RENEWAL_REQUEST_OPENS',
      'RENEWAL_REQUEST_CLOSES',
      'LEAVING_NOTICE_BY',
      'LOAN_EXTENSION_APPLY_FROM',
      'LOAN_MATURES',
      'GUARANTEE_DEADLINE',
      'REFINANCE_WINDOW_CLOSES',
      'EARLY_EXIT_LAST_DAY',
      'LEASE_ENDS',
    ]);
    expect(REFINANCE_VERDICTS).toEqual(['SWITCH', 'THIN_MARGIN', 'DONT_SWITCH']);
    expect(GUARANTEE_ACTIONS).toEqual(['RENEW', 'RENEW_WITH_INCREASE', 'NEW']);
    expect(FUND_PRODUCT_KINDS).toEqual(['FUND', 'FUND_NEWBORN']);
  });
});
