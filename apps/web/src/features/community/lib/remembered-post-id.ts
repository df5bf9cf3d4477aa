import { STORAGE_KEYS } from '../../../shared/lib/storage-keys.ts';

/**
 * Keeps the open post's id in sessionStorage (spec §3 `communityDetailId`), so a reload of
 * `/community/detail` — whose path carries no id — shows the same post.
 */
export function rememberPostId(postId: string, storage: Storage = window.sessionStorage): void {
  storage.setItem(STORAGE_KEYS.communityDetailId, postId);
}

/**
 * The post the detail screen shows: the id of the navigation state, else the remembered one.
 * @example resolvePostId({ postId: 'a' }) // 'a'
 */
export function resolvePostId(stateId: string | null, storage: Storage = window.sessionStorage): string | null {
  if (stateId !== null) return stateId;
  const stored = storage.getItem(STORAGE_KEYS.communityDetailId);
  return stored === null || stored === '' ? null : stored;
}
