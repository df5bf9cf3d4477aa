import type { Comment } from '@jipsa/contracts';
import { commentSchema } from '@jipsa/contracts';
import { readPostDraft, type PostDraft } from './post-draft.ts';

// The navigation state of the community screens (spec §2 "Navigation state"), written and read here only.

/** Which editor the recent-report picker returns to: `/community/{from}`. */
export type EditorKind = 'write' | 'modify';

/** `/community/detail`: the post to show. */
export type DetailState = { postId: string };

/**
 * `/community/write` and `/community/modify`: the draft, and what the screen first opened with (so a
 * round trip through the recent-report picker still knows whether anything changed).
 */
export type EditorState = { communityDetail: PostDraft; baseline?: PostDraft };

/**
 * `/community/recent-report`: where to return and the draft to return with; from the write screen, also the key of
 * its history entry, which the picker returns to (back, not a new entry) with the draft kept under that key.
 */
export type RecentReportState = {
  from: EditorKind;
  communityDetail: PostDraft;
  baseline: PostDraft;
  editorEntryKey?: string;
};

/** `/community/detail/modify-comment`: the comment to edit. */
export type ModifyCommentState = { comment: Comment };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The post id of the detail's navigation state, or null. */
export function readDetailState(state: unknown): string | null {
  if (!isRecord(state)) return null;
  const { postId } = state;
  return typeof postId === 'string' && postId !== '' ? postId : null;
}

/** The draft and its baseline of an editor's navigation state; null when the state carries no draft. */
export function readEditorState(state: unknown): { draft: PostDraft; baseline: PostDraft } | null {
  if (!isRecord(state)) return null;
  const draft = readPostDraft(state.communityDetail);
  if (!draft) return null;
  return { draft, baseline: readPostDraft(state.baseline) ?? draft };
}

/** The picker's navigation state; without a draft it starts an empty one for the write screen. */
export function readRecentReportState(state: unknown): RecentReportState | null {
  if (!isRecord(state)) return null;
  const editor = readEditorState(state);
  if (!editor) return null;
  return {
    from: state.from === 'modify' ? 'modify' : 'write',
    communityDetail: editor.draft,
    baseline: editor.baseline,
    ...(typeof state.editorEntryKey === 'string' && { editorEntryKey: state.editorEntryKey }),
  };
}

/** The comment of the comment edit screen's navigation state, or null. */
export function readModifyCommentState(state: unknown): Comment | null {
  if (!isRecord(state)) return null;
  const comment = commentSchema.safeParse(state.comment);
  return comment.success ? comment.data : null;
}
