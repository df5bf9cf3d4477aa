import type { SortType } from '@jipsa/contracts';
import { memberGuard } from '../../../shared/lib/member-guard.ts';
import { APP_STORAGE_PREFIX } from '../../../shared/lib/storage-keys.ts';

/** sessionStorage key of where the person was on the board; ours, not one of the spec's keys. */
export const LIST_POSITION_STORAGE_KEY = `${APP_STORAGE_PREFIX}CommunityListPosition`;

export type ListPosition = { sortType: SortType; scrollY: number };

export const INITIAL_LIST_POSITION: ListPosition = { sortType: 'LATEST', scrollY: 0 };

const isSortType = memberGuard<SortType>({ LATEST: true, POPULAR: true });

/** The sort order and scroll offset the board had when the person left it; the start when none was kept. */
export function readListPosition(storage: Storage = window.sessionStorage): ListPosition {
  try {
    const saved: unknown = JSON.parse(storage.getItem(LIST_POSITION_STORAGE_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return INITIAL_LIST_POSITION;
    const sortType = 'sortType' in saved && isSortType(saved.sortType) ? saved.sortType : 'LATEST';
    const scrollY = 'scrollY' in saved && typeof saved.scrollY === 'number' && saved.scrollY >= 0 ? saved.scrollY : 0;
    return { sortType, scrollY };
  } catch {
    return INITIAL_LIST_POSITION;
  }
}

export function saveListPosition(position: ListPosition, storage: Storage = window.sessionStorage): void {
  storage.setItem(LIST_POSITION_STORAGE_KEY, JSON.stringify(position));
}
