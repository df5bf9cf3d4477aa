import type { PostDraft } from './post-draft.ts';

// Held in memory: the edit screen's draft only needs to outlive the trip to the report picker and back within the
// app; a reload opens the post as the detail screen handed it over.
const keptDrafts = new Map<string, PostDraft>();

/**
 * Keeps the post being edited under the history entry of its edit screen (issue 50 #5), so coming back to that entry —
 * by the picker's choice or the phone's back gesture — finds what was typed and attached.
 * @example keepModifyDraft('k3x9', draft)
 */
export function keepModifyDraft(entryKey: string, draft: PostDraft): void {
  keptDrafts.set(entryKey, draft);
}

/** The draft kept under this history entry, or null when the entry is new. */
export function keptModifyDraft(entryKey: string): PostDraft | null {
  return keptDrafts.get(entryKey) ?? null;
}

/** Drops the entry's draft: the post was saved, or the person left the edit. */
export function forgetModifyDraft(entryKey: string): void {
  keptDrafts.delete(entryKey);
}
