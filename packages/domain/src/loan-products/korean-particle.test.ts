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

describe('withParticle: 소리로 끝을 읽는 경계', () => {
  it('숫자 0–9를 영·일·이·삼·사·오·육·칠·팔·구로 읽어요', () => {
    const read = '0123456789'.split('').map((digit) => withParticle(`${digit}`, '이', '가'));
    expect(read).toEqual(['0이', '1이', '2가', '3이', '4가', '5가', '6이', '7이', '8이', '9가']);
  });
  it('한글 음절의 처음(가)과 끝(힣)까지 받침을 읽어요', () => {
    expect(withParticle('가', '은', '는')).toBe('가는');
    expect(withParticle('힣', '은', '는')).toBe('힣은');
    expect(withParticle('각', '은', '는')).toBe('각은');
  });
  it('끝의 공백은 건너뛰고 읽지만 단어는 그대로 둬요', () => {
    expect(withParticle('전세대출 ', '은', '는')).toBe('전세대출 은');
    expect(withParticle(' 신혼부부', '은', '는')).toBe(' 신혼부부는');
  });
  it('읽을 수 없는 끝(빈 말, 영문, 기호)은 받침이 없는 것으로 봐요', () => {
    expect(withParticle('', '은', '는')).toBe('는');
    expect(withParticle('LTV', '은', '는')).toBe('LTV는');
    expect(withParticle('(주)', '은', '는')).toBe('(주)는');
    // Past 힣 (U+D7A3) nothing is a syllable, though its code would read as one with a 받침.
    expect(withParticle('Ｘ', '은', '는')).toBe('Ｘ는');
  });
});
