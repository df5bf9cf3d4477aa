import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

function setup(maxEntries = 2, ttlMs = 1_000) {
  let now = 1_000_000;
  const cache = createTtlCache<string>({ maxEntries, ttlMs, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('응답 캐시', () => {
  it('저장한 값을 유효 시간 동안 돌려줘요', () => {
    const { cache, advance } = setup();
    cache.set('a', 'A');
    advance(999);
    expect(cache.get('a')).toBe('A');
  });

  it('유효 시간이 지나면 없는 것으로 봐요', () => {
    const { cache, advance } = setup();
    cache.set('a', 'A');
    advance(1_001);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('가득 차면 가장 오래 쓰지 않은 항목부터 내보내요', () => {
    const { cache } = setup(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('같은 키에 다시 저장하면 값과 저장 시각이 새로워져요', () => {
    const { cache, advance } = setup();
    cache.set('a', 'old');
    advance(900);
    cache.set('a', 'new');
    advance(900);
    expect(cache.get('a')).toBe('new');
    expect(cache.size).toBe(1);
  });
});
