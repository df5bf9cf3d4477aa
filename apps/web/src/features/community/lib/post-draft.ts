import { loanAdviceSummaryReportSchema, type LoanAdviceSummaryReport } from '@jipsa/contracts';

/**
 * What the write and modify screens edit (spec §3 "Post": the fields a person can change, plus the
 * client-only `imageFile`). It travels in navigation state as `communityDetail` (spec §2).
 */
export type PostDraft = {
  /** The post being modified; null while writing a new one. */
  id: string | null;
  title: string;
  content: string;
  /** The image the post already has on the server and keeps; null when it has none or it was removed. */
  imageUrl: string | null;
  /** A newly picked image (already compressed when it was large); it replaces `imageUrl`. */
  imageFile: File | null;
  loanAdviceSummaryReport: LoanAdviceSummaryReport | null;
};

export const EMPTY_POST_DRAFT: PostDraft = {
  id: null,
  title: '',
  content: '',
  imageUrl: null,
  imageFile: null,
  loanAdviceSummaryReport: null,
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const stringOr = <T>(value: unknown, fallback: T): string | T => (typeof value === 'string' ? value : fallback);

/**
 * Reads a draft out of navigation state, whatever brought it: a whole post from the detail page, a
 * draft coming back from the recent-report picker, or only `{ loanAdviceSummaryReport }` from a report's
 * "커뮤니티에 공유". Missing or mistyped fields take the empty draft's value; a non-object is no draft.
 *
 * @example
 * readPostDraft({ loanAdviceSummaryReport: report }) // { ...EMPTY_POST_DRAFT, loanAdviceSummaryReport: report }
 * readPostDraft(undefined) // null
 */
export function readPostDraft(value: unknown): PostDraft | null {
  if (!isRecord(value)) return null;
  const report = loanAdviceSummaryReportSchema.safeParse(value.loanAdviceSummaryReport);
  const imageFile = value.imageFile;
  return {
    id: stringOr(value.id, null),
    title: stringOr(value.title, ''),
    content: stringOr(value.content, ''),
    imageUrl: stringOr(value.imageUrl, null),
    imageFile: typeof File !== 'undefined' && imageFile instanceof File ? imageFile : null,
    loanAdviceSummaryReport: report.success ? report.data : null,
  };
}
