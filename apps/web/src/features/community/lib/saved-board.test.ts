import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '../../../shared/lib/storage-keys.ts';
import { clearPersonalData } from '../../../shared/session/clear-personal-data.ts';
import { makeSummary } from '../testing/community-fixtures.ts';
import { MAX_SAVED_POSTS, readSavedBoard, saveBoard } from './saved-board.ts';

const AT = new Date('2026-11-26T06:00:00Z');

beforeEach(() => {
  window.localStorage.clear();
});

describe('저장된 글', () => {
  it('저장한 글과 읽은 때를 그대로 돌려줘요', () => {
    const posts = [makeSummary(1), makeSummary(2)];
    saveBoard(posts, AT);
    expect(readSavedBoard()).toEqual({
      savedAt: '2026-11-26T06:00:00.000Z',
      posts: posts.map((post) => ({ ...post, updateDeleteAuthority: 'NONE', loginUserName: null })),
    });
  });

  it('로그아웃하면 지워져요 (공용 기기)', () => {
    saveBoard([makeSummary(1)], AT);
    expect(window.localStorage.getItem(LOCAL_STORAGE_KEYS.savedBoard)).not.toBeNull();
    clearPersonalData();
    expect(window.localStorage.getItem(LOCAL_STORAGE_KEYS.savedBoard)).toBeNull();
    expect(readSavedBoard()).toBeNull();
  });

  it('보는 사람의 이름과 수정 권한은 저장하지 않아요', () => {
    saveBoard([makeSummary(1, { updateDeleteAuthority: 'ALL', loginUserName: '전세왕' })], AT);
    const stored = window.localStorage.getItem(LOCAL_STORAGE_KEYS.savedBoard) ?? '';
    expect(stored).not.toContain('전세왕');
    expect(readSavedBoard()?.posts[0]).toMatchObject({ updateDeleteAuthority: 'NONE', loginUserName: null });
  });

  it(`글은 앞에서부터 ${MAX_SAVED_POSTS}개까지만 저장해요`, () => {
    const posts = Array.from({ length: MAX_SAVED_POSTS + 5 }, (_, index) => makeSummary(index + 1));
    saveBoard(posts, AT);
    const saved = readSavedBoard()?.posts ?? [];
    expect(saved).toHaveLength(MAX_SAVED_POSTS);
    expect(saved[0]?.id).toBe(posts[0]?.id);
  });

  it.each([
    ['없으면', null],
    ['JSON 이 아니면', '{'],
    ['버전이 다르면', JSON.stringify({ version: 0, savedAt: AT.toISOString(), posts: [makeSummary(1)] })],
    ['글이 비었으면', JSON.stringify({ version: 1, savedAt: AT.toISOString(), posts: [] })],
    ['시각이 아니면', JSON.stringify({ version: 1, savedAt: 'yesterday', posts: [makeSummary(1)] })],
    [
      '카드가 그릴 값이 빠졌으면',
      JSON.stringify({ version: 1, savedAt: AT.toISOString(), posts: [{ ...makeSummary(1), likes: '3' }] }),
    ],
  ])('저장된 것이 %s null 이에요', (_case, stored) => {
    if (stored !== null) window.localStorage.setItem(LOCAL_STORAGE_KEYS.savedBoard, stored);
    expect(readSavedBoard()).toBeNull();
  });

  it('저장소가 가득 차도 오류 없이 넘어가요', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => saveBoard([makeSummary(1)], AT, full)).not.toThrow();
  });
});
