import { beforeEach, describe, expect, it } from 'vitest';
import { rememberPostId, resolvePostId } from './remembered-post-id.ts';

beforeEach(() => window.sessionStorage.clear());

describe('resolvePostId', () => {
  it('내비게이션 상태의 id 가 먼저이고, 없으면 communityDetailId 를 읽어요 (새로고침)', () => {
    expect(resolvePostId(null)).toBeNull();
    rememberPostId('stored');
    expect(window.sessionStorage.getItem('communityDetailId')).toBe('stored');
    expect(resolvePostId(null)).toBe('stored');
    expect(resolvePostId('from-state')).toBe('from-state');
  });
});
