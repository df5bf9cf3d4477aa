import { describe, expect, it } from 'vitest';
import {
  asksHouseOwnershipForDsr,
  JEONSE_INTEREST_IN_DSR_RULES,
  jeonseInterestTreatment,
  jeonseLoanQuestions,
  jeonseRegionMattersForDsr,
} from './jeonse-interest-in-dsr.ts';

// FSC 2025-10-15 「주택시장 안정화 대책」 (10·15), 2025-10-29 시행: 수도권·규제지역 1주택자가 새로 받는 전세대출의
// 이자상환분 DSR 반영. 「대출수요 관리 방안 FAQ」 2025.10 §5-1 (정책 전세대출 제외), §5-4와 경과규정 (증액 없는 연장,
// 10.28까지 계약금 낸 임대차 제외) [S] — docs/research/issue-47-sources.md §5.
describe('jeonseInterestTreatment', () => {
  it('표는 시행일 순이고, 규칙마다 저마다 다른 이름과 출처·확인 정도가 있어요', () => {
    const dates = JEONSE_INTEREST_IN_DSR_RULES.map((row) => row.effectiveFrom);
    expect(dates).toEqual([...dates].sort());
    const names = JEONSE_INTEREST_IN_DSR_RULES.map((row) => row.name.trim());
    for (const name of names) expect(name).not.toBe('');
    expect(new Set(names).size).toBe(names.length);
    for (const row of JEONSE_INTEREST_IN_DSR_RULES) {
      expect(row.source).toMatch(/^\S.*\[[PSU]\]$/);
      // 경과규정: the lease cut-off is the day before the rule (시행일 전일).
      expect(row.leasesSignedBy < row.newLoansFrom).toBe(true);
    }
  });

  const fresh = { isMetroArea: true, loanDate: '2025-11-01', leaseSignedDate: '2025-10-30', isPolicyLoan: false };

  it.each([
    [{ isMetroArea: true }, 'NO_HOUSE', '2026-11-26', false, 'NO_HOUSE'],
    [fresh, 'ONE_HOUSE', '2026-11-26', true, 'ONE_HOUSE'],
    [fresh, 'ONE_HOUSE', '2025-10-29', true, 'ONE_HOUSE'],
    [fresh, 'ONE_HOUSE', '2025-10-28', false, 'BEFORE_RULE'],
    [{ ...fresh, isMetroArea: false }, 'ONE_HOUSE', '2026-11-26', false, 'OUTSIDE_CAPITAL_OR_REGULATED_AREA'],
    [fresh, 'TWO_OR_MORE_HOUSES', '2026-11-26', true, 'TWO_OR_MORE_HOUSES'],
    [fresh, undefined, '2026-11-26', true, 'OWNERSHIP_NOT_GIVEN'],
    [
      { ...fresh, loanDate: '2025-10-28', leaseSignedDate: '2025-10-01' },
      'ONE_HOUSE',
      '2026-11-26',
      false,
      'LOAN_BEFORE_RULE',
    ],
    [{ ...fresh, loanDate: '2025-10-29', leaseSignedDate: '2025-10-29' }, 'ONE_HOUSE', '2026-11-26', true, 'ONE_HOUSE'],
    [{ ...fresh, leaseSignedDate: '2025-10-28' }, 'ONE_HOUSE', '2026-11-26', false, 'LEASE_BEFORE_RULE'],
    [{ ...fresh, leaseSignedDate: '2025-10-29' }, 'ONE_HOUSE', '2026-11-26', true, 'ONE_HOUSE'],
    [
      { isMetroArea: true, extendedWithoutIncrease: true },
      'ONE_HOUSE',
      '2026-11-26',
      false,
      'EXTENSION_WITHOUT_INCREASE',
    ],
    [{ ...fresh, extendedWithoutIncrease: false }, 'ONE_HOUSE', '2026-11-26', true, 'ONE_HOUSE'],
    [{ ...fresh, isPolicyLoan: true }, 'ONE_HOUSE', '2026-11-26', false, 'POLICY_LOAN'],
  ] as const)('%o, %s, %s → 넣음 %s (%s)', (loan, ownership, date, counted, reason) => {
    expect(jeonseInterestTreatment(loan, ownership, date)).toMatchObject({ counted, reason });
  });

  it('답하지 않은 사실은 넣는 쪽으로 보고, 답이 다르면 빠지는 조건으로 모두 적어요', () => {
    expect(jeonseInterestTreatment({ isMetroArea: true }, undefined, '2026-11-26').conditions).toEqual([
      'OWNERSHIP_NOT_GIVEN',
      'POLICY_LOAN_NOT_GIVEN',
      'LOAN_DATE_NOT_GIVEN',
    ]);
    const { leaseSignedDate: _lease, ...noLease } = fresh;
    expect(jeonseInterestTreatment(noLease, 'ONE_HOUSE', '2026-11-26').conditions).toEqual(['LEASE_DATE_NOT_GIVEN']);
    expect(jeonseInterestTreatment(fresh, 'TWO_OR_MORE_HOUSES', '2026-11-26').conditions).toEqual([
      'TWO_OR_MORE_HOUSES',
    ]);
    expect(jeonseInterestTreatment(fresh, 'ONE_HOUSE', '2026-11-26').conditions).toEqual([]);
    expect(jeonseInterestTreatment(fresh, 'NO_HOUSE', '2026-11-26').conditions).toEqual([]);
  });
});

