import { describe, expect, it } from 'vitest';
import { isCapitalRegion, regionLabel, regionOf } from './region-of.ts';

describe('regionOf', () => {
  it.each([
    ['1168010100', 'SEOUL'],
    ['1111010100', 'SEOUL'],
    ['4113510900', 'CAPITAL'],
    ['2823710100', 'CAPITAL'],
    ['2611010100', 'OTHER'],
    ['3611010100', 'OTHER'],
    ['5011010100', 'OTHER'],
  ] as const)('법정동 코드 %s의 앞 두 자리로 %s 지역을 알아내요', (code, region) => {
    expect(regionOf(code)).toBe(region);
  });

  it('서울·경기·인천은 수도권, 나머지는 지방이에요', () => {
    expect(isCapitalRegion('SEOUL')).toBe(true);
    expect(isCapitalRegion('CAPITAL')).toBe(true);
    expect(isCapitalRegion('OTHER')).toBe(false);
    expect(regionLabel('CAPITAL')).toBe('수도권');
    expect(regionLabel('OTHER')).toBe('지방');
  });
});
