import { describe, expect, it } from 'vitest';
import {
  asksHouseOwnershipForDsr,
  JEONSE_INTEREST_IN_DSR_RULES,
  jeonseInterestTreatment,
  jeonseRegionMattersForDsr,
} from './jeonse-interest-in-dsr.ts';

// FSC 2025-10-15 「주택시장 안정화 대책」 (10·15), 2025-10-29 시행: 수도권·규제지역 1주택자 전세대출 이자상환분 DSR 반영.
describe('jeonseInterestTreatment', () => {
  it('표는 시행일 순이고, 규칙마다 저마다 다른 이름이 있어요', () => {
    const dates = JEONSE_INTEREST_IN_DSR_RULES.map((row) => row.effectiveFrom);
    expect(dates).toEqual([...dates].sort());
    const names = JEONSE_INTEREST_IN_DSR_RULES.map((row) => row.name.trim());
    for (const name of names) expect(name).not.toBe('');
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    [true, 'NO_HOUSE', '2026-11-26', false, 'NO_HOUSE'],
    [true, 'ONE_HOUSE', '2026-11-26', true, 'ONE_HOUSE'],
    [true, 'ONE_HOUSE', '2025-10-29', true, 'ONE_HOUSE'],
    [true, 'ONE_HOUSE', '2025-10-28', false, 'BEFORE_RULE'],
    [false, 'ONE_HOUSE', '2026-11-26', false, 'OUTSIDE_CAPITAL_OR_REGULATED_AREA'],
    [true, 'TWO_OR_MORE_HOUSES', '2026-11-26', true, 'TWO_OR_MORE_HOUSES'],
    [true, undefined, '2026-11-26', true, 'OWNERSHIP_NOT_GIVEN'],
  ] as const)('수도권 %s, %s, %s → 넣음 %s (%s)', (isMetroArea, ownership, date, counted, reason) => {
    expect(jeonseInterestTreatment({ isMetroArea }, ownership, date)).toMatchObject({ counted, reason });
  });
});

describe('asksHouseOwnershipForDsr', () => {
  it('수도권 전세대출이 있고 규정이 시행된 날에만 집이 몇 채인지 물어요', () => {
    const jeonse = { loanType: 'JEONSE_LOAN', isMetroArea: true } as const;
    expect(asksHouseOwnershipForDsr([jeonse], '2026-11-26')).toBe(true);
    expect(asksHouseOwnershipForDsr([jeonse], '2025-10-28')).toBe(false);
    expect(asksHouseOwnershipForDsr([{ ...jeonse, isMetroArea: false }], '2026-11-26')).toBe(false);
    expect(asksHouseOwnershipForDsr([{ loanType: 'MORTGAGE', isMetroArea: true }], '2026-11-26')).toBe(false);
    expect(asksHouseOwnershipForDsr([{ loanType: 'MORTGAGE', isMetroArea: true }, jeonse], '2026-11-26')).toBe(true);
    expect(jeonseRegionMattersForDsr('2025-10-29')).toBe(true);
    expect(jeonseRegionMattersForDsr('2025-10-28')).toBe(false);
  });
});
