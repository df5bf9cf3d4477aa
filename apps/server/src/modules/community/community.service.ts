import type {
  Comment,
  CreatePostFields,
  LikeResponse,
  Post,
  SharedReport,
  SortedPostsQuery,
  SortedPostsResponse,
  UnderReview,
  UpdatePostFields,
} from '@jipsa/contracts';
import type { LoanAdvice, LoanProfile, MarketRateTable } from '@jipsa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Clock } from '../../lib/clock.ts';
import { imageUrlOf, newImageKey } from '../images/image-key.ts';
import type { ImageStorage } from '../images/image-storage.ts';
import { processImage } from '../images/process-image.ts';
import { marketRatesOfReport } from '../market-rates/market-rates-on.ts';
import type { ModerationService, ViewerModeration } from '../moderation/moderation.service.ts';
import type { Board, PublicPost } from './board.ts';
import {
  createCommunityRepository,
  type CommentView,
  type CommunityRepository,
  type PostView,
} from './community.repository.ts';
import { decodePostCursor, encodePostCursor, type PostCursor } from './post-cursor.ts';
import { presentComment, presentPost } from './present-post.ts';
import { sharedReportOf } from './shared-report.ts';
import { COMMUNITY_COPY as COPY } from './copy.ts';

type Dependencies = {
  db: Database;
  /** The public views and their second's cache, shared with moderation (board.ts). */
  board: Board;
  storage: ImageStorage;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The market rates reports are priced on: a shared report is recomputed on the rates its author saw. */
  /** The market-rate table in force now. */
  marketRateTable: () => MarketRateTable;
  /** What is hidden, whom a viewer blocks, the spam rules of a new post (issue 33). */
  moderation: ModerationService;
};

const cursorAt = (view: PostView, sortType: SortedPostsQuery['sortType']): PostCursor =>
  sortType === 'LATEST'
    ? { sortType, createdAt: view.createdAt, id: view.id }
    : { sortType, likeCount: view.likeCount, createdAt: view.createdAt, id: view.id };

/** Whether `url` (as the web got it in `imageUrl`, relative or absolute) names the stored image `key`. */
function namesImage(url: string, key: string | null): boolean {
  if (!key) return false;
  try {
    return new URL(url, 'http://localhost').pathname === imageUrlOf(key);
  } catch {
    return false;
  }
}

const notYourReport = () => AppError.invalidField('loanAdviceResultId', COPY.notYourReport);

/**
 * The community board: posts, comments, likes and post images. Members write; only authors edit or
 * delete (403 FORBIDDEN); lookups answer null for the routes to turn into 404.
 */
