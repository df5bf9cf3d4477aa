import type { PostDraft } from './post-draft.ts';

/**
 * Whether leaving would lose something (spec §4 "Back with changes asks for confirmation"): the text,
 * the image or the attached report differs from what the screen opened with.
 * @example isDraftChanged(EMPTY_POST_DRAFT, { ...EMPTY_POST_DRAFT, title: '질문' }) // true
 */
export function isDraftChanged(baseline: PostDraft, draft: PostDraft): boolean {
  return (
    baseline.title !== draft.title ||
    baseline.content !== draft.content ||
    baseline.imageUrl !== draft.imageUrl ||
    baseline.imageFile !== draft.imageFile ||
    (baseline.loanAdviceSummaryReport?.loanAdviceResultId ?? null) !==
      (draft.loanAdviceSummaryReport?.loanAdviceResultId ?? null)
  );
}
