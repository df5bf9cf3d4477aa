import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { rowsOf, type Database } from '../../db/client.ts';
import { commentLikes, comments, postLikes, posts, type PostRow } from '../../db/schema/community.ts';
import { loanAdviceResults, userInputInfos } from '../../db/schema/loan-advice.ts';
import { users } from '../../db/schema/users.ts';
import type { PostCursor } from './post-cursor.ts';

/** A post with what the viewer sees of its author, attached report and own like. */
export type PostView = {
  id: string;
  title: string;
  content: string;
  imageKey: string | null;
  likeCount: number;
  commentCount: number;
  createdAt: Date;
  updatedAt: Date;
  authorId: string | null;
  authorName: string | null;
  authorAvatarUrl: string | null;
  report: {
    loanAdviceResultId: string;
    loanProductCode: string | null;
    loanProductName: string | null;
    expectedLoanRate: number | null;
    possibleLoanLimit: number | null;
  } | null;
  liked: boolean;
};

/** A comment with what the viewer sees of its author and own like. */
export type CommentView = {
  id: string;
  postId: string;
  content: string;
  likeCount: number;
  createdAt: Date;
  updatedAt: Date;
  authorId: string | null;
  authorName: string | null;
  authorAvatarUrl: string | null;
  liked: boolean;
};

export type LikeState = { like: boolean; likes: number };
/**
 * Who sees hidden items (issue 33): nobody in lists; on a post's page its author (their own hidden post and
 * comments) and operators (all). A null viewer sees none.
 */
export type HiddenVisibility = { viewerId: string | null; operator: boolean };
const NO_HIDDEN: HiddenVisibility = { viewerId: null, operator: false };
export type NewPost = Pick<PostRow, 'authorId' | 'title' | 'content' | 'imageKey' | 'loanAdviceResultId' | 'createdAt'>;
export type PostChanges = Pick<PostRow, 'title' | 'content' | 'imageKey' | 'loanAdviceResultId' | 'updatedAt'>;

/** Reads and writes of posts, comments and likes; `db` may be a transaction (likes and counters need one). */
// The sort key before every post (no finite time reaches 'infinity', no v4 uuid is all f): the first page is
// the page after it, so each order needs one statement, prepared once per connection.
const BEFORE_FIRST_POST = {
  likeCount: 2_147_483_647,
  createdAt: 'infinity',
  id: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
};

/** Whether a moderated item of `targetType` named by `idColumn` is hidden (moderation.ts). */
const isHidden = (targetType: 'POST' | 'COMMENT', idColumn: SQL | typeof posts.id | typeof comments.id) =>
  sql`exists (select 1 from moderated_items m where m.target_type = ${targetType} and m.target_id = ${idColumn} and m.hidden_at is not null)`;

/** The viewer does not block the author (a null viewer blocks nobody). */
const notBlockedBy = (
  viewer: Placeholder | string | null,
  authorColumn: SQL | typeof posts.authorId | typeof comments.authorId,
) =>
  viewer === null
    ? sql`true`
    : sql`not exists (select 1 from user_blocks b where b.blocker_id = ${viewer}::uuid and b.blocked_id = ${authorColumn})`;

/** Hidden items are left out unless the viewer wrote them or is an operator. */
const visibleTo = (
  targetType: 'POST' | 'COMMENT',
  idColumn: typeof posts.id | typeof comments.id,
  authorColumn: typeof posts.authorId | typeof comments.authorId,
  { viewerId, operator }: HiddenVisibility,
) => {
  if (operator) return sql`true`;
  const notHidden = sql`not ${isHidden(targetType, idColumn)}`;
  return viewerId === null ? notHidden : sql`(${notHidden} or ${authorColumn} = ${viewerId}::uuid)`;
};

