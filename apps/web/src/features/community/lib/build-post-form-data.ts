import { POST_IMAGE_FIELD } from '@jipsa/contracts';
import type { PostDraft } from './post-draft.ts';

/**
 * The multipart body of `POST /api/v1/post` and `PUT /api/v1/post/{id}` (spec §7): title, content, the
 * attached report's id, and the image — a new file as `imageFile`, or, when modifying, the kept server
 * image as `existingImageUrl`. Neither field means "no image" (on modify: remove it).
 *
 * @example
 * buildPostFormData({ ...draft, imageUrl: '/images/a.webp', imageFile: null }, 'modify').get('existingImageUrl') // '/images/a.webp'
 */
export function buildPostFormData(draft: PostDraft, mode: 'write' | 'modify'): FormData {
  const form = new FormData();
  form.append('title', draft.title);
  form.append('content', draft.content);
  if (draft.loanAdviceSummaryReport)
    form.append('loanAdviceResultId', draft.loanAdviceSummaryReport.loanAdviceResultId);
  if (draft.imageFile) form.append(POST_IMAGE_FIELD, draft.imageFile, draft.imageFile.name);
  else if (mode === 'modify' && draft.imageUrl !== null) form.append('existingImageUrl', draft.imageUrl);
  return form;
}
