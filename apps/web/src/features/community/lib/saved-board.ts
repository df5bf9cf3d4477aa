import type { PostSummary } from '@jipsa/contracts';
import { LOCAL_STORAGE_KEYS } from '../../../shared/lib/storage-keys.ts';

/** The board as last read: its posts and when they were fetched (ISO), shown offline as 저장된 글. */
export type SavedBoard = { savedAt: string; posts: PostSummary[] };

/** About three pages: what a person scrolled through a minute ago, not the whole board. */
export const MAX_SAVED_POSTS = 30;

const SAVED_BOARD_VERSION = 1;

// Read back without Zod (the board must not wait for it offline): a saved copy of another shape, say from an older
// build, is dropped rather than drawn half.
const isString = (value: unknown) => typeof value === 'string';
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';
const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isCardPost(value: unknown): value is PostSummary {
  if (typeof value !== 'object' || value === null) return false;
  const post = value as Record<string, unknown>;
  return (
    ['id', 'title', 'content', 'author', 'timeAgo', 'createdDate', 'lastModifiedDate'].every((key) =>
      isString(post[key]),
    ) &&
    isStringOrNull(post.avatarUrl) &&
    isStringOrNull(post.imageUrl) &&
    isCount(post.likes) &&
    isCount(post.commentCount) &&
    typeof post.like === 'boolean' &&
    (post.loanAdviceSummaryReport === null || typeof post.loanAdviceSummaryReport === 'object')
  );
}

/**
 * Keeps the board's posts as fetched at `savedAt`, for the next visit without a network. Only what a card shows:
 * the viewer's edit rights and name stay out. A full storage keeps the older copy (it is a convenience).
 * @example saveBoard(posts, new Date('2026-11-26T06:00:00Z'))
 */
export function saveBoard(posts: readonly PostSummary[], savedAt: Date, storage: Storage = window.localStorage): void {
  const kept = posts
    .slice(0, MAX_SAVED_POSTS)
    .map((post) => ({ ...post, updateDeleteAuthority: 'NONE' as const, loginUserName: null }));
  try {
    storage.setItem(
      LOCAL_STORAGE_KEYS.savedBoard,
      JSON.stringify({ version: SAVED_BOARD_VERSION, savedAt: savedAt.toISOString(), posts: kept }),
    );
  } catch {
    // Quota or private mode: nothing to do.
  }
}

/**
 * The board kept by {@link saveBoard}; null when none was kept or it cannot be read.
 * @example readSavedBoard() // { savedAt: '2026-11-26T06:00:00.000Z', posts: [ … ] }
 */
export function readSavedBoard(storage: Storage = window.localStorage): SavedBoard | null {
  try {
    const saved: unknown = JSON.parse(storage.getItem(LOCAL_STORAGE_KEYS.savedBoard) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { version, savedAt, posts } = saved as Record<string, unknown>;
    if (version !== SAVED_BOARD_VERSION || !isString(savedAt) || Number.isNaN(Date.parse(savedAt as string)))
      return null;
    if (!Array.isArray(posts) || posts.length === 0 || !posts.every(isCardPost)) return null;
    return { savedAt: savedAt as string, posts };
  } catch {
    return null;
  }
}