export function createCommunityRepository(db: Database) {
  /** `exists` of the viewer's like; a null viewer (or a null placeholder value) likes nothing. */
  const likedBy = (viewer: Placeholder | string | null) =>
    viewer === null
      ? sql<boolean>`false`.mapWith(Boolean)
      : sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewer}::uuid)`.mapWith(
          Boolean,
        );

  const postColumns = (viewer: Placeholder | string | null) => ({
    id: posts.id,
    title: posts.title,
    content: posts.content,
    imageKey: posts.imageKey,
    likeCount: posts.likeCount,
    commentCount: commentCountFor(viewer),
    createdAt: posts.createdAt,
    updatedAt: posts.updatedAt,
    authorId: posts.authorId,
    authorName: users.name,
    authorAvatarUrl: users.avatarUrl,
    reportId: loanAdviceResults.id,
    reportProductCode: loanAdviceResults.loanProductCode,
    reportProductName: loanAdviceResults.loanProductName,
    reportRate: loanAdviceResults.expectedLoanRate,
    reportLimit: loanAdviceResults.possibleLoanLimit,
    liked: likedBy(viewer),
  });
  type PostSelection = Awaited<ReturnType<typeof selectPosts>>[number];

  /**
   * The comments the viewer is shown: the stored counter less the hidden comments and those of authors the
   * viewer blocks (issue 33). Both subtractions start from the small side (hidden items, the viewer's blocks),
   * so the counter's index-free read stays cheap; the blocked part leaves out hidden ones, never counted twice.
   */
  function commentCountFor(viewer: Placeholder | string | null) {
    const hidden = sql`(select count(*) from moderated_items m join comments c on c.id = m.target_id
      where m.target_type = 'COMMENT' and m.hidden_at is not null and c.post_id = ${posts.id})`;
    const blocked =
      viewer === null
        ? sql`0`
        : sql`(select count(*) from user_blocks b join comments c on c.author_id = b.blocked_id
      where b.blocker_id = ${viewer}::uuid and c.post_id = ${posts.id} and not ${isHidden('COMMENT', sql`c.id`)})`;
    return sql<number>`(${posts.commentCount} - ${hidden} - ${blocked})::int`.mapWith(Number);
  }

  /** Posts a list shows this viewer: never a hidden one, never one of an author they block. */
  const listedTo = (viewer: Placeholder | string | null) =>
    and(sql`not ${isHidden('POST', posts.id)}`, notBlockedBy(viewer, posts.authorId));

  function selectPosts(viewer: Placeholder | string | null) {
    return db
      .select(postColumns(viewer))
      .from(posts)
      .leftJoin(users, eq(users.id, posts.authorId))
      .leftJoin(loanAdviceResults, eq(loanAdviceResults.id, posts.loanAdviceResultId))
      .$dynamic();
  }

  // Built on first use: a repository over a transaction never lists, so it never prepares.
  let pages: ReturnType<typeof preparePages> | undefined;
  const pageStatements = () => (pages ??= preparePages());
  function preparePages() {
    const placeholder = (name: string) => sql.placeholder(name);
    return {
      LATEST: selectPosts(placeholder('viewerId'))
        .where(
          and(
            sql`(${posts.createdAt}, ${posts.id}) < (${placeholder('createdAt')}::timestamptz, ${placeholder('id')}::uuid)`,
            listedTo(placeholder('viewerId')),
          ),
        )
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(placeholder('limit'))
        .prepare('community_posts_latest_page'),
      POPULAR: selectPosts(placeholder('viewerId'))
        .where(
          and(
            sql`(${posts.likeCount}, ${posts.createdAt}, ${posts.id}) < (${placeholder('likeCount')}::integer, ${placeholder('createdAt')}::timestamptz, ${placeholder('id')}::uuid)`,
            listedTo(placeholder('viewerId')),
          ),
        )
        .orderBy(desc(posts.likeCount), desc(posts.createdAt), desc(posts.id))
        .limit(placeholder('limit'))
        .prepare('community_posts_popular_page'),
    };
  }

  // Built on first use, like the pages: the viewer's likes among a page or a post and its comments.
  let liked: ReturnType<typeof prepareLiked> | undefined;
  const likedStatement = () => (liked ??= prepareLiked());
  function prepareLiked() {
    const placeholder = (name: string) => sql.placeholder(name);
    return unionAll(
      db
        .select({ kind: sql<string>`'post'`.as('kind'), id: sql<string>`${postLikes.postId}`.as('id') })
        .from(postLikes)
        .where(
          and(
            sql`${postLikes.userId} = ${placeholder('viewerId')}::uuid`,
            sql`${postLikes.postId} = any(${placeholder('postIds')}::uuid[])`,
          ),
        ),
      db
        .select({ kind: sql<string>`'comment'`.as('kind'), id: sql<string>`${commentLikes.commentId}`.as('id') })
        .from(commentLikes)
        .where(
          and(
            sql`${commentLikes.userId} = ${placeholder('viewerId')}::uuid`,
            sql`${commentLikes.commentId} = any(${placeholder('commentIds')}::uuid[])`,
          ),
        ),
    ).prepare('community_viewer_likes');
  }

  const toPostView = ({
    reportId,
    reportProductCode,
    reportProductName,
    reportRate,
    reportLimit,
    ...row
  }: PostSelection): PostView => ({
    ...row,
    report: reportId
      ? {
          loanAdviceResultId: reportId,
          loanProductCode: reportProductCode,
          loanProductName: reportProductName,
          expectedLoanRate: reportRate,
          possibleLoanLimit: reportLimit,
        }
      : null,
  });

  return {
    /**
     * One page of posts after `cursor` in the given order, by keyset: the row comparison on the sort key
     * tuple walks `posts_latest_idx` / `posts_popular_idx` from the cursor on, however deep the page.
     */
    async listPosts(options: {
      sortType: 'LATEST' | 'POPULAR';
      cursor: PostCursor | null;
      limit: number;
      viewerId: string | null;
    }): Promise<PostView[]> {
      const { cursor } = options;
      const rows = await pageStatements()[options.sortType].execute({
        viewerId: options.viewerId,
        likeCount: cursor?.sortType === 'POPULAR' ? cursor.likeCount : BEFORE_FIRST_POST.likeCount,
        createdAt: cursor ? cursor.createdAt.toISOString() : BEFORE_FIRST_POST.createdAt,
        id: cursor ? cursor.id : BEFORE_FIRST_POST.id,
        limit: options.limit,
      });
      return rows.map(toPostView);
    },

    /** The stored report attached to a post, or null (no such post, or none attached). */
    /** The post's report with the answers it was computed from (the shared view recomputes on them, banded). */
    async findAttachedReport(postId: string): Promise<{ report: unknown; profile: unknown } | null> {
      const [row] = await db
        .select({ report: loanAdviceResults.report, profile: userInputInfos.profile })
        .from(posts)
        .innerJoin(loanAdviceResults, eq(loanAdviceResults.id, posts.loanAdviceResultId))
        .innerJoin(userInputInfos, eq(userInputInfos.id, loanAdviceResults.userInputInfoId))
        .where(and(eq(posts.id, postId), sql`not ${isHidden('POST', posts.id)}`))
        .limit(1);
      return row ?? null;
    },

    /** The post as `viewerId` may see it: null when hidden from them (see HiddenVisibility) or its author is blocked. */
    async findPost(
      postId: string,
      viewerId: string | null,
      hidden: HiddenVisibility = NO_HIDDEN,
    ): Promise<PostView | null> {
      const [row] = await selectPosts(viewerId)
        .where(
          and(
            eq(posts.id, postId),
            visibleTo('POST', posts.id, posts.authorId, hidden),
            notBlockedBy(viewerId, posts.authorId),
          ),
        )
        .limit(1);
      return row ? toPostView(row) : null;
    },

    /** The post's comments the viewer may see, oldest first. */
    async listComments(
      postId: string,
      viewerId: string | null,
      hidden: HiddenVisibility = NO_HIDDEN,
    ): Promise<CommentView[]> {
      return selectComments(viewerId)
        .where(
          and(
            eq(comments.postId, postId),
            visibleTo('COMMENT', comments.id, comments.authorId, hidden),
            notBlockedBy(viewerId, comments.authorId),
          ),
        )
        .orderBy(asc(comments.createdAt), asc(comments.id));
    },

    async findComment(commentId: string, viewerId: string | null): Promise<CommentView | null> {
      const [row] = await selectComments(viewerId).where(eq(comments.id, commentId)).limit(1);
      return row ?? null;
    },

    /** Which of these posts and comments `viewerId` has liked: one prepared statement over both like tables. */
    async likedBy(
      viewerId: string,
      postIds: readonly string[],
      commentIds: readonly string[],
    ): Promise<{ posts: Set<string>; comments: Set<string> }> {
      const liked = { posts: new Set<string>(), comments: new Set<string>() };
      if (postIds.length === 0 && commentIds.length === 0) return liked;
      const rows = await likedStatement().execute({ viewerId, postIds: [...postIds], commentIds: [...commentIds] });
      for (const row of rows) (row.kind === 'post' ? liked.posts : liked.comments).add(row.id);
      return liked;
    },

    /** Who wrote the post and which image it holds: what an edit or delete must check and clean up. */
    async findPostOwnership(
      postId: string,
      { forUpdate = false } = {},
    ): Promise<{ authorId: string | null; imageKey: string | null } | null> {
      const query = db
        .select({ authorId: posts.authorId, imageKey: posts.imageKey })
        .from(posts)
        .where(eq(posts.id, postId));
      const [row] = await (forUpdate ? query.for('update') : query).limit(1);
      return row ?? null;
    },

    async findCommentAuthor(commentId: string): Promise<{ authorId: string | null } | null> {
      const [row] = await db
        .select({ authorId: comments.authorId })
        .from(comments)
        .where(eq(comments.id, commentId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Whether `userId` owns the loan advice result (an attached report must be the author's own). In a
     * transaction the row stays locked against deletion until the post referencing it is written.
     */
    async ownsLoanAdviceResult(userId: string, loanAdviceResultId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: loanAdviceResults.id })
        .from(loanAdviceResults)
        .where(and(eq(loanAdviceResults.id, loanAdviceResultId), eq(loanAdviceResults.userId, userId)))
        .for('key share')
        .limit(1);
      return Boolean(row);
    },

    async insertPost(post: NewPost): Promise<string> {
      const [row] = await db
        .insert(posts)
        .values({ ...post, updatedAt: post.createdAt })
        .returning({ id: posts.id });
      if (!row) throw new Error('insert into posts returned no row');
      return row.id;
    },

    /** Applies the author's edit; false when the post is gone or no longer theirs. */
    async updatePost(postId: string, authorId: string, changes: PostChanges): Promise<boolean> {
      const updated = await db
        .update(posts)
        .set(changes)
        .where(and(eq(posts.id, postId), eq(posts.authorId, authorId)))
        .returning({ id: posts.id });
      return updated.length > 0;
    },

    /**
     * Deletes the post with its comments and likes (cascade): only while it is `authorId`'s when given (the author's
     * delete), whoever wrote it when not (an operator's, through the board); the image key to remove, or null when gone.
     */
    async deletePost(
      postId: string,
      { authorId }: { authorId?: string } = {},
    ): Promise<{ imageKey: string | null } | null> {
      const [row] = await db
        .delete(posts)
        .where(and(eq(posts.id, postId), authorId === undefined ? undefined : eq(posts.authorId, authorId)))
        .returning({ imageKey: posts.imageKey });
      return row ?? null;
    },

    /** Adds the comment and counts it on the post (run in a transaction); null when the post is gone. */
    async insertComment(comment: {
      postId: string;
      authorId: string;
      content: string;
      createdAt: Date;
    }): Promise<string | null> {
      const counted = await db
        .update(posts)
        .set({ commentCount: sql`${posts.commentCount} + 1` })
        .where(eq(posts.id, comment.postId))
        .returning({ id: posts.id });
      if (counted.length === 0) return null;
      const [row] = await db
        .insert(comments)
        .values({ ...comment, updatedAt: comment.createdAt })
        .returning({ id: comments.id });
      if (!row) throw new Error('insert into comments returned no row');
      return row.id;
    },

    async updateComment(commentId: string, authorId: string, content: string, updatedAt: Date): Promise<boolean> {
      const updated = await db
        .update(comments)
        .set({ content, updatedAt })
        .where(and(eq(comments.id, commentId), eq(comments.authorId, authorId)))
        .returning({ id: comments.id });
      return updated.length > 0;
    },

    /**
     * Deletes the comment and uncounts it on its post (run in a transaction): only while it is `authorId`'s when given,
     * whoever wrote it when not (an operator's); false when it is gone.
     */
    async deleteComment(commentId: string, { authorId }: { authorId?: string } = {}): Promise<boolean> {
      const [row] = await db
        .delete(comments)
        .where(and(eq(comments.id, commentId), authorId === undefined ? undefined : eq(comments.authorId, authorId)))
        .returning({ postId: comments.postId });
      if (!row) return false;
      await db
        .update(posts)
        .set({ commentCount: sql`${posts.commentCount} - 1` })
        .where(eq(posts.id, row.postId));
      return true;
    },

    /**
     * Likes the post once, in one statement (so one transaction): the primary key turns a repeated like into
     * a no-op, and the counter moves only when the like row was really inserted. Concurrent likes queue on
     * the post row's lock and `like_count + 1` re-reads the committed value, so the count stays exact.
     * Null when the post does not exist.
     */
    likePost: (userId: string, postId: string, now: Date): Promise<LikeState | null> =>
      likeStatement(true, likeSql(POST_LIKES, userId, postId, now)),

    /** Removes the member's like if there is one, uncounting it in the same statement; null when the post does not exist. */
    unlikePost: (userId: string, postId: string): Promise<LikeState | null> =>
      likeStatement(false, unlikeSql(POST_LIKES, userId, postId)),

    /** Likes the comment once, like `likePost`. */
    likeComment: (userId: string, commentId: string, now: Date): Promise<LikeState | null> =>
      likeStatement(true, likeSql(COMMENT_LIKES, userId, commentId, now)),

    /** Removes the member's like of the comment, like `unlikePost`. */
    unlikeComment: (userId: string, commentId: string): Promise<LikeState | null> =>
      likeStatement(false, unlikeSql(COMMENT_LIKES, userId, commentId)),

    /**
     * A withdrawing member (run in their withdrawal transaction): their likes go and the counters drop with
     * them; their posts and comments stay, detached ("탈퇴한 회원").
     */
    async detachUser(userId: string): Promise<void> {
      await db.execute(sql`
        with gone as (delete from post_likes where user_id = ${userId}::uuid returning post_id)
        update posts set like_count = like_count - 1 where id in (select post_id from gone)`);
      await db.execute(sql`
        with gone as (delete from comment_likes where user_id = ${userId}::uuid returning comment_id)
        update comments set like_count = like_count - 1 where id in (select comment_id from gone)`);
      await db.update(posts).set({ authorId: null }).where(eq(posts.authorId, userId));
      await db.update(comments).set({ authorId: null }).where(eq(comments.authorId, userId));
    },

    async hasAnyPost(): Promise<boolean> {
      const [row] = await db.select({ id: posts.id }).from(posts).limit(1);
      return Boolean(row);
    },
  };

  /** Runs a like/unlike statement answering `found` and `likes`. */
  async function likeStatement(like: boolean, statement: SQL): Promise<LikeState | null> {
    const [row] = await rowsOf<{ found: boolean; likes: number | string | null }>(db, statement);
    return row?.found ? { like, likes: Number(row.likes ?? 0) } : null;
  }

  function selectComments(viewerId: string | null) {
    return db
      .select({
        id: comments.id,
        postId: comments.postId,
        content: comments.content,
        likeCount: comments.likeCount,
        createdAt: comments.createdAt,
        updatedAt: comments.updatedAt,
        authorId: comments.authorId,
        authorName: users.name,
        authorAvatarUrl: users.avatarUrl,
        liked: viewerId
          ? sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${viewerId})`.mapWith(
              Boolean,
            )
          : sql<boolean>`false`.mapWith(Boolean),
      })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.authorId))
      .$dynamic();
  }
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;

