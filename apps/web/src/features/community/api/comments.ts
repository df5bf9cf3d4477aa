import type { Comment, LikeResponse } from '@jipsa/contracts';
import { api } from '../../../shared/api/api.ts';

const commentPath = (id: string) => `/api/v1/comment/${encodeURIComponent(id)}`;

/** `POST /api/v1/comment/{postId}` with `{ postId, content }` (member). */
export function createComment(postId: string, content: string): Promise<Comment> {
  return api.post(
    commentPath(postId),
    { postId, content },
    { auth: true, schema: () => import('@jipsa/contracts/community').then((contract) => contract.commentSchema) },
  );
}

/** `PUT /api/v1/comment/{commentId}` with `{ updatedContent }` (author). */
export function updateComment(commentId: string, updatedContent: string): Promise<Comment> {
  return api.put(
    commentPath(commentId),
    { updatedContent },
    { auth: true, schema: () => import('@jipsa/contracts/community').then((contract) => contract.commentSchema) },
  );
}

/** `DELETE /api/v1/comment/{id}` (author). */
export async function deleteComment(commentId: string): Promise<void> {
  await api.delete(commentPath(commentId), { auth: true });
}

/** `POST /api/v1/comment/{id}/like` or `/unlike`, like a post's (spec §4 "Likes"). */
export function toggleCommentLike(commentId: string, liked: boolean): Promise<LikeResponse> {
  return api.post(`${commentPath(commentId)}/${liked ? 'unlike' : 'like'}`, undefined, {
    auth: true,
    schema: () => import('@jipsa/contracts/community').then((contract) => contract.likeResponseSchema),
  });
}
