import type { PostSummary, SortedPostsResponse } from '@jipsa/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { POST_LISTS_QUERY_KEY } from '../api/sorted-posts.ts';

type PostPages = InfiniteData<SortedPostsResponse, string | null>;

function mapPosts(queryClient: QueryClient, change: (posts: PostSummary[]) => PostSummary[]): void {
  queryClient.setQueriesData<PostPages>({ queryKey: POST_LISTS_QUERY_KEY }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: change(page.posts) })) } : data,
  );
}

/**
 * Writes what the detail screen learned (likes, comment count…) into the cached board, so coming back
 * shows it at once without reloading every loaded page and losing the place.
 */
export function patchPostInLists(queryClient: QueryClient, postId: string, patch: Partial<PostSummary>): void {
  mapPosts(queryClient, (posts) => posts.map((post) => (post.id === postId ? { ...post, ...patch } : post)));
}

/** Takes a deleted post off the cached board. */
export function removePostFromLists(queryClient: QueryClient, postId: string): void {
  mapPosts(queryClient, (posts) => posts.filter((post) => post.id !== postId));
}
