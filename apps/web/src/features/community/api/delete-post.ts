import { api } from '../../../shared/api/api.ts';
import { postPath } from './post-detail.ts';

/** `DELETE /api/v1/post/{id}` (author): the post goes with its comments, likes and image. */
export async function deletePost(postId: string): Promise<void> {
  await api.delete(postPath(postId), { auth: true });
}
