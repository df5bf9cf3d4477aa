import { describe, expect, it } from 'vitest';
import { mortgageBesideNoHouse } from './mortgage-beside-no-house.ts';

describe('mortgageBesideNoHouse', () => {
  it('주택담보대출이 있는데 무주택을 고르면 서로 맞지 않아요', () => {
    expect(mortgageBesideNoHouse('NO_HOUSE', [{ loanType: 'JEONSE_LOAN' }, { loanType: 'MORTGAGE' }])).toBe(true);
  });

  it('주택담보대출이 없거나 집이 있다고 답하면 맞아요', () => {
    expect(mortgageBesideNoHouse('NO_HOUSE', [{ loanType: 'JEONSE_LOAN' }])).toBe(false);
    expect(mortgageBesideNoHouse('ONE_HOUSE', [{ loanType: 'MORTGAGE' }])).toBe(false);
    expect(mortgageBesideNoHouse(null, [{ loanType: 'MORTGAGE' }])).toBe(false);
  });
});
