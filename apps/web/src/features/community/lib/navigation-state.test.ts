import { describe, expect, it } from 'vitest';
import { readDetailState, readEditorState, readModifyCommentState, readRecentReportState } from './navigation-state.ts';
import { EMPTY_POST_DRAFT } from './post-draft.ts';

const COMMENT = {
  id: '0b6d3c1a-2f4e-4a8b-9c7d-1e2f3a4b5c6d',
  postId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  author: '집사',
  avatarUrl: null,
  content: '좋은 정보예요',
  likes: 0,
  like: false,
  timeAgo: '방금 전',
  updateDeleteAuthority: 'ALL',
  createdDate: '2026-07-01T09:00:00+09:00',
  lastModifiedDate: '2026-07-01T09:00:00+09:00',
};

describe('내비게이션 상태', () => {
  it('상세 화면은 postId 문자열만 받아요', () => {
    expect(readDetailState({ postId: 'abc' })).toBe('abc');
    expect(readDetailState({ postId: '' })).toBeNull();
    expect(readDetailState({ postId: 7 })).toBeNull();
    expect(readDetailState(null)).toBeNull();
  });

  it('편집 화면은 기준이 없으면 받은 초안을 기준으로 삼아요', () => {
    const editor = readEditorState({ communityDetail: { title: 'a' } });
    expect(editor?.draft.title).toBe('a');
    expect(editor?.baseline).toEqual(editor?.draft);
    expect(readEditorState({ communityDetail: { title: 'b' }, baseline: { title: 'a' } })?.baseline.title).toBe('a');
    expect(readEditorState({})).toBeNull();
  });

  it('최근 보고서 화면은 from 이 modify 일 때만 수정 화면으로 돌아가요', () => {
    expect(readRecentReportState({ from: 'modify', communityDetail: {} })?.from).toBe('modify');
    expect(readRecentReportState({ from: 'elsewhere', communityDetail: {} })?.from).toBe('write');
    expect(readRecentReportState({ from: 'write', communityDetail: {} })?.communityDetail).toEqual(EMPTY_POST_DRAFT);
  });

  it('댓글 수정 화면은 모양이 맞는 댓글만 받아요', () => {
    expect(readModifyCommentState({ comment: COMMENT })?.content).toBe('좋은 정보예요');
    expect(readModifyCommentState({ comment: { ...COMMENT, id: 3 } })).toBeNull();
    expect(readModifyCommentState(undefined)).toBeNull();
  });
});
