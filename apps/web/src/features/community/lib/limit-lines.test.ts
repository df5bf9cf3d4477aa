import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countLines, limitLines } from './limit-lines.ts';

describe('limitLines', () => {
  it('내용은 15줄까지만 남기고 16번째 줄부터는 들어가지 않아요', () => {
    const fifteen = Array.from({ length: 15 }, (_, index) => `${index + 1}줄`).join('\n');
    expect(limitLines(fifteen)).toBe(fifteen);
    expect(limitLines(`${fifteen}\n16줄`)).toBe(fifteen);
    expect(limitLines(`${fifteen}\n`)).toBe(fifteen);
  });

  it('결과는 항상 15줄 이하이고 원래 글의 앞부분이에요', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ maxLength: 5 }).map((text) => text.replace(/\n/g, '')),
          { maxLength: 40 },
        ),
        (lines) => {
          const text = lines.join('\n');
          const limited = limitLines(text);
          expect(countLines(limited)).toBeLessThanOrEqual(15);
          expect(text.startsWith(limited)).toBe(true);
          if (countLines(text) <= 15) expect(limited).toBe(text);
        },
      ),
    );
  });

  it('빈 글도 한 줄로 세요', () => {
    expect(countLines('')).toBe(1);
    expect(countLines('a\nb')).toBe(2);
  });
});