describe('jeonseLoanQuestions', () => {
  const jeonse = { loanType: 'JEONSE_LOAN', isMetroArea: true } as const;
  it('수도권 전세대출에만, 규정 시행일부터, 숫자가 달라질 때만 물어요', () => {
    expect(jeonseLoanQuestions(jeonse, '2026-11-26')).toEqual(['isPolicyLoan', 'loanDate']);
    expect(jeonseLoanQuestions(jeonse, '2025-10-28')).toEqual([]);
    expect(jeonseLoanQuestions({ ...jeonse, isMetroArea: false }, '2026-11-26')).toEqual([]);
    expect(jeonseLoanQuestions({ ...jeonse, loanType: 'MORTGAGE' }, '2026-11-26')).toEqual([]);
    expect(jeonseLoanQuestions({ ...jeonse, isPolicyLoan: true }, '2026-11-26')).toEqual(['isPolicyLoan']);
  });

  it('임대차계약일은 2025-10-29부터 새로 받은 대출에만 물어요', () => {
    expect(jeonseLoanQuestions({ ...jeonse, loanDate: '2025-10-29' }, '2026-11-26')).toContain('leaseSignedDate');
    expect(jeonseLoanQuestions({ ...jeonse, loanDate: '2025-10-28' }, '2026-11-26')).not.toContain('leaseSignedDate');
    expect(
      jeonseLoanQuestions({ ...jeonse, loanDate: '2025-11-01', extendedWithoutIncrease: true }, '2026-11-26'),
    ).not.toContain('leaseSignedDate');
  });
});

describe('asksHouseOwnershipForDsr', () => {
  it('수도권 전세대출이 그 자체로 들어갈 수 있고 규정이 시행된 날에만 집이 몇 채인지 물어요', () => {
    const jeonse = { loanType: 'JEONSE_LOAN', isMetroArea: true } as const;
    expect(asksHouseOwnershipForDsr([jeonse], '2026-11-26')).toBe(true);
    expect(asksHouseOwnershipForDsr([jeonse], '2025-10-28')).toBe(false);
    expect(asksHouseOwnershipForDsr([{ ...jeonse, isMetroArea: false }], '2026-11-26')).toBe(false);
    expect(asksHouseOwnershipForDsr([{ loanType: 'MORTGAGE', isMetroArea: true }], '2026-11-26')).toBe(false);
    expect(asksHouseOwnershipForDsr([{ loanType: 'MORTGAGE', isMetroArea: true }, jeonse], '2026-11-26')).toBe(true);
    expect(asksHouseOwnershipForDsr([{ ...jeonse, loanDate: '2025-10-28' }], '2026-11-26')).toBe(false);
    expect(asksHouseOwnershipForDsr([{ ...jeonse, loanDate: '2025-10-29' }], '2026-11-26')).toBe(true);
    expect(asksHouseOwnershipForDsr([{ ...jeonse, isPolicyLoan: true }], '2026-11-26')).toBe(false);
    expect(jeonseRegionMattersForDsr('2025-10-29')).toBe(true);
    expect(jeonseRegionMattersForDsr('2025-10-28')).toBe(false);
  });
});
