import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './time-ago.ts';

const writtenAt = new Date('2026-11-03T00:00:00.000Z');
const after = (milliseconds: number) => new Date(writtenAt.getTime() + milliseconds);
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('글과 댓글의 작성 시각 표시 (timeAgo)', () => {
  it.each([
    [0, '방금 전'],
    [59 * SECOND, '방금 전'],
    [MINUTE, '1분 전'],
    [59 * MINUTE + 59 * SECOND, '59분 전'],
    [HOUR, '1시간 전'],
    [23 * HOUR + 59 * MINUTE, '23시간 전'],
    [DAY, '1일 전'],
    [6 * DAY + 23 * HOUR, '6일 전'],
  ])('%i ms 전에 쓴 글은 "%s" 예요', (elapsed, text) => {
    expect(formatTimeAgo(writtenAt, after(elapsed))).toBe(text);
  });

  it('7일이 지나면 한국 날짜로 보여줘요', () => {
    expect(formatTimeAgo(writtenAt, after(7 * DAY))).toBe('2026.11.03');
    expect(formatTimeAgo(writtenAt, after(400 * DAY))).toBe('2026.11.03');
  });

  it('날짜는 한국 시간 기준이에요 (UTC 15시는 한국의 다음 날 0시)', () => {
    const lateUtc = new Date('2026-11-02T15:00:00.000Z');
    expect(formatTimeAgo(lateUtc, new Date('2026-12-01T00:00:00.000Z'))).toBe('2026.11.03');
    const beforeMidnightKst = new Date('2026-11-02T14:59:59.999Z');
    expect(formatTimeAgo(beforeMidnightKst, new Date('2026-12-01T00:00:00.000Z'))).toBe('2026.11.02');
  });

  it('서버 시계가 조금 늦어 미래 시각이 되어도 방금 전이에요', () => {
    expect(formatTimeAgo(writtenAt, after(-5 * SECOND))).toBe('방금 전');
  });

  it('시간이 지날수록 표시가 앞으로 돌아가지 않아요 (분 → 시간 → 일 → 날짜)', () => {
    const rank = (text: string) =>
      text === '방금 전'
        ? 0
        : text.endsWith('분 전')
          ? 1
          : text.endsWith('시간 전')
            ? 2
            : text.endsWith('일 전')
              ? 3
              : 4;
    fc.assert(
      fc.property(fc.nat(30 * DAY), fc.nat(30 * DAY), (first, second) => {
        const [earlier, later] = first <= second ? [first, second] : [second, first];
        expect(rank(formatTimeAgo(writtenAt, after(earlier)))).toBeLessThanOrEqual(
          rank(formatTimeAgo(writtenAt, after(later))),
        );
      }),
    );
  });
});
