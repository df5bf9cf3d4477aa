import { describe, expect, it } from 'vitest';
import { koreaDateTime, koreaPolicyDate } from './korea-policy-date.ts';

describe('koreaPolicyDate', () => {
  it('UTC 로 아직 전날이어도 서울이 자정을 넘겼으면 서울 날짜를 써요', () => {
    expect(koreaPolicyDate(new Date('2025-10-15T14:59:59.999Z'))).toBe('2025-10-15');
    expect(koreaPolicyDate(new Date('2025-10-15T15:00:00Z'))).toBe('2025-10-16');
  });

  it('서울의 연말 자정에 해가 바뀌어요', () => {
    expect(koreaPolicyDate(new Date('2025-12-31T14:59:59Z'))).toBe('2025-12-31');
    expect(koreaPolicyDate(new Date('2025-12-31T15:00:00Z'))).toBe('2026-01-01');
  });
});

describe('koreaDateTime', () => {
  it('서울의 날짜와 시각(시, 분)을 읽어요', () => {
    expect(koreaDateTime(new Date('2026-06-20T03:30:59Z'))).toEqual({ date: '2026-06-20', hour: 12, minute: 30 });
    expect(koreaDateTime(new Date('2026-06-19T15:05:00Z'))).toEqual({ date: '2026-06-20', hour: 0, minute: 5 });
    expect(koreaDateTime(new Date('2026-06-20T14:59:00Z'))).toEqual({ date: '2026-06-20', hour: 23, minute: 59 });
  });
});
