import { groupDigits } from '@jipsa/domain';
import { z } from 'zod';
import { instantField } from './date-fields.ts';
import { sortTypeSchema, updateDeleteAuthoritySchema } from './enums.ts';
import { underReviewSchema } from './moderation.ts';
import { isReadableLine, isReadableLines, readableTextIssue } from './readable-text.ts';

// Community calls of docs/api.md ("Community"). Text is plain text everywhere: stored as typed, shown as text.

export const POST_TITLE_MAX_LENGTH = 100;
export const POST_CONTENT_MAX_LENGTH = 5_000;
export const POST_CONTENT_MAX_LINES = 15;
export const COMMENT_MAX_LENGTH = 1_000;
export const POST_PAGE_SIZE_MAX = 50;
export const POST_PAGE_SIZE_DEFAULT = 20;
/** The largest image a post may carry, before the server re-encodes it (docs/api.md "Limits"). */
export const POST_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** What a withdrawn member is shown as under the posts and comments they leave behind. */
export const WITHDRAWN_AUTHOR_NAME = '탈퇴한 회원';

/** Characters as people count them: an emoji is one, not two UTF-16 units. */
const characterCount = (text: string) => [...text].length;
const lineCount = (text: string) => text.split('\n').length;
/**
 * Multipart bodies carry a textarea's newlines as CRLF (the HTML form encoding), JSON bodies as LF: stored
 * and counted as LF, so 15 lines and 5,000 characters mean the same whichever way the text came.
 */
const normalizeNewlines = (text: string) => text.replace(/\r\n?/g, '\n');

const uuidField = (message: string) => z.uuid({ error: message });

/** 1–100 characters after trimming. */
export const postTitleSchema = z
  .string({ error: '제목을 입력해주세요.' })
  .trim()
  .min(1, '제목을 입력해주세요.')
  .refine(isReadableLine, readableTextIssue)
  .refine((title) => characterCount(title) <= POST_TITLE_MAX_LENGTH, {
    message: `제목은 ${POST_TITLE_MAX_LENGTH}자까지 쓸 수 있어요.`,
  });

/** Non-blank, at most 15 lines and 5,000 characters (trimmed: blank lines at the ends do not count; CRLF is one newline). */
export const postContentSchema = z
  .string({ error: '내용을 입력해주세요.' })
  .overwrite(normalizeNewlines)
  .trim()
  .min(1, '내용을 입력해주세요.')
  .refine(isReadableLines, readableTextIssue)
  .refine((content) => lineCount(content) <= POST_CONTENT_MAX_LINES, {
    message: `내용은 ${POST_CONTENT_MAX_LINES}줄까지 쓸 수 있어요.`,
  })
  .refine((content) => characterCount(content) <= POST_CONTENT_MAX_LENGTH, {
    message: `내용은 ${groupDigits(POST_CONTENT_MAX_LENGTH)}자까지 쓸 수 있어요.`,
  });

/** Non-blank, at most 1,000 characters. */
export const commentContentSchema = z
  .string({ error: '댓글을 입력해주세요.' })
  .overwrite(normalizeNewlines)
  .trim()
  .min(1, '댓글을 입력해주세요.')
  .refine(isReadableLines, readableTextIssue)
  .refine((content) => characterCount(content) <= COMMENT_MAX_LENGTH, {
    message: `댓글은 ${groupDigits(COMMENT_MAX_LENGTH)}자까지 쓸 수 있어요.`,
  });

/** A multipart text field the form left empty is no value. */
const optionalFormField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The text fields of `POST /api/v1/post` (multipart; the image travels as the file field `imageFile`).
 * `loanAdviceResultId` attaches one of the author's own loan advice reports.
 */
export const createPostFieldsSchema = z.strictObject({
  title: postTitleSchema,
  content: postContentSchema,
  loanAdviceResultId: optionalFormField(uuidField('첨부할 보고서를 다시 선택해주세요.')),
});
export type CreatePostFields = z.output<typeof createPostFieldsSchema>;

/**
 * The text fields of `PUT /api/v1/post/{id}` (multipart). The edit replaces the post: without
 * `loanAdviceResultId` the report is detached; `existingImageUrl` (the post's current `imageUrl`) keeps the
 * image, a new `imageFile` replaces it, neither removes it.
 */
export const updatePostFieldsSchema = createPostFieldsSchema.extend({
  existingImageUrl: optionalFormField(z.string().max(2_048).refine(isReadableLine, readableTextIssue)),
});
export type UpdatePostFields = z.output<typeof updatePostFieldsSchema>;

/** The name of the multipart file field of both post calls. */
export const POST_IMAGE_FIELD = 'imageFile';

