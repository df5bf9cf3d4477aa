import type { PostDraft } from './post-draft.ts';

/**
 * Spec §4 / §5: the complete button is active only when title and content are both non-blank after trimming.
 * @example isDraftComplete({ ...EMPTY_POST_DRAFT, title: '전세 질문', content: '  ' }) // false
 */
export function isDraftComplete(draft: Pick<PostDraft, 'title' | 'content'>): boolean {
  return draft.title.trim() !== '' && draft.content.trim() !== '';
}
