import { beforeEach, describe, expect, it } from 'vitest';
import {
  INITIAL_LIST_POSITION,
  LIST_POSITION_STORAGE_KEY,
  readListPosition,
  saveListPosition,
} from './list-position.ts';

beforeEach(() => window.sessionStorage.clear());

describe('게시판 위치', () => {
  it('저장한 정렬과 스크롤 위치를 그대로 돌려줘요', () => {
    saveListPosition({ sortType: 'POPULAR', scrollY: 1234 });
    expect(readListPosition()).toEqual({ sortType: 'POPULAR', scrollY: 1234 });
  });

  it('없거나 깨진 값이면 최신순 맨 위에서 시작해요', () => {
    expect(readListPosition()).toEqual(INITIAL_LIST_POSITION);
    window.sessionStorage.setItem(LIST_POSITION_STORAGE_KEY, '{broken');
    expect(readListPosition()).toEqual(INITIAL_LIST_POSITION);
    window.sessionStorage.setItem(LIST_POSITION_STORAGE_KEY, JSON.stringify({ sortType: 'RANDOM', scrollY: -5 }));
    expect(readListPosition()).toEqual(INITIAL_LIST_POSITION);
  });
});
