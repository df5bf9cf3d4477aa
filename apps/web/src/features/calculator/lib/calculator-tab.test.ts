import { describe, expect, it } from 'vitest';
import { CALCULATOR_TABS, parseCalculatorTab } from './calculator-tab.ts';

describe('parseCalculatorTab', () => {
  it('네 계산기 이름만 받아요', () => {
    for (const tab of CALCULATOR_TABS) expect(parseCalculatorTab(tab)).toBe(tab);
    expect(parseCalculatorTab('dsr')).toBeNull();
    expect(parseCalculatorTab(null)).toBeNull();
    expect(parseCalculatorTab(3)).toBeNull();
  });
});
