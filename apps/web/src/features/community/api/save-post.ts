import type { Post } from '@jipsa/contracts';
import { api } from '../../../shared/api/api.ts';

export const CREATE_POST_PATH = '/api/v1/post';

/** `POST /api/v1/post` (member, multipart: title, content, loanAdviceResultId?, imageFile?). */
export function createPost(form: FormData): Promise<Post> {
  return api.post(CREATE_POST_PATH, form, {
    auth: true,
    schema: () => import('@jipsa/contracts/community').then((contract) => contract.postSchema),
  });
}

/**
 * `PUT /api/v1/post/{id}` (author, multipart): `existingImageUrl` keeps the image, `imageFile` replaces
 * it, neither removes it.
 */
export function updatePost(postId: string, form: FormData): Promise<Post> {
  return api.put(`/api/v1/post/${encodeURIComponent(postId)}`, form, {
    auth: true,
    schema: () => import('@jipsa/contracts/community').then((contract) => contract.postSchema),
  });
}
