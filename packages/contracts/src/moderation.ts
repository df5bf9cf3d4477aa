import { z } from 'zod';
import { instantField } from './date-fields.ts';
import { isReadableLines, readableTextIssue } from './readable-text.ts';

// Moderation calls (issue 33): reports, blocks, and the operators' desk. Labels shown to people live in the
// web's copy files; these are the values.

export const REPORT_DETAIL_MAX_LENGTH = 500;
export const SUSPENSION_DAYS_MAX = 365;
export const ADMIN_PAGE_SIZE_MAX = 50;
export const ADMIN_PAGE_SIZE_DEFAULT = 20;

export const reportTargetTypeSchema = z.enum(['POST', 'COMMENT']);
export type ReportTargetType = z.infer<typeof reportTargetTypeSchema>;

/** 광고·스팸, 사기 의심, 개인정보 노출, 욕설·비방, 기타 (with text). */
export const reportReasonSchema = z.enum(['AD_SPAM', 'FRAUD', 'PERSONAL_INFO', 'ABUSE', 'OTHER']);
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** Why an item is hidden: enough reports, held by the new-member spam rule, or an operator's hand. */
export const hiddenReasonSchema = z.enum(['REPORTS', 'HELD_NEW_MEMBER', 'OPERATOR']);
export type HiddenReason = z.infer<typeof hiddenReasonSchema>;

const characterCount = (text: string) => [...text].length;

/** `POST /api/v1/reports`: `detail` is required for OTHER, ≤ 500자. */
export const createReportRequestSchema = z
  .strictObject({
    targetType: reportTargetTypeSchema,
    targetId: z.uuid({ error: '신고할 글을 찾을 수 없어요.' }),
    reason: reportReasonSchema,
    detail: z
      .string()
      .trim()
      .refine(isReadableLines, readableTextIssue)
      .refine((detail) => characterCount(detail) <= REPORT_DETAIL_MAX_LENGTH, {
        message: `신고 내용은 ${REPORT_DETAIL_MAX_LENGTH}자까지 쓸 수 있어요.`,
      })
      .optional(),
  })
  .superRefine((request, context) => {
    if (request.reason === 'OTHER' && !request.detail) {
      context.addIssue({ code: 'custom', path: ['detail'], message: '기타 사유를 적어주세요.' });
    }
  });
export type CreateReportRequest = z.input<typeof createReportRequestSchema>;

export const reportReceiptSchema = z.object({
  reportId: z.uuid(),
  /** Whether the item is hidden now (this report reached the threshold, or it already was). */
  hidden: z.boolean(),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

/**
 * What the author of a hidden item (and an operator) sees on it: hidden pending review, and why. Absent on
 * items that are visible to everyone.
 */
export const underReviewSchema = z.object({
  hiddenReason: hiddenReasonSchema,
  /** The distinct report reasons, most frequent first (empty for a held or operator-hidden item). */
  reportReasons: z.array(reportReasonSchema),
});
export type UnderReview = z.infer<typeof underReviewSchema>;

/** `POST /api/v1/user/blocks`: exactly one of the two, naming an item whose author is blocked. */
export const createBlockRequestSchema = z.union([
  z.strictObject({ postId: z.uuid({ error: '글을 찾을 수 없어요.' }) }),
  z.strictObject({ commentId: z.uuid({ error: '댓글을 찾을 수 없어요.' }) }),
]);
export type CreateBlockRequest = z.infer<typeof createBlockRequestSchema>;

/** A block of the viewer's: the nickname the author showed on the item, never their id. */
export const blockSchema = z.object({
  blockId: z.uuid(),
  /** The author's nickname as it was public on the item when blocked. */
  label: z.string(),
  createdDate: instantField,
});
export type Block = z.infer<typeof blockSchema>;
export const blockListSchema = z.object({ blocks: z.array(blockSchema) });
export type BlockList = z.infer<typeof blockListSchema>;

export const blockIdParamsSchema = z.object({ blockId: z.uuid({ error: '차단 내역을 찾을 수 없어요.' }) });

export const adminPageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0, '페이지는 0부터 시작해요.').default(0),
  size: z.coerce
    .number()
    .int()
    .min(1, '한 번에 1개 이상 불러와야 해요.')
    .max(ADMIN_PAGE_SIZE_MAX, `한 번에 ${ADMIN_PAGE_SIZE_MAX}개까지 불러올 수 있어요.`)
    .default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type AdminPageQuery = z.output<typeof adminPageQuerySchema>;

export const queuedReportSchema = z.object({
  reportId: z.uuid(),
  reason: reportReasonSchema,
  detail: z.string().nullable(),
  reporterName: z.string(),
  createdDate: instantField,
});

/** An item of the operators' queue with its reports. */
export const reportQueueItemSchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: z.uuid(),
  /** The post of a comment (the post itself for a post). */
  postId: z.uuid(),
  title: z.string().nullable(),
  content: z.string(),
  authorId: z.uuid().nullable(),
  authorName: z.string(),
  hidden: z.boolean(),
  hiddenReason: hiddenReasonSchema.nullable(),
  reportCount: z.number().int().min(0),
  lastReportedDate: instantField.nullable(),
  reports: z.array(queuedReportSchema),
});
export type ReportQueueItem = z.infer<typeof reportQueueItemSchema>;
export const reportQueueSchema = z.object({ items: z.array(reportQueueItemSchema), hasNext: z.boolean() });
export type ReportQueue = z.infer<typeof reportQueueSchema>;

export const moderationTargetParamsSchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: z.uuid({ error: '대상을 찾을 수 없어요.' }),
});

/** Every operator action says why (kept in the audit log). */
export const moderationActionRequestSchema = z.strictObject({
  reason: z.string().trim().min(1, '처리 사유를 적어주세요.').max(500, '처리 사유는 500자까지 쓸 수 있어요.'),
});
export type ModerationActionRequest = z.input<typeof moderationActionRequestSchema>;

export const suspendRequestSchema = moderationActionRequestSchema.extend({
  days: z.coerce
    .number()
    .int('정지 기간은 일 단위로 적어주세요.')
    .min(1, '정지 기간은 1일 이상이어야 해요.')
    .max(SUSPENSION_DAYS_MAX, `정지 기간은 ${SUSPENSION_DAYS_MAX}일까지예요.`),
});
export type SuspendRequest = z.input<typeof suspendRequestSchema>;

export const suspensionSchema = z.object({ userId: z.uuid(), until: instantField });

export const auditActionSchema = z.enum(['HIDE', 'RESTORE', 'DELETE', 'SUSPEND']);
export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: auditActionSchema,
  actorId: z.uuid().nullable(),
  actorName: z.string(),
  targetType: z.enum(['POST', 'COMMENT', 'USER']),
  targetId: z.uuid(),
  reason: z.string(),
  /** SUSPEND: the end of the suspension. */
  until: instantField.nullable(),
  createdDate: instantField,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema), hasNext: z.boolean() });