/** What a like points at: the counted table and the like table with its key column. */
type LikeTarget = { table: string; likeTable: string; keyColumn: string };
const POST_LIKES: LikeTarget = { table: 'posts', likeTable: 'post_likes', keyColumn: 'post_id' };
const COMMENT_LIKES: LikeTarget = { table: 'comments', likeTable: 'comment_likes', keyColumn: 'comment_id' };

/** One statement: insert the like unless it exists, count it only if inserted, answer whether the target exists. */
function likeSql({ table, likeTable, keyColumn }: LikeTarget, userId: string, targetId: string, now: Date) {
  const [target, likes, key] = [sql.identifier(table), sql.identifier(likeTable), sql.identifier(keyColumn)];
  return sql`with target as (
      select id from ${target} where id = ${targetId}::uuid for key share
    ), inserted as (
      insert into ${likes} (user_id, ${key}, created_at)
      select ${userId}::uuid, id, ${now.toISOString()}::timestamptz from target
      on conflict do nothing
      returning ${key}
    ), counted as (
      update ${target} set like_count = like_count + 1 where id in (select ${key} from inserted) returning like_count
    )
    select exists (select 1 from target) as found,
           coalesce((select like_count from counted), (select like_count from ${target} where id = ${targetId}::uuid)) as likes`;
}

/** One statement: delete the like if there is one and uncount it, answer whether the target exists. */
function unlikeSql({ table, likeTable, keyColumn }: LikeTarget, userId: string, targetId: string) {
  const [target, likes, key] = [sql.identifier(table), sql.identifier(likeTable), sql.identifier(keyColumn)];
  return sql`with removed as (
      delete from ${likes} where user_id = ${userId}::uuid and ${key} = ${targetId}::uuid returning ${key}
    ), counted as (
      update ${target} set like_count = like_count - 1 where id in (select ${key} from removed) returning like_count
    )
    select exists (select 1 from ${target} where id = ${targetId}::uuid) as found,
           coalesce((select like_count from counted), (select like_count from ${target} where id = ${targetId}::uuid)) as likes`;
}
