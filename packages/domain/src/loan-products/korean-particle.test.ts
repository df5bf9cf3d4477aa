import { describe, expect, it } from 'vitest';
import { withParticle } from './korean-particle.ts';

describe('withParticle', () => {
  it('받침이 있으면 앞의 조사를 붙여요', () => {
    expect(withParticle('전세자금대출', '은', '는')).toBe('전세자금대출은');
    expect(withParticle('3,000만원', '을', '를')).toBe('3,000만원을');
  });
  it('받침이 없으면 뒤의 조사를 붙여요', () => {
    expect(withParticle('신혼부부', '은', '는')).toBe('신혼부부는');
    expect(withParticle('1주택자', '으로', '로')).toBe('1주택자로');
  });
  it('숫자는 읽는 소리로 판단해요: 3(삼)은 받침, 2(이)는 없음', () => {
    expect(withParticle('HF-03', '이', '가')).toBe('HF-03이');
    expect(withParticle('NHUF-02', '이', '가')).toBe('NHUF-02가');
  });
});
