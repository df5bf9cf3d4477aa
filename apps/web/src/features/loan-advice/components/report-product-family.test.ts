import { describe, expect, it } from 'vitest';
import { productFamilyOf } from './report-product-family.ts';

describe('productFamilyOf', () => {
  it.each([
    ['NHUF-05', 'FUND'],
    ['NHUF-01', 'FUND'],
    ['HF-03', 'HF'],
    ['HF-04', 'HF'],
    ['HF-01', 'SEOUL'],
    ['HF-02', 'SEOUL'],
    ['HUG-01', 'HUG'],
    ['SGI-01', 'SGI'],
    ['KB-01', 'OTHER'],
    [null, 'OTHER'],
  ])('%s 는 %s 안내를 따라요', (code, family) => {
    expect(productFamilyOf(code)).toBe(family);
  });
});