/** `GET /api/v1/post/sorted?sortType=LATEST|POPULAR&size=1..50&cursor=` */
export const sortedPostsQuerySchema = z.strictObject({
  sortType: sortTypeSchema.default('LATEST'),
  size: z.coerce
    .number({ error: '한 번에 불러올 글 수는 숫자여야 해요.' })
    .int('한 번에 불러올 글 수는 정수여야 해요.')
    .min(1, '한 번에 1개 이상 불러와야 해요.')
    .max(POST_PAGE_SIZE_MAX, `한 번에 ${POST_PAGE_SIZE_MAX}개까지 불러올 수 있어요.`)
    .default(POST_PAGE_SIZE_DEFAULT),
  /** The opaque `nextCursor` of the previous page. */
  cursor: z.string().min(1).max(512).refine(isReadableLine, readableTextIssue).optional(),
});
export type SortedPostsQuery = z.output<typeof sortedPostsQuerySchema>;

export const postIdParamsSchema = z.object({ postId: uuidField('글을 찾을 수 없어요.') });
export const commentIdParamsSchema = z.object({ commentId: uuidField('댓글을 찾을 수 없어요.') });

/** `POST /api/v1/comment/{postId}`: the body repeats the post id (spec). */
export const createCommentRequestSchema = z.strictObject({
  postId: uuidField('글을 찾을 수 없어요.'),
  content: commentContentSchema,
});
export type CreateCommentRequest = z.input<typeof createCommentRequestSchema>;

/** `PUT /api/v1/comment/{commentId}` */
export const updateCommentRequestSchema = z.strictObject({ updatedContent: commentContentSchema });
export type UpdateCommentRequest = z.input<typeof updateCommentRequestSchema>;

/** The attached loan report card; product fields are null for a report that found no eligible product. */
export const loanAdviceSummaryReportSchema = z.object({
  loanAdviceResultId: z.uuid(),
  loanProductCode: z.string().nullable(),
  loanProductName: z.string().nullable(),
  /** Percent (3.25 = 3.25 %). */
  expectedLoanRate: z.number().nullable(),
  /** Integer 원. */
  possibleLoanLimit: z.number().int().nullable(),
});
export type LoanAdviceSummaryReport = z.infer<typeof loanAdviceSummaryReportSchema>;

/** A comment as the viewer sees it (spec entity Comment). */
export const commentSchema = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  /** The author's name, or "탈퇴한 회원". */
  author: z.string(),
  avatarUrl: z.string().nullable(),
  content: z.string(),
  likes: z.number().int().min(0),
  /** Whether the viewer liked it. */
  like: z.boolean(),
  /** 방금 전, N분 전, N시간 전, N일 전, then a date like 2026.11.03. */
  timeAgo: z.string(),
  updateDeleteAuthority: updateDeleteAuthoritySchema,
  createdDate: instantField,
  lastModifiedDate: instantField,
  /** Whether the viewer has reported it (a member's own view; absent for anonymous viewers). */
  reportedByMe: z.boolean().optional(),
  /** Only to its author and operators, on an item hidden pending review (issue 33). */
  underReview: underReviewSchema.optional(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A post of the list (no comments; `commentCount` says how many). */
export const postSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  author: z.string(),
  avatarUrl: z.string().nullable(),
  /** `/images/{key}` on this server, or null. */
  imageUrl: z.string().nullable(),
  likes: z.number().int().min(0),
  like: z.boolean(),
  commentCount: z.number().int().min(0),
  createdDate: instantField,
  lastModifiedDate: instantField,
  timeAgo: z.string(),
  loanAdviceSummaryReport: loanAdviceSummaryReportSchema.nullable(),
  /** "ALL" when the viewer is the author (may edit and delete), else "NONE". */
  updateDeleteAuthority: updateDeleteAuthoritySchema,
  /** The logged-in member's name; null for guests and anonymous viewers. */
  loginUserName: z.string().nullable(),
  /** Whether the viewer has reported it (a member's own view; absent for anonymous viewers). */
  reportedByMe: z.boolean().optional(),
  /** Only to its author and operators, on a post hidden pending review (issue 33). */
  underReview: underReviewSchema.optional(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

/** A post with its comments, oldest first (spec entity Post). */
export const postSchema = postSummarySchema.extend({ comments: z.array(commentSchema) });
export type Post = z.infer<typeof postSchema>;

export const sortedPostsResponseSchema = z.object({
  posts: z.array(postSummarySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SortedPostsResponse = z.infer<typeof sortedPostsResponseSchema>;

/** `POST …/like` and `…/unlike`: the state and count after the call. */
export const likeResponseSchema = z.object({ like: z.boolean(), likes: z.number().int().min(0) });
export type LikeResponse = z.infer<typeof likeResponseSchema>;
