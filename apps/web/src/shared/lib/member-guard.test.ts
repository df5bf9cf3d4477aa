import { describe, expect, it } from 'vitest';
import { memberGuard } from './member-guard.ts';

describe('memberGuard', () => {
  const isSortType = memberGuard<'LATEST' | 'POPULAR'>({ LATEST: true, POPULAR: true });

  it('목록에 있는 값만 받아요', () => {
    expect(isSortType('LATEST')).toBe(true);
    expect(isSortType('POPULAR')).toBe(true);
    expect(isSortType('OLDEST')).toBe(false);
    expect(isSortType(null)).toBe(false);
    expect(isSortType(1)).toBe(false);
  });

  it('객체가 물려받은 이름은 값으로 치지 않아요', () => {
    expect(isSortType('toString')).toBe(false);
    expect(isSortType('__proto__')).toBe(false);
  });
});
