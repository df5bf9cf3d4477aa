import { keepFile, keptFile } from '../../../shared/lib/kept-files.ts';
import { APP_STORAGE_PREFIX } from '../../../shared/lib/storage-keys.ts';
import { readPostDraft, type PostDraft } from './post-draft.ts';

/** sessionStorage key of the new post being written; ours, and cleared with the rest of the app's keys on logout. */
export const KEPT_WRITE_DRAFT_STORAGE_KEY = `${APP_STORAGE_PREFIX}CommunityWriteDraft`;

/** A kept draft and the history entry of the write page that typed it. */
export type KeptWriteDraft = { entryKey: string; draft: PostDraft };

// A picked image cannot go into sessionStorage: it is held in memory for the trips within the app, and kept on the
// device (IndexedDB) for the login round trip, which reloads the app.
let keptImageFile: File | null = null;
const KEPT_WRITE_IMAGE_KEY = 'communityWriteImage';

/**
 * Keeps the new post's text and attached report in this tab (issue 50 #5, #8), so the draft outlives leaving the
 * write page by the phone's back gesture or the login round trip; its photo in memory and on the device. A full or
 * blocked storage keeps nothing (the draft is then only on the screen, as before).
 * @example keepWriteDraft({ ...EMPTY_POST_DRAFT, title: '전세대출 질문' }, 'k3x9')
 */
export function keepWriteDraft(draft: PostDraft, entryKey: string, storage: Storage = window.sessionStorage): void {
  const { title, content, loanAdviceSummaryReport } = draft;
  if (draft.imageFile !== keptImageFile) void keepFile(KEPT_WRITE_IMAGE_KEY, draft.imageFile);
  keptImageFile = draft.imageFile;
  try {
    storage.setItem(
      KEPT_WRITE_DRAFT_STORAGE_KEY,
      JSON.stringify({ entryKey, draft: { title, content, loanAdviceSummaryReport } }),
    );
  } catch {
    // Storage full or blocked: nothing to keep it in.
  }
}

/** The kept draft, or null when none is kept or it is of another shape. */
export function readKeptWriteDraft(storage: Storage = window.sessionStorage): KeptWriteDraft | null {
  try {
    const kept: unknown = JSON.parse(storage.getItem(KEPT_WRITE_DRAFT_STORAGE_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null || !('entryKey' in kept) || typeof kept.entryKey !== 'string')
      return null;
    const draft = readPostDraft('draft' in kept ? kept.draft : null);
    return (
      draft && { entryKey: kept.entryKey, draft: { ...draft, id: null, imageUrl: null, imageFile: keptImageFile } }
    );
  } catch {
    return null;
  }
}

/** The kept draft's photo after a reload (the login round trip), or null: read from the device, so it comes later. */
export function readKeptWriteImage(): Promise<File | null> {
  return keptFile(KEPT_WRITE_IMAGE_KEY);
}

/** Drops the kept draft: the post was published, or the person chose to quit writing it. */
export function forgetWriteDraft(storage: Storage = window.sessionStorage): void {
  keptImageFile = null;
  void keepFile(KEPT_WRITE_IMAGE_KEY, null);
  storage.removeItem(KEPT_WRITE_DRAFT_STORAGE_KEY);
}

/**
 * The draft the write page opens with: a draft kept by this very history entry (coming back to it), else the one
 * navigation brought (a report's "커뮤니티에 공유", the picker), else one kept by an earlier visit of the page (the
 * login round trip opens a new entry), else none.
 * @example initialWriteDraft(navigationDraft, readKeptWriteDraft(), location.key)
 */
export function initialWriteDraft(
  navigationDraft: PostDraft | null,
  kept: KeptWriteDraft | null,
  entryKey: string,
): PostDraft | null {
  if (kept && kept.entryKey === entryKey) return kept.draft;
  return navigationDraft ?? kept?.draft ?? null;
}
