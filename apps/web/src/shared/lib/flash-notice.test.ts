import { describe, expect, it } from 'vitest';
import { flashActionOf, flashNoticeState, forgetFlashAction, readFlashNotice } from './flash-notice.ts';

describe('flash notice', () => {
  it('만든 상태에서 같은 문구를 읽고, 다른 모양의 상태에서는 null 이에요', () => {
    expect(readFlashNotice(flashNoticeState('로그아웃했어요.'))).toBe('로그아웃했어요.');
    expect(readFlashNotice(null)).toBeNull();
    expect(readFlashNotice({ postId: '7' })).toBeNull();
    expect(readFlashNotice({ flashNotice: 3 })).toBeNull();
    expect(readFlashNotice({ flashNotice: '' })).toBeNull();
  });

  it('알림의 버튼은 여러 번 읽어도 남아 있고 (버려진 렌더가 가져가지 않게), 알림이 보인 뒤에야 지워져요', () => {
    const undo = { label: '되돌리기', run: () => undefined };
    const state = flashNoticeState('악플러님을 차단했어요.', undo);
    expect(flashActionOf(state)).toBe(undo);
    expect(flashActionOf(state)).toBe(undo);
    forgetFlashAction(state);
    expect(flashActionOf(state)).toBeNull();
    expect(flashActionOf({ flashNotice: '로그아웃했어요.' })).toBeNull();
    expect(flashActionOf({ flashActionId: 3 })).toBeNull();
  });
});
