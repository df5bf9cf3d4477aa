import type {
  AuditEntry,
  Block,
  CreateBlockRequest,
  CreateReportRequest,
  HiddenReason,
  ReportQueue,
  ReportReceipt,
  ReportTargetType,
  UnderReview,
} from '@jipsa/contracts';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Clock } from '../../lib/clock.ts';
import { createUserRepository } from '../user/user.repository.ts';
import { MODERATION_COPY as COPY } from './copy.ts';
import {
  createModerationRepository,
  type ModerationRepository,
  type ModerationTarget,
} from './moderation.repository.ts';
import { containsContact, DUPLICATE_WINDOW_MS, NEW_MEMBER_MS, normalizedText } from './spam-rules.ts';

/**
 * What moderation asks of the board, which owns posts, comments and their counts (the community module's board.ts):
 * to delete an item in moderation's transaction (the audit row commits with it), and to forget what everyone sees
 * once an item is hidden, restored or deleted. The composition root (app.ts) hands it over: the board asks moderation
 * what to hide, so moderation imports nothing of the board and the arrow between the two runs one way.
 */
export type ModerationBoard = {
  /** Deletes the post with its comments and likes; the image key to remove, or null when the post is gone. */
  deletePost(tx: Database, postId: string): Promise<{ imageKey: string | null } | null>;
  /** Deletes the comment and uncounts it on its post; false when it is gone. */
  deleteComment(tx: Database, commentId: string): Promise<boolean>;
  /** Forgets the public views on this instance; other instances' run out within their second (ADR 0014). */
  forgetPublicViews(): void;
};

type Dependencies = {
  db: Database;
  board: ModerationBoard;
  clock: Clock;
  /** Distinct reporters with standing that hide an item at once. */
  reportHideThreshold: number;
  /** How old an account must be for its reports to have standing (with activity on the board; ADR 0038). */
  reportStandingDays: number;
};

/** What the board hides from one viewer beyond the hidden items (see `viewerContext`). */
export type ViewerModeration = { blockedAuthorIds: string[]; hasHiddenOwnItem: boolean };

/** Why a member may not act on an item (see `closedTo`). */
export type Closed = 'HIDDEN' | 'BLOCKED';

// A viewer's blocks are read once a second at most, like the board's own per-viewer caches (ADR 0014): a block
// or unblock on this instance clears the viewer's entry at once, another instance shows it within the second.
const VIEWER_TTL_MS = 1_000;
const VIEWER_MAX = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reports, blocks, suspensions and the operators' actions (issue 33). Every state lives in the database, so
 * it holds across instances; the only cache is a viewer's block list for a second.
 */
