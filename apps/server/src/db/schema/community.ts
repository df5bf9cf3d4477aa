import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { loanAdviceResults } from './loan-advice.ts';
import { users } from './users.ts';

// Timestamps are kept to the millisecond (precision 3): the paging cursor carries `created_at` through a
// JavaScript Date, which has no microseconds, so a finer column would make the cursor skip or repeat rows.
const millis = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * Community posts. A withdrawn author leaves the post behind with `author_id` null ("탈퇴한 회원").
 * `like_count` and `comment_count` are kept exact by the same transaction that adds or removes a like or a
 * comment; the two sort orders of `GET /api/v1/post/sorted` each have their own index.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    content: text().notNull(),
    imageKey: text(),
    loanAdviceResultId: uuid().references(() => loanAdviceResults.id, { onDelete: 'set null' }),
    likeCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    createdAt: millis().notNull().defaultNow(),
    updatedAt: millis().notNull().defaultNow(),
  },
  (table) => [
    // `NULLS FIRST` is what a plain `ORDER BY … DESC` means; drizzle would write NULLS LAST, which the planner
    // cannot use for that ORDER BY (it does not reason from NOT NULL).
    index('posts_latest_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('posts_popular_idx').on(
      table.likeCount.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('posts_author_idx').on(table.authorId),
    index('posts_loan_advice_result_idx').on(table.loanAdviceResultId),
  ],
);

/** Comments of a post (deleted with it); a withdrawn author leaves them behind with `author_id` null. */
export const comments = pgTable(
  'comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull(),
    likeCount: integer().notNull().default(0),
    createdAt: millis().notNull().defaultNow(),
    updatedAt: millis().notNull().defaultNow(),
  },
  (table) => [
    index('comments_post_created_idx').on(table.postId, table.createdAt, table.id),
    index('comments_author_idx').on(table.authorId),
  ],
);

/** One like per member and post: the primary key makes a second like a no-op (`ON CONFLICT DO NOTHING`). */
export const postLikes = pgTable(
  'post_likes',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: millis().notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] }), index('post_likes_post_idx').on(table.postId)],
);

/** One like per member and comment, like `post_likes`. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: uuid()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: millis().notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.commentId] }),
    index('comment_likes_comment_idx').on(table.commentId),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;
