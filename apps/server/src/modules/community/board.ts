import type { SortedPostsQuery } from '@jipsa/contracts';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { createCommunityRepository, type CommentView, type PostView } from './community.repository.ts';
import type { PostCursor } from './post-cursor.ts';

// What everyone sees of the board (pages of the list, a post with its comments) and each viewer's own likes
// on them are kept for a second: at 50 connections the list and a post were DB-bound past 30 ms p99 on two
// cores (issue 16). A write on this instance clears them at once; other instances show it within the second
// (ADR 0014).
const PUBLIC_VIEW_TTL_MS = 1_000;
const PUBLIC_VIEW_MAX = 1_000;
const VIEWER_LIKES_MAX = 10_000;

export type PublicPost = { view: PostView; comments: CommentView[] };
export type PageRequest = { sortType: SortedPostsQuery['sortType']; cursor: PostCursor | null; limit: number };
export type LikesRequest = { viewerId: string; postIds: string[]; commentIds: string[] };
export type LikedIds = { posts: Set<string>; comments: Set<string> };

/**
 * A public view through its cache; when a write cleared the cache while the read was under way (lru-cache
 * aborts that fetch), the reader goes to the database itself rather than fail or keep the older read.
 */
async function throughCache<Value>(read: () => Promise<Value | undefined>, load: () => Promise<Value>): Promise<Value> {
  try {
    const value = await read();
    if (value !== undefined) return value;
  } catch (error) {
    if (!isAbortedFetch(error)) throw error;
  }
  return load();
}

/** lru-cache aborts a fetch whose entry was deleted, evicted or replaced with these reasons. */
const isAbortedFetch = (error: unknown) =>
  error instanceof Error && ['deleted', 'evicted', 'replaced'].includes(error.message);

/**
 * What the board keeps beyond one request, made once by the composition root (app.ts): the public views and their
 * second's cache, and the deletion of any post or comment. The community service reads and writes through it;
 * moderation gets it as its `ModerationBoard` port, to delete an item in its own transaction (the same repository
 * statements as an author's delete, so `comment_count` is kept in one place) and to have the views forgotten when it
 * hides, restores or deletes. The community service asks moderation what to hide, and moderation imports nothing of
 * community: the arrow between the two modules runs one way.
 */
export function createBoard(db: Database) {
  const repository = createCommunityRepository(db);
  const loadPublicPage = (request: PageRequest) => repository.listPosts({ ...request, viewerId: null });
  const loadPublicPost = async (postId: string): Promise<PublicPost | false> => {
    const view = await repository.findPost(postId, null);
    return view ? { view, comments: await repository.listComments(postId, null) } : false;
  };
  const loadLikes = (request: LikesRequest) =>
    repository.likedBy(request.viewerId, request.postIds, request.commentIds);

  // lru-cache's `fetch` shares one read among the requests that miss together: when an entry expires under
  // load, fifty waiting requests make one query, not fifty.
  const publicPages = new LRUCache<string, PostView[], PageRequest>({
    max: PUBLIC_VIEW_MAX,
    ttl: PUBLIC_VIEW_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => loadPublicPage(context),
  });
  const publicPosts = new LRUCache<string, PublicPost | false>({
    max: PUBLIC_VIEW_MAX,
    ttl: PUBLIC_VIEW_TTL_MS,
    fetchMethod: (postId) => loadPublicPost(postId),
  });
  const viewerLikes = new LRUCache<string, LikedIds, LikesRequest>({
    max: VIEWER_LIKES_MAX,
    ttl: PUBLIC_VIEW_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => loadLikes(context),
  });

  return {
    /** A page of the list as a guest sees it (`key` names the query), kept for a second. */
    publicPage: (key: string, request: PageRequest): Promise<PostView[]> =>
      throughCache(
        () => publicPages.fetch(key, { context: request }),
        () => loadPublicPage(request),
      ),

    /** A post with its comments as a guest sees it, or false; kept for a second. */
    publicPost: (postId: string): Promise<PublicPost | false> =>
      throughCache(
        () => publicPosts.fetch(postId),
        () => loadPublicPost(postId),
      ),

    /** The viewer's own likes over a public view (`key` names viewer and view), kept as long as the view. */
    viewerLikes: (key: string, request: LikesRequest): Promise<LikedIds> =>
      throughCache(
        () => viewerLikes.fetch(key, { context: request }),
        () => loadLikes(request),
      ),

    /** Something changed what someone else may see: start over (before a writer reads its own post back). */
    forgetPublicViews(): void {
      publicPages.clear();
      publicPosts.clear();
      viewerLikes.clear();
    },

    /** Deletes the post, whoever wrote it, with its comments and likes (cascade) in `tx`; its image key, or null when it is gone. */
    deletePost: (tx: Database, postId: string) => createCommunityRepository(tx).deletePost(postId),

    /** Deletes the comment, whoever wrote it, and uncounts it on its post in `tx`; false when it is gone. */
    deleteComment: (tx: Database, commentId: string) => createCommunityRepository(tx).deleteComment(commentId),
  };
}

export type Board = ReturnType<typeof createBoard>;
