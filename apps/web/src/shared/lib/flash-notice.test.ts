import { describe, expect, it } from 'vitest';
import { flashNoticeState, readFlashNotice } from './flash-notice.ts';

describe('flash notice', () => {
  it('만든 상태에서 같은 문구를 읽고, 다른 모양의 상태에서는 null 이에요', () => {
    expect(readFlashNotice(flashNoticeState('로그아웃했어요.'))).toBe('로그아웃했어요.');
    expect(readFlashNotice(null)).toBeNull();
    expect(readFlashNotice({ postId: '7' })).toBeNull();
    expect(readFlashNotice({ flashNotice: 3 })).toBeNull();
    expect(readFlashNotice({ flashNotice: '' })).toBeNull();
  });
});
