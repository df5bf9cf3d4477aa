import { describe, expect, it } from 'vitest';
import { creditStressApplies } from './credit-stress-applies.ts';

describe('creditStressApplies', () => {
  it('신용대출과 기타대출을 합쳐 1억을 넘어야 적용돼요', () => {
    expect(creditStressApplies([{ loanType: 'PERSONAL_LOAN', principal: 100_000_000 }])).toBe(false);
    expect(
      creditStressApplies([
        { loanType: 'PERSONAL_LOAN', principal: 60_000_000 },
        { loanType: 'OTHER_LOAN', principal: 40_000_001 },
      ]),
    ).toBe(true);
  });

  it('주택담보대출·전세대출은 합계에 넣지 않아요', () => {
    expect(
      creditStressApplies([
        { loanType: 'PERSONAL_LOAN', principal: 50_000_000 },
        { loanType: 'MORTGAGE', principal: 500_000_000 },
        { loanType: 'JEONSE_LOAN', principal: 300_000_000 },
      ]),
    ).toBe(false);
  });
});
