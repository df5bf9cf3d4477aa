import type { Post } from '@jipsa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

/**
 * `/api/v1/post/{postId}`. A GET of this path is what makes the API client store the post id and
 * `/community/detail` as the return path (spec §4), so a login in the middle brings the person back here.
 */
export const postPath = (postId: string) => `/api/v1/post/${encodeURIComponent(postId)}`;

export const postDetailQueryKey = (postId: string) => ['community', 'post', postId] as const;

/** `GET /api/v1/post/{postId}`: the post with its comments, oldest first. */
export function fetchPost(postId: string, signal?: AbortSignal): Promise<Post> {
  return api.get(postPath(postId), {
    auth: true,
    schema: () => import('@jipsa/contracts/community').then((contract) => contract.postSchema),
    ...(signal ? { signal } : {}),
  });
}

export const postDetailQueryOptions = (postId: string) =>
  queryOptions({ queryKey: postDetailQueryKey(postId), queryFn: ({ signal }) => fetchPost(postId, signal) });

/** The post, or nothing to ask for while no id is known. */
export function usePostDetailQuery(postId: string | null) {
  return useQuery({ ...postDetailQueryOptions(postId ?? ''), enabled: postId !== null });
}
