import { describe, expect, it } from 'vitest';
import { isDraftComplete } from './is-draft-complete.ts';

describe('isDraftComplete', () => {
  it('제목과 내용이 모두 공백을 빼고도 남아 있어야 완료할 수 있어요', () => {
    expect(isDraftComplete({ title: '', content: '' })).toBe(false);
    expect(isDraftComplete({ title: '전세 질문', content: '' })).toBe(false);
    expect(isDraftComplete({ title: '전세 질문', content: ' \n\t ' })).toBe(false);
    expect(isDraftComplete({ title: '   ', content: '내용' })).toBe(false);
    expect(isDraftComplete({ title: ' 전세 질문 ', content: '\n내용\n' })).toBe(true);
  });
});
