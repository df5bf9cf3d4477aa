import { describe, expect, it } from 'vitest';
import { institutionOfProductCode } from './institution-of-product-code.ts';

describe('institutionOfProductCode', () => {
  it.each([
    ['HF-03', 'HF'],
    ['NHUF-02', 'NHUF'],
    ['SGI-01', 'SGI'],
    ['HUG-01', 'HUG'],
    ['HUG', 'HUG'],
  ])('상품 코드 %s 의 "-" 앞 %s 가 기관 아이콘을 골라요', (code, expected) => {
    expect(institutionOfProductCode(code)).toBe(expected);
  });

  it.each(['KB-01', 'HFX-01', 'hf-03', 'NH-HF-1', '', null, undefined])(
    '그 밖의 코드 %s 는 기본 아이콘이에요',
    (code) => {
      expect(institutionOfProductCode(code)).toBe('DEFAULT');
    },
  );
});
