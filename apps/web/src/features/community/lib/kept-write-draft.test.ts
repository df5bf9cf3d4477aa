import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetWriteDraft,
  initialWriteDraft,
  keepWriteDraft,
  KEPT_WRITE_DRAFT_STORAGE_KEY,
  readKeptWriteDraft,
} from './kept-write-draft.ts';
import { EMPTY_POST_DRAFT } from './post-draft.ts';

const typed = { ...EMPTY_POST_DRAFT, title: '버팀목 심사 기간', content: '얼마나 걸렸나요?' };

beforeEach(() => window.sessionStorage.clear());

describe('kept write draft', () => {
  it('쓰던 제목과 내용을 이 탭에 남겼다가 그대로 읽어요', () => {
    keepWriteDraft(typed, 'entry-1');
    expect(readKeptWriteDraft()).toEqual({ entryKey: 'entry-1', draft: typed });
  });

  it('고른 사진은 저장하지 않고 메모리에 들고 있다가 함께 돌려줘요', () => {
    const photo = new File(['x'], 'house.png', { type: 'image/png' });
    keepWriteDraft({ ...typed, imageFile: photo }, 'entry-1');
    expect(window.sessionStorage.getItem(KEPT_WRITE_DRAFT_STORAGE_KEY)).not.toContain('house.png');
    expect(readKeptWriteDraft()?.draft.imageFile).toBe(photo);
    forgetWriteDraft();
    expect(readKeptWriteDraft()).toBeNull();
  });

  it('글을 올리거나 그만 쓰면 지워요', () => {
    keepWriteDraft(typed, 'entry-1');
    forgetWriteDraft();
    expect(readKeptWriteDraft()).toBeNull();
  });

  it('다른 모양으로 남은 값은 없는 것으로 봐요', () => {
    window.sessionStorage.setItem(KEPT_WRITE_DRAFT_STORAGE_KEY, '{"draft":1}');
    expect(readKeptWriteDraft()).toBeNull();
    window.sessionStorage.setItem(KEPT_WRITE_DRAFT_STORAGE_KEY, 'not json');
    expect(readKeptWriteDraft()).toBeNull();
  });

  it('같은 화면으로 돌아오면 남긴 글, 새로 온 화면이면 가져온 글, 아무것도 없으면 남긴 글로 열어요', () => {
    const shared = { ...EMPTY_POST_DRAFT, title: '공유한 보고서' };
    const kept = { entryKey: 'entry-1', draft: typed };
    expect(initialWriteDraft(shared, kept, 'entry-1')).toBe(typed);
    expect(initialWriteDraft(shared, kept, 'entry-2')).toBe(shared);
    expect(initialWriteDraft(null, kept, 'entry-2')).toBe(typed);
    expect(initialWriteDraft(null, null, 'entry-2')).toBeNull();
  });
});
