import type { HiddenReason, ReportReason, ReportTargetType } from '@jipsa/contracts';
import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { comments, posts } from '../../db/schema/community.ts';
import {
  contentReports,
  memberSuspensions,
  moderatedItems,
  moderationAuditLog,
  userBlocks,
} from '../../db/schema/moderation.ts';
import { users } from '../../db/schema/users.ts';

/** A post or a comment with who wrote it (null: a withdrawn author) and the post it belongs to. */
export type ModerationTarget = {
  targetType: ReportTargetType;
  targetId: string;
  postId: string;
  authorId: string | null;
  authorName: string | null;
};

export type HiddenState = { hiddenReason: HiddenReason; reportReasons: ReportReason[] };

export type AuditRow = typeof moderationAuditLog.$inferInsert;

/** Reads and writes of reports, hidden states, blocks, suspensions and the audit log; `db` may be a transaction. */
export function createModerationRepository(db: Database) {
  return {
    async findTarget(targetType: ReportTargetType, targetId: string): Promise<ModerationTarget | null> {
      if (targetType === 'POST') {
        const [row] = await db
          .select({ postId: posts.id, authorId: posts.authorId, authorName: users.name })
          .from(posts)
          .leftJoin(users, eq(users.id, posts.authorId))
          .where(eq(posts.id, targetId))
          .limit(1);
        return row ? { targetType, targetId, ...row } : null;
      }
      const [row] = await db
        .select({ postId: comments.postId, authorId: comments.authorId, authorName: users.name })
        .from(comments)
        .leftJoin(users, eq(users.id, comments.authorId))
        .where(eq(comments.id, targetId))
        .limit(1);
      return row ? { targetType, targetId, ...row } : null;
    },

    /**
     * Takes the item's moderation row lock (creating the row): reports of one item then run one after the
     * other, so the count that follows sees every committed report, whichever instance wrote it.
     */
    async lockItem(targetType: ReportTargetType, targetId: string) {
      const [row] = await db
        .insert(moderatedItems)
        .values({ targetType, targetId })
        .onConflictDoUpdate({
          target: [moderatedItems.targetType, moderatedItems.targetId],
          set: { targetType: sql`excluded.target_type` },
        })
        .returning({ hiddenAt: moderatedItems.hiddenAt, restoredAt: moderatedItems.restoredAt });
      if (!row) throw new Error('upsert into moderated_items returned no row');
      return row;
    },

    /** The report's id, or null when this member has reported the item before. */
    async insertReport(report: typeof contentReports.$inferInsert): Promise<string | null> {
      const [row] = await db
        .insert(contentReports)
        .values(report)
        .onConflictDoNothing({
          target: [contentReports.reporterId, contentReports.targetType, contentReports.targetId],
        })
        .returning({ id: contentReports.id });
      return row?.id ?? null;
    },

    /**
     * Distinct reporters of the item since `since` (an operator's restore), or ever, who have standing (ADR 0038):
     * an operator, a member operators trust, or an account `standingDays` old when it reported with a post or
     * comment written by then that is not hidden. Judged now on what was true then: an account cannot report
     * first and ripen later, and a reporter whose only activity is hidden since counts no more.
     */
    async countReportersWithStanding(
      targetType: ReportTargetType,
      targetId: string,
      since: Date | null,
      standingDays: number,
    ): Promise<number> {
      const [row] = await rowsOf<{ count: number | string }>(
        db,
        sql`select count(distinct r.reporter_id)::int as count
            from content_reports r join users u on u.id = r.reporter_id
            where r.target_type = ${targetType} and r.target_id = ${targetId}::uuid
              ${since ? sql`and r.created_at > ${since.toISOString()}::timestamptz` : sql``}
              and (u.role = 'ADMIN'
                or exists (select 1 from trusted_members t where t.user_id = r.reporter_id)
                or (u.created_at <= r.created_at - make_interval(days => ${standingDays}::int)
                  and (exists (select 1 from posts p where p.author_id = r.reporter_id and p.created_at <= r.created_at
                                 and not ${hiddenItem('POST', sql`p.id`)})
                    or exists (select 1 from comments c where c.author_id = r.reporter_id and c.created_at <= r.created_at
                                 and not ${hiddenItem('COMMENT', sql`c.id`)}))))`,
      );
      return Number(row?.count ?? 0);
    },

    async hide(targetType: ReportTargetType, targetId: string, reason: HiddenReason, at: Date): Promise<void> {
      await db
        .insert(moderatedItems)
        .values({ targetType, targetId, hiddenReason: reason, hiddenAt: at })
        .onConflictDoUpdate({
          target: [moderatedItems.targetType, moderatedItems.targetId],
          set: { hiddenReason: reason, hiddenAt: at },
        });
    },

    async restore(targetType: ReportTargetType, targetId: string, at: Date): Promise<void> {
      await db
        .insert(moderatedItems)
        .values({ targetType, targetId, restoredAt: at })
        .onConflictDoUpdate({
          target: [moderatedItems.targetType, moderatedItems.targetId],
          set: { hiddenReason: null, hiddenAt: null, restoredAt: at },
        });
    },

    /** Which of these items are hidden, with why and the reasons they were reported for (most frequent first). */
    async hiddenStates(targetType: ReportTargetType, ids: readonly string[]): Promise<Map<string, HiddenState>> {
      const states = new Map<string, HiddenState>();
      if (ids.length === 0) return states;
      const rows = await rowsOf<{ target_id: string; hidden_reason: HiddenReason; reasons: ReportReason[] | null }>(
        db,
        sql`select m.target_id, m.hidden_reason,
              array(select r.reason from content_reports r
                     where r.target_type = m.target_type and r.target_id = m.target_id
                     group by r.reason order by count(*) desc, r.reason) as reasons
            from moderated_items m
            where m.target_type = ${targetType} and m.hidden_at is not null
              and m.target_id in ${uuidList(ids)}`,
      );
      for (const row of rows)
        states.set(row.target_id, { hiddenReason: row.hidden_reason, reportReasons: parseArray(row.reasons) });
      return states;
    },

    /** Which of these items `reporterId` has reported. */
    async reportedBy(reporterId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ targetId: contentReports.targetId })
        .from(contentReports)
        .where(and(eq(contentReports.reporterId, reporterId), inArray(contentReports.targetId, [...ids])));
      return new Set(rows.map((row) => row.targetId));
    },

    /**
     * What the board must hide from this viewer beyond the hidden items: the authors they block, and whether
     * they wrote a hidden item themselves (then they are served past the shared cache to see it under review).
     */
    async viewerContext(viewerId: string): Promise<{ blockedAuthorIds: string[]; hasHiddenOwnItem: boolean }> {
      const [row] = await rowsOf<{ blocked: string[] | string | null; has_hidden: boolean }>(
        db,
        sql`select array(select blocked_id from user_blocks where blocker_id = ${viewerId}::uuid) as blocked,
              exists (select 1 from moderated_items m join posts p on m.target_type = 'POST' and p.id = m.target_id
                      where m.hidden_at is not null and p.author_id = ${viewerId}::uuid)
              or exists (select 1 from moderated_items m join comments c on m.target_type = 'COMMENT' and c.id = m.target_id
                      where m.hidden_at is not null and c.author_id = ${viewerId}::uuid) as has_hidden`,
      );
      return { blockedAuthorIds: parseArray(row?.blocked ?? null), hasHiddenOwnItem: Boolean(row?.has_hidden) };
    },

    /** Whether `blockerId` blocks `memberId`. */
    async blocks(blockerId: string, memberId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: userBlocks.id })
        .from(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, memberId)))
        .limit(1);
      return Boolean(row);
    },

    /** The block, new or the one already there. */
    async insertBlock(blockerId: string, blockedId: string, label: string, at: Date) {
      await db.insert(userBlocks).values({ blockerId, blockedId, label, createdAt: at }).onConflictDoNothing();
      const [row] = await db
        .select({ id: userBlocks.id, label: userBlocks.label, createdAt: userBlocks.createdAt })
        .from(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
        .limit(1);
      if (!row) throw new Error('a block just written could not be read');
      return row;
    },

    listBlocks(blockerId: string) {
      return db
        .select({ id: userBlocks.id, label: userBlocks.label, createdAt: userBlocks.createdAt })
        .from(userBlocks)
        .where(eq(userBlocks.blockerId, blockerId))
        .orderBy(desc(userBlocks.createdAt), desc(userBlocks.id));
    },

    async deleteBlock(blockerId: string, blockId: string): Promise<boolean> {
      const deleted = await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.id, blockId), eq(userBlocks.blockerId, blockerId)))
        .returning({ id: userBlocks.id });
      return deleted.length > 0;
    },

    /** The end of the member's suspension when it is still running at `now`, else null. */
    async suspendedUntil(userId: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: memberSuspensions.until })
        .from(memberSuspensions)
        .where(and(eq(memberSuspensions.userId, userId), gt(memberSuspensions.until, now)))
        .limit(1);
      return row?.until ?? null;
    },

    async suspend(userId: string, until: Date, reason: string, at: Date): Promise<void> {
      await db
        .insert(memberSuspensions)
        .values({ userId, until, reason, createdAt: at })
        .onConflictDoUpdate({ target: memberSuspensions.userId, set: { until, reason, createdAt: at } });
    },

    /** The member's account creation and whether they posted a post whose title and content are `normalizedText` since `since`. */
    async authorHistory(authorId: string, normalizedText: string, since: Date) {
      const [row] = await rowsOf<{ created_at: string | Date; duplicate: boolean }>(
        db,
        sql`select u.created_at,
              exists (select 1 from posts p where p.author_id = u.id and p.created_at > ${since.toISOString()}::timestamptz
                        and regexp_replace(btrim(p.title || ' ' || p.content), '\\s+', ' ', 'g') = ${normalizedText}) as duplicate
            from users u where u.id = ${authorId}::uuid`,
      );
      return row ? { createdAt: new Date(row.created_at), duplicate: Boolean(row.duplicate) } : null;
    },

    async audit(entry: AuditRow): Promise<void> {
      await db.insert(moderationAuditLog).values(entry);
    },

    auditLog(offset: number, limit: number) {
      return db
        .select()
        .from(moderationAuditLog)
        .orderBy(desc(moderationAuditLog.createdAt), desc(moderationAuditLog.id))
        .offset(offset)
        .limit(limit);
    },

    /**
     * The operators' queue: items still on the board that are hidden or were reported since their last
     * restore, newest activity first and, at the same moment, the most reported first.
     */
    async reportQueue(offset: number, limit: number) {
      return rowsOf<QueueRow>(
        db,
        sql`with items as (
              select m.target_type, m.target_id, m.hidden_reason, m.hidden_at,
                     (select count(*) from content_reports r where r.target_type = m.target_type and r.target_id = m.target_id
                        and (m.restored_at is null or r.created_at > m.restored_at))::int as report_count,
                     (select max(r.created_at) from content_reports r where r.target_type = m.target_type and r.target_id = m.target_id) as last_reported_at
              from moderated_items m
            )
            select i.target_type, i.target_id, i.hidden_reason, i.hidden_at, i.report_count, i.last_reported_at,
                   coalesce(p.id, c.post_id) as post_id, p.title, coalesce(p.content, c.content) as content,
                   coalesce(p.author_id, c.author_id) as author_id, u.name as author_name
            from items i
            left join posts p on i.target_type = 'POST' and p.id = i.target_id
            left join comments c on i.target_type = 'COMMENT' and c.id = i.target_id
            left join users u on u.id = coalesce(p.author_id, c.author_id)
            where (p.id is not null or c.id is not null) and (i.hidden_at is not null or i.report_count > 0)
            order by greatest(i.last_reported_at, i.hidden_at) desc nulls last, i.report_count desc, i.target_id
            offset ${offset} limit ${limit}`,
      );
    },

    /** The reports of these items, newest first, with the reporter's name. */
    reportsOf(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: contentReports.id,
          targetId: contentReports.targetId,
          reason: contentReports.reason,
          detail: contentReports.detail,
          reporterName: users.name,
          createdAt: contentReports.createdAt,
        })
        .from(contentReports)
        .innerJoin(users, eq(users.id, contentReports.reporterId))
        .where(inArray(contentReports.targetId, [...ids]))
        .orderBy(desc(contentReports.createdAt));
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;

export type QueueRow = {
  target_type: ReportTargetType;
  target_id: string;
  hidden_reason: HiddenReason | null;
  hidden_at: string | Date | null;
  report_count: number;
  last_reported_at: string | Date | null;
  post_id: string;
  title: string | null;
  content: string;
  author_id: string | null;
  author_name: string | null;
};

/** Whether the item named by `idColumn` is hidden now. */
const hiddenItem = (targetType: ReportTargetType, idColumn: SQL) =>
  sql`exists (select 1 from moderated_items m where m.target_type = ${targetType} and m.target_id = ${idColumn} and m.hidden_at is not null)`;

/** `($1::uuid, $2::uuid, …)` for an `in` of a raw statement. */
const uuidList = (ids: readonly string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/** A Postgres array as node-postgres (a JS array) or PGlite (sometimes the text form `{a,b}`) answers it. */
function parseArray<T extends string>(value: T[] | string | null): T[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : (inner.split(',') as T[]);
}