export function createCommunityService({ db, board, storage, clock, log, marketRateTable, moderation }: Dependencies) {
  const repository = createCommunityRepository(db);
  /** Runs a write, then forgets the public views: every write changes what someone else may see. */
  const afterWrite = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    board.forgetPublicViews();
    return result;
  };

  /**
   * The viewer's own likes over a public view (`viewKey` names it), kept as long as the view: a like through
   * this instance clears both at once; the web client keeps its list for a minute anyway (sorted-posts.ts).
   * A guest or nobody likes nothing.
   */
  async function withLikes(
    viewer: AuthUser | null,
    viewKey: string,
    views: readonly PostView[],
    comments: readonly CommentView[],
  ) {
    if (!viewer) return { views, comments };
    const liked = await board.viewerLikes(`${viewer.id}|${viewKey}`, {
      viewerId: viewer.id,
      postIds: views.map((view) => view.id),
      commentIds: comments.map((comment) => comment.id),
    });
    return {
      views: views.map((view) => ({ ...view, liked: liked.posts.has(view.id) })),
      comments: comments.map((comment) => ({ ...comment, liked: liked.comments.has(comment.id) })),
    };
  }

  const inTransaction = <T>(work: (repository: CommunityRepository) => Promise<T>) =>
    db.transaction((tx) => work(createCommunityRepository(tx)));

  /** Re-encodes and stores an upload; 415/413 for what is not an acceptable image. */
  async function storeImage(upload: Buffer): Promise<string> {
    const image = await processImage(upload);
    const key = newImageKey(image.extension);
    await storage.put(key, image.body, image.contentType);
    return key;
  }

  /** Best effort: an image left behind costs disk space, never correctness, so a failure is only logged. */
  async function removeImage(key: string | null): Promise<void> {
    if (!key) return;
    try {
      await storage.delete(key);
    } catch (error) {
      log.warn({ err: error, imageKey: key }, 'could not remove a post image');
    }
  }

  /**
   * The attached report must be the author's own. Someone else's report and a missing one get the same
   * 400 on `loanAdviceResultId`, so the answer never tells whether another person's report exists.
   */
  async function assertOwnReport(
    repository: CommunityRepository,
    authorId: string,
    loanAdviceResultId: string | undefined,
  ) {
    if (loanAdviceResultId && !(await repository.ownsLoanAdviceResult(authorId, loanAdviceResultId)))
      throw notYourReport();
  }

  /**
   * The post as this viewer sees it: the shared public view (no hidden item in it) unless the viewer blocks
   * someone, wrote a hidden item or is an operator — then their own read, hidden items with `underReview`. A
   * post missing from the public view is looked up once more for a member: it may be their own hidden post.
   */
  async function getPost(postId: string, viewer: AuthUser | null): Promise<Post | null> {
    const member = viewer && viewer.role !== 'GUEST' ? viewer : null;
    const context = member ? await moderation.viewerContext(member.id) : null;
    const personal =
      member !== null && (member.role === 'ADMIN' || context!.hasHiddenOwnItem || context!.blockedAuthorIds.length > 0);
    let found: PublicPost | false = personal ? false : await board.publicPost(postId);
    if (!found && member) found = await personalPost(postId, member);
    if (!found && member && (await isOfBlockedAuthor(postId, member, context!)))
      throw new AppError('AUTHOR_BLOCKED', COPY.postOfBlockedAuthor);
    if (!found) return null;
    const { views, comments } = personal
      ? { views: [found.view], comments: found.comments }
      : await withLikes(viewer, `post|${postId}`, [found.view], found.comments);
    const [view] = views;
    if (!view) return null;
    const viewpoint = { viewer, now: clock() };
    const post = {
      ...presentPost(view, viewpoint),
      comments: comments.map((comment) => presentComment(comment, viewpoint)),
    };
    return member ? withModeration(post, member) : post;
  }

  /** A post the member would see but for their block of its author (hidden ones stay missing: issue 50). */
  async function isOfBlockedAuthor(postId: string, member: AuthUser, context: ViewerModeration) {
    if (context.blockedAuthorIds.length === 0) return false;
    const unblocked = await repository.findPost(postId, null, {
      viewerId: member.id,
      operator: member.role === 'ADMIN',
    });
    return unblocked !== null && unblocked.authorId !== null && context.blockedAuthorIds.includes(unblocked.authorId);
  }

  async function personalPost(postId: string, member: AuthUser): Promise<PublicPost | false> {
    const hidden = { viewerId: member.id, operator: member.role === 'ADMIN' };
    const view = await repository.findPost(postId, member.id, hidden);
    return view ? { view, comments: await repository.listComments(postId, member.id, hidden) } : false;
  }

  /** A member's own marks: what they reported, and why their (or, for an operator, any) hidden item is hidden. */
  async function withModeration(post: Post, member: AuthUser): Promise<Post> {
    const commentIds = post.comments.map((comment) => comment.id);
    const [reported, hiddenPost, hiddenComments] = await Promise.all([
      moderation.reportedBy(member.id, [post.id, ...commentIds]),
      moderation.underReview('POST', [post.id]),
      moderation.underReview('COMMENT', commentIds),
    ]);
    const underReviewOf = (review: UnderReview | undefined) => (review ? { underReview: review } : {});
    return {
      ...post,
      reportedByMe: reported.has(post.id),
      ...underReviewOf(hiddenPost.get(post.id)),
      comments: post.comments.map((comment) => ({
        ...comment,
        reportedByMe: reported.has(comment.id),
        ...underReviewOf(hiddenComments.get(comment.id)),
      })),
    };
  }

  /**
   * Whether the member may answer or like the item: false (the routes' 404) when it is hidden from them, nobody
   * likes or answers what they cannot see; 403 FORBIDDEN with `refusal` when its author blocks them (ADR 0038).
   */
  async function mayTouch(member: AuthUser, targetType: 'POST' | 'COMMENT', targetId: string, refusal: string) {
    const closed = await moderation.closedTo(member, targetType, targetId);
    if (closed === 'BLOCKED') throw new AppError('FORBIDDEN', refusal);
    return closed === null;
  }

  async function getComment(commentId: string, viewer: AuthUser): Promise<Comment | null> {
    const view = await repository.findComment(commentId, viewer.id);
    return view ? presentComment(view, { viewer, now: clock() }) : null;
  }

  async function mustWritePost(postId: string, user: AuthUser, message: string) {
    const current = await repository.findPostOwnership(postId);
    if (current && current.authorId !== user.id) throw new AppError('FORBIDDEN', message);
    return current;
  }

  async function mustWriteComment(commentId: string, user: AuthUser, message: string) {
    const current = await repository.findCommentAuthor(commentId);
    if (current && current.authorId !== user.id) throw new AppError('FORBIDDEN', message);
    return current;
  }

  /** The attached report as readers see it (issue 11), or null when the post has none. */
  async function getSharedReport(postId: string): Promise<SharedReport | null> {
    const attached = await repository.findAttachedReport(postId);
    if (attached === null) return null;
    const report = attached.report as LoanAdvice;
    const marketRates = marketRatesOfReport(marketRateTable(), report);
    return sharedReportOf(postId, report, attached.profile as LoanProfile, {
      policyDate: report.policyDate,
      marketRates,
    });
  }

  return {
    getSharedReport,

    /** One keyset page of the list; a cursor that is not ours (or of the other order) is 400 on `cursor`. */
    async listPosts(query: SortedPostsQuery, viewer: AuthUser | null): Promise<SortedPostsResponse> {
      const cursor = query.cursor === undefined ? null : decodePostCursor(query.cursor, query.sortType);
      if (query.cursor !== undefined && !cursor) throw AppError.invalidField('cursor', COPY.restartList);
      // One row more than asked says whether another page exists without a count query.
      const key = `${query.sortType}|${query.cursor ?? ''}|${query.size}`;
      const context = { sortType: query.sortType, cursor, limit: query.size + 1 };
      // A member who blocks someone reads their own page (their likes come with it); everyone else the shared one.
      const member = viewer && viewer.role !== 'GUEST' ? viewer : null;
      const blocks = member ? (await moderation.viewerContext(member.id)).blockedAuthorIds : [];
      const rows =
        member && blocks.length > 0
          ? await repository.listPosts({ ...context, viewerId: member.id })
          : await board.publicPage(key, context);
      const page =
        member && blocks.length > 0
          ? rows.slice(0, query.size)
          : (await withLikes(viewer, key, rows.slice(0, query.size), [])).views;
      const last = page.at(-1);
      const viewpoint = { viewer, now: clock() };
      return {
        posts: page.map((view) => presentPost(view, viewpoint)),
        nextCursor: rows.length > query.size && last ? encodePostCursor(cursorAt(last, query.sortType)) : null,
      };
    },

    getPost,

    async createPost(author: AuthUser, fields: CreatePostFields, image: Buffer | null): Promise<Post> {
      const { hold } = await moderation.screenNewPost(author, fields.title, fields.content);
      const imageKey = image ? await storeImage(image) : null;
      let postId: string;
      try {
        postId = await afterWrite(
          db.transaction(async (tx) => {
            const repository = createCommunityRepository(tx);
            await assertOwnReport(repository, author.id, fields.loanAdviceResultId);
            const id = await repository.insertPost({
              authorId: author.id,
              title: fields.title,
              content: fields.content,
              imageKey,
              loanAdviceResultId: fields.loanAdviceResultId ?? null,
              createdAt: clock(),
            });
            if (hold) await moderation.holdPost(tx, id);
            return id;
          }),
        );
        if (hold) moderation.forgetViewer(author.id);
      } catch (error) {
        await removeImage(imageKey);
        throw error;
      }
      const post = await getPost(postId, author);
      if (!post) throw new Error('a post just created could not be read');
      return post;
    },

    /**
     * The author's edit replaces title, content and report; the image is kept (`existingImageUrl` naming the
     * current one), replaced (`imageFile`) or removed (neither). Null when the post does not exist.
     */
    async updatePost(
      author: AuthUser,
      postId: string,
      fields: UpdatePostFields,
      image: Buffer | null,
    ): Promise<Post | null> {
      const current = await mustWritePost(postId, author, COPY.editOwnPost);
      if (!current) return null;
      if (image && fields.existingImageUrl !== undefined) {
        throw AppError.invalidField('imageFile', COPY.oneImageOnly);
      }
      const keepsImage = fields.existingImageUrl !== undefined;
      if (keepsImage && !namesImage(fields.existingImageUrl ?? '', current.imageKey)) {
        throw AppError.invalidField('existingImageUrl', COPY.keepOwnImageOnly);
      }

      const newImageKey = image ? await storeImage(image) : null;
      let replacedImageKey: string | null = null;
      let updated: boolean;
      try {
        updated = await afterWrite(
          inTransaction(async (repository) => {
            // Read again under the row lock: two edits racing must not both think they replaced the same image.
            const locked = await repository.findPostOwnership(postId, { forUpdate: true });
            if (!locked || locked.authorId !== author.id) return false;
            if (keepsImage && !namesImage(fields.existingImageUrl ?? '', locked.imageKey)) {
              throw AppError.invalidField('existingImageUrl', COPY.keepOwnImageOnly);
            }
            await assertOwnReport(repository, author.id, fields.loanAdviceResultId);
            const imageKey = keepsImage ? locked.imageKey : newImageKey;
            if (locked.imageKey !== imageKey) replacedImageKey = locked.imageKey;
            return repository.updatePost(postId, author.id, {
              title: fields.title,
              content: fields.content,
              imageKey,
              loanAdviceResultId: fields.loanAdviceResultId ?? null,
              updatedAt: clock(),
            });
          }),
        );
      } catch (error) {
        await removeImage(newImageKey);
        throw error;
      }
      if (!updated) {
        await removeImage(newImageKey);
        return null;
      }
      await removeImage(replacedImageKey);
      return getPost(postId, author);
    },

    /** Deletes the author's post with its comments, likes and image; false when there is no such post. */
    async deletePost(author: AuthUser, postId: string): Promise<boolean> {
      const current = await mustWritePost(postId, author, COPY.deleteOwnPost);
      if (!current) return false;
      const deleted = await afterWrite(repository.deletePost(postId, { authorId: author.id }));
      if (!deleted) return false;
      await removeImage(deleted.imageKey);
      return true;
    },

    likePost: async (member: AuthUser, postId: string): Promise<LikeResponse | null> =>
      (await mayTouch(member, 'POST', postId, COPY.refused.postLike))
        ? afterWrite(repository.likePost(member.id, postId, clock()))
        : null,

    unlikePost: (member: AuthUser, postId: string): Promise<LikeResponse | null> =>
      afterWrite(repository.unlikePost(member.id, postId)),

    /**
     * Null when the post does not exist. Under a post of someone else the blocker only commented on, a blocked
     * member still answers: the thread is its author's, and the blocker does not see them there anyway.
     */
    async createComment(author: AuthUser, postId: string, content: string): Promise<Comment | null> {
      if (!(await mayTouch(author, 'POST', postId, COPY.refused.comment))) return null;
      const commentId = await afterWrite(
        inTransaction((repository) =>
          repository.insertComment({ postId, authorId: author.id, content, createdAt: clock() }),
        ),
      );
      return commentId ? getComment(commentId, author) : null;
    },

    async updateComment(author: AuthUser, commentId: string, content: string): Promise<Comment | null> {
      const current = await mustWriteComment(commentId, author, COPY.editOwnComment);
      if (!current) return null;
      const updated = await afterWrite(repository.updateComment(commentId, author.id, content, clock()));
      return updated ? getComment(commentId, author) : null;
    },

    async deleteComment(author: AuthUser, commentId: string): Promise<boolean> {
      const current = await mustWriteComment(commentId, author, COPY.deleteOwnComment);
      if (!current) return false;
      return afterWrite(inTransaction((repository) => repository.deleteComment(commentId, { authorId: author.id })));
    },

    likeComment: async (member: AuthUser, commentId: string): Promise<LikeResponse | null> =>
      (await mayTouch(member, 'COMMENT', commentId, COPY.refused.commentLike))
        ? afterWrite(repository.likeComment(member.id, commentId, clock()))
        : null,

    unlikeComment: (member: AuthUser, commentId: string): Promise<LikeResponse | null> =>
      afterWrite(repository.unlikeComment(member.id, commentId)),

    /** A change made outside these methods (a withdrawn author detached in the user's transaction). */
    forgetPublicViews: board.forgetPublicViews,
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
