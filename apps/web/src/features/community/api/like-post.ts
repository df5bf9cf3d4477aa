import type { LikeResponse } from '@jipsa/contracts';
import { api } from '../../../shared/api/api.ts';

/**
 * `POST /api/v1/post/{id}/like` when not liked yet, `/unlike` when liked (spec §4 "Likes"); the answer
 * is the state and count after the call.
 */
export function togglePostLike(postId: string, liked: boolean): Promise<LikeResponse> {
  const action = liked ? 'unlike' : 'like';
  return api.post(`/api/v1/post/${encodeURIComponent(postId)}/${action}`, undefined, {
    auth: true,
    schema: () => import('@jipsa/contracts/community').then((contract) => contract.likeResponseSchema),
  });
}
