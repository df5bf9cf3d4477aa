import type { SortedPostsResponse, SortType } from '@jipsa/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { useOnline } from '../../../shared/lib/use-online.ts';

/** The shared API client records `/community` as the return path for exactly this path (spec §4). */
export const SORTED_POSTS_PATH = '/api/v1/post/sorted';

/** Posts per page: about two phone screens of cards, so the next page arrives before the end is reached. */
export const POST_PAGE_SIZE = 10;

/** Every list query starts with this key, so a write can refresh or patch both sort orders at once. */
export const POST_LISTS_QUERY_KEY = ['community', 'posts'] as const;

export type SortedPostsPage = { sortType: SortType; cursor: string | null; signal?: AbortSignal };

/** The address of one page of the board in one sort order (the server preloads the first for a new visitor). */
export function sortedPostsUrl(sortType: SortType, cursor: string | null): string {
  const query = new URLSearchParams({ sortType, size: String(POST_PAGE_SIZE) });
  if (cursor !== null) query.set('cursor', cursor);
  return `${SORTED_POSTS_PATH}?${query.toString()}`;
}

/** `GET /api/v1/post/sorted?sortType=&size=&cursor=`: one keyset page; the token personalises `like` and the author menu. */
export function fetchSortedPosts({ sortType, cursor, signal }: SortedPostsPage): Promise<SortedPostsResponse> {
  return api.get(sortedPostsUrl(sortType, cursor), {
    auth: true,
    schema: () => import('@jipsa/contracts/community').then((contract) => contract.sortedPostsResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

/** How long a loaded page of posts counts as current; the service worker keeps the live board as long (ADR 0020). */
export const POSTS_STALE_MS = 60_000;

export const sortedPostsQueryKey = (sortType: SortType) => [...POST_LISTS_QUERY_KEY, sortType] as const;

/**
 * The board in one sort order, page by page. Loaded pages stay in the cache for a while, so coming back
 * from a post shows the same cards at the same place instead of starting over.
 */
export const sortedPostsQueryOptions = (sortType: SortType) =>
  infiniteQueryOptions({
    queryKey: sortedPostsQueryKey(sortType),
    queryFn: ({ pageParam, signal }) => fetchSortedPosts({ sortType, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: POSTS_STALE_MS,
  });

/**
 * The board's query. Offline a failed page is not retried: a retry fails again only after its delay, and the board
 * says it is offline (with the saved posts) at once rather than spinning (issue 26).
 */
export function useSortedPostsQuery(sortType: SortType) {
  const online = useOnline();
  return useInfiniteQuery({ ...sortedPostsQueryOptions(sortType), ...(online ? {} : { retry: false }) });
}