export function createModerationService({ db, board, clock, reportHideThreshold, reportStandingDays }: Dependencies) {
  const repository = createModerationRepository(db);
  const users = createUserRepository(db);
  const inTransaction = <T>(work: (repository: ModerationRepository) => Promise<T>) =>
    db.transaction((tx) => work(createModerationRepository(tx)));
  const viewers = new LRUCache<string, ViewerModeration>({
    max: VIEWER_MAX,
    ttl: VIEWER_TTL_MS,
    fetchMethod: (viewerId) => repository.viewerContext(viewerId),
  });
  /** Something hidden, shown or deleted: each forgets what it keeps of it, the viewers here and the board its public views. */
  const changed = () => {
    viewers.clear();
    board.forgetPublicViews();
  };

  async function findTargetOrThrow(repository: ModerationRepository, targetType: ReportTargetType, targetId: string) {
    const target = await repository.findTarget(targetType, targetId);
    if (!target) throw new AppError('NOT_FOUND', targetType === 'POST' ? COPY.postNotFound : COPY.commentNotFound);
    return target;
  }

  /** Whether the item is hidden: nobody but its author and operators may act on it. */
  async function isHiddenFrom(
    viewer: AuthUser,
    targetType: ReportTargetType,
    targetId: string,
    authorId: string | null,
  ) {
    if (viewer.role === 'ADMIN' || authorId === viewer.id) return false;
    return (await repository.hiddenStates(targetType, [targetId])).has(targetId);
  }

  /** Whether the item's author blocks the member, who may then not answer, like or report it (ADR 0038). */
  const isBlockedBy = async (target: ModerationTarget, member: AuthUser) =>
    target.authorId !== null && target.authorId !== member.id && repository.blocks(target.authorId, member.id);

  async function audit(
    repository: ModerationRepository,
    actor: AuthUser,
    entry: {
      action: AuditEntry['action'];
      targetType: AuditEntry['targetType'];
      targetId: string;
      reason: string;
      until?: Date;
    },
  ) {
    await repository.audit({
      actorId: actor.id,
      actorName: actor.name,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      reason: entry.reason,
      until: entry.until ?? null,
      createdAt: clock(),
    });
  }

  return {
    /**
     * The viewer's blocks and whether they wrote a hidden item; cached for a second. A read that was under way when
     * a block or unblock dropped the entry is refused by the cache (lru-cache rejects it as "deleted"): it is read
     * again, after the change.
     */
    async viewerContext(viewerId: string): Promise<ViewerModeration> {
      try {
        return (await viewers.fetch(viewerId)) ?? (await repository.viewerContext(viewerId));
      } catch (error) {
        if (!(error instanceof Error) || error.message !== 'deleted') throw error;
        return repository.viewerContext(viewerId);
      }
    },

    /** 403 ACCOUNT_SUSPENDED with the end date while the member's suspension runs; read from the database every time. */
    async assertMayWrite(member: AuthUser): Promise<void> {
      const until = await repository.suspendedUntil(member.id, clock());
      if (until) throw new AppError('ACCOUNT_SUSPENDED', COPY.suspended(until));
    },

    /**
     * The spam rules of a new post: the same text (title and content) again within a day is 409 DUPLICATE_POST; links and phone
     * numbers from a member younger than a day are held (the answer says to create it hidden).
     */
    async screenNewPost(author: AuthUser, title: string, content: string): Promise<{ hold: boolean }> {
      const now = clock();
      const history = await repository.authorHistory(
        author.id,
        normalizedText(`${title} ${content}`),
        new Date(now.getTime() - DUPLICATE_WINDOW_MS),
      );
      if (history?.duplicate) throw new AppError('DUPLICATE_POST', COPY.duplicatePost);
      const isNewMember = history !== null && now.getTime() - history.createdAt.getTime() < NEW_MEMBER_MS;
      return { hold: isNewMember && containsContact(`${title}\n${content}`) };
    },

    /** Hides a post just written by the new-member rule (run in the post's transaction). */
    async holdPost(tx: Database, postId: string): Promise<void> {
      await createModerationRepository(tx).hide('POST', postId, 'HELD_NEW_MEMBER', clock());
    },

    /** After a held post: the author's own view must be read afresh to show it under review. */
    forgetViewer(viewerId: string): void {
      viewers.delete(viewerId);
    },

    /** Why these hidden items are hidden (only hidden ones are in the map). */
    async underReview(targetType: ReportTargetType, ids: readonly string[]): Promise<Map<string, UnderReview>> {
      return repository.hiddenStates(targetType, ids);
    },

    reportedBy: (viewerId: string, ids: readonly string[]) => repository.reportedBy(viewerId, ids),

    /**
     * Why the member may not answer, like or report the item: HIDDEN when it is hidden from them (they neither
     * wrote it nor are an operator), BLOCKED when its author blocks them; null when they may, or it is gone. The
     * block is read from the database, not the viewers' cache: a new block holds on every instance at once.
     */
    async closedTo(member: AuthUser, targetType: ReportTargetType, targetId: string): Promise<Closed | null> {
      const target = await repository.findTarget(targetType, targetId);
      if (!target) return null;
      if (await isHiddenFrom(member, targetType, targetId, target.authorId)) return 'HIDDEN';
      return (await isBlockedBy(target, member)) ? 'BLOCKED' : null;
    },

    /**
     * One report per member and item; when the distinct reporters with standing since the last restore reach the
     * threshold the item is hidden in the same transaction (ADR 0038); a report without standing only puts it in
     * the operators' queue. The item's moderation row is locked first, so reports arriving together on several
     * instances are counted one after the other and the threshold is never stepped over.
     */
    async report(member: AuthUser, request: CreateReportRequest): Promise<ReportReceipt> {
      const target = await findTargetOrThrow(repository, request.targetType, request.targetId);
      if (target.authorId === member.id) throw new AppError('FORBIDDEN', COPY.ownItem);
      if (await isHiddenFrom(member, target.targetType, target.targetId, target.authorId))
        throw new AppError('NOT_FOUND', request.targetType === 'POST' ? COPY.postNotFound : COPY.commentNotFound);
      if (await isBlockedBy(target, member))
        throw new AppError(
          'FORBIDDEN',
          request.targetType === 'POST' ? COPY.reportPostRefused : COPY.reportCommentRefused,
        );
      const receipt = await inTransaction(async (repository) => {
        const item = await repository.lockItem(request.targetType, request.targetId);
        const reportId = await repository.insertReport({
          targetType: request.targetType,
          targetId: request.targetId,
          reporterId: member.id,
          reason: request.reason,
          detail: request.detail ?? null,
          createdAt: clock(),
        });
        if (!reportId) throw new AppError('ALREADY_REPORTED', COPY.alreadyReported);
        if (item.hiddenAt) return { reportId, hidden: true, newlyHidden: false };
        const reporters = await repository.countReportersWithStanding(
          request.targetType,
          request.targetId,
          item.restoredAt,
          reportStandingDays,
        );
        if (reporters < reportHideThreshold) return { reportId, hidden: false, newlyHidden: false };
        await repository.hide(request.targetType, request.targetId, 'REPORTS', clock());
        return { reportId, hidden: true, newlyHidden: true };
      });
      if (receipt.newlyHidden) changed();
      return { reportId: receipt.reportId, hidden: receipt.hidden };
    },

    /** Blocks the author of the post or comment; the label is the nickname shown on it. Idempotent. */
    async block(member: AuthUser, request: CreateBlockRequest): Promise<Block> {
      const [targetType, targetId] =
        'postId' in request ? (['POST', request.postId] as const) : (['COMMENT', request.commentId] as const);
      const target = await findTargetOrThrow(repository, targetType, targetId);
      if (await isHiddenFrom(member, targetType, targetId, target.authorId))
        throw new AppError('NOT_FOUND', targetType === 'POST' ? COPY.postNotFound : COPY.commentNotFound);
      if (target.authorId === null)
        throw AppError.invalidField('postId' in request ? 'postId' : 'commentId', COPY.blockWithdrawn);
      if (target.authorId === member.id)
        throw AppError.invalidField('postId' in request ? 'postId' : 'commentId', COPY.blockSelf);
      const row = await repository.insertBlock(member.id, target.authorId, target.authorName ?? '', clock());
      viewers.delete(member.id);
      return { blockId: row.id, label: row.label, createdDate: row.createdAt.toISOString() };
    },

    async listBlocks(member: AuthUser): Promise<Block[]> {
      const rows = await repository.listBlocks(member.id);
      return rows.map((row) => ({ blockId: row.id, label: row.label, createdDate: row.createdAt.toISOString() }));
    },

    /** False when the block is not the member's (or gone). */
    async unblock(member: AuthUser, blockId: string): Promise<boolean> {
      const deleted = await repository.deleteBlock(member.id, blockId);
      viewers.delete(member.id);
      return deleted;
    },

    /** Whether the user is an operator now, read from the database (a revoked role holds at once). */
    async isOperator(userId: string): Promise<boolean> {
      return (await users.roleOf(userId)) === 'ADMIN';
    },

    async reportQueue(page: number, size: number): Promise<ReportQueue> {
      const rows = await repository.reportQueue(page * size, size + 1);
      const items = rows.slice(0, size);
      const reports = await repository.reportsOf(items.map((item) => item.target_id));
      return {
        hasNext: rows.length > size,
        items: items.map((item) => ({
          targetType: item.target_type,
          targetId: item.target_id,
          postId: item.post_id,
          title: item.title,
          content: item.content,
          authorId: item.author_id,
          authorName: item.author_name ?? '탈퇴한 회원',
          hidden: item.hidden_at !== null,
          hiddenReason: item.hidden_reason,
          reportCount: Number(item.report_count),
          lastReportedDate: item.last_reported_at ? new Date(item.last_reported_at).toISOString() : null,
          reports: reports
            .filter((report) => report.targetId === item.target_id)
            .map((report) => ({
              reportId: report.id,
              reason: report.reason,
              detail: report.detail,
              reporterName: report.reporterName,
              createdDate: report.createdAt.toISOString(),
            })),
        })),
      };
    },

    /** Hides or restores the item, with its audit row in the same transaction. */
    async setHidden(
      operator: AuthUser,
      targetType: ReportTargetType,
      targetId: string,
      hidden: boolean,
      reason: string,
    ) {
      await inTransaction(async (repository) => {
        await findTargetOrThrow(repository, targetType, targetId);
        await repository.lockItem(targetType, targetId);
        const hiddenReason: HiddenReason = 'OPERATOR';
        if (hidden) await repository.hide(targetType, targetId, hiddenReason, clock());
        else await repository.restore(targetType, targetId, clock());
        await audit(repository, operator, { action: hidden ? 'HIDE' : 'RESTORE', targetType, targetId, reason });
      });
      changed();
    },

    /** Has the board delete the item (a post with its comments); answers the post image to remove, if any. */
    async deleteItem(operator: AuthUser, targetType: ReportTargetType, targetId: string, reason: string) {
      const imageKey = await db.transaction(async (tx) => {
        const repository = createModerationRepository(tx);
        await findTargetOrThrow(repository, targetType, targetId);
        let key: string | null = null;
        if (targetType === 'POST') key = (await board.deletePost(tx, targetId))?.imageKey ?? null;
        else await board.deleteComment(tx, targetId);
        await audit(repository, operator, { action: 'DELETE', targetType, targetId, reason });
        return key;
      });
      changed();
      return { imageKey };
    },

    /** Suspends the item's author for `days` from now; answers who and until when. */
    async suspendAuthor(
      operator: AuthUser,
      targetType: ReportTargetType,
      targetId: string,
      days: number,
      reason: string,
    ) {
      return inTransaction(async (repository) => {
        const target = await findTargetOrThrow(repository, targetType, targetId);
        if (!target.authorId) throw new AppError('NOT_FOUND', COPY.noAuthor);
        const until = new Date(clock().getTime() + days * DAY_MS);
        await repository.suspend(target.authorId, until, reason, clock());
        await audit(repository, operator, {
          action: 'SUSPEND',
          targetType: 'USER',
          targetId: target.authorId,
          reason,
          until,
        });
        return { userId: target.authorId, until: until.toISOString() };
      });
    },

    async auditLog(page: number, size: number) {
      const rows = await repository.auditLog(page * size, size + 1);
      return {
        hasNext: rows.length > size,
        entries: rows.slice(0, size).map((row): AuditEntry => ({
          id: row.id,
          action: row.action,
          actorId: row.actorId,
          actorName: row.actorName,
          targetType: row.targetType as AuditEntry['targetType'],
          targetId: row.targetId,
          reason: row.reason,
          until: row.until ? row.until.toISOString() : null,
          createdDate: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
