import { describe, expect, it } from 'vitest';
import { splitLines } from './split-lines.ts';

describe('splitLines', () => {
  it('글자 그대로의 /n 에서 줄을 나눠요', () => {
    expect(splitLines('전세대출/n최대 2억/n금리 3.1%')).toEqual(['전세대출', '최대 2억', '금리 3.1%']);
  });

  it('진짜 줄바꿈 문자로는 나누지 않아요', () => {
    expect(splitLines('첫 줄\n같은 줄')).toEqual(['첫 줄\n같은 줄']);
  });

  it('/n 이 없으면 한 줄이고, 빈 글은 빈 줄 하나예요', () => {
    expect(splitLines('한 줄')).toEqual(['한 줄']);
    expect(splitLines('')).toEqual(['']);
  });

  it('이어진 /n 은 빈 줄을 만들어요', () => {
    expect(splitLines('가/n/n나')).toEqual(['가', '', '나']);
  });
});
