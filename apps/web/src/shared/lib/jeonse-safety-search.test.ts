import { describe, expect, it } from 'vitest';
import { jeonseSafetySearch } from './jeonse-safety-search.ts';

describe('jeonseSafetySearch', () => {
  it('모르는 값은 주소창에 싣지 않아요', () => {
    expect(jeonseSafetySearch({ rentalDeposit: 1, housePrice: null, jibun: '' })).toBe('?rentalDeposit=1');
    expect(jeonseSafetySearch({})).toBe('');
  });
});
