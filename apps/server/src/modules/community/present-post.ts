import { WITHDRAWN_AUTHOR_NAME, type Comment, type PostSummary } from '@jipsa/contracts';
import type { AuthUser } from '../../plugins/auth.ts';
import { imageUrlOf } from '../images/image-key.ts';
import type { CommentView, PostView } from './community.repository.ts';
import { formatTimeAgo } from './time-ago.ts';

/** Who is looking (null: nobody logged in) and when: `like`, `updateDeleteAuthority` and `timeAgo` depend on it. */
export type Viewpoint = { viewer: AuthUser | null; now: Date };

const authorityOf = (authorId: string | null, { viewer }: Viewpoint) =>
  viewer !== null && authorId !== null && authorId === viewer.id ? ('ALL' as const) : ('NONE' as const);

const authorOf = (view: { authorId: string | null; authorName: string | null; authorAvatarUrl: string | null }) =>
  view.authorId === null
    ? { author: WITHDRAWN_AUTHOR_NAME, avatarUrl: null }
    : { author: view.authorName ?? WITHDRAWN_AUTHOR_NAME, avatarUrl: view.authorAvatarUrl };

/**
 * A post as the viewer sees it in the list (the detail adds its comments).
 *
 * @example
 * presentPost(view, { viewer: request.user, now: clock() }); // { id, title, …, updateDeleteAuthority: 'ALL', timeAgo: '3분 전' }
 */
export function presentPost(view: PostView, viewpoint: Viewpoint): PostSummary {
  const { viewer, now } = viewpoint;
  return {
    id: view.id,
    title: view.title,
    content: view.content,
    ...authorOf(view),
    imageUrl: view.imageKey ? imageUrlOf(view.imageKey) : null,
    likes: view.likeCount,
    like: view.liked,
    commentCount: view.commentCount,
    createdDate: view.createdAt.toISOString(),
    lastModifiedDate: view.updatedAt.toISOString(),
    timeAgo: formatTimeAgo(view.createdAt, now),
    loanAdviceSummaryReport: view.report,
    updateDeleteAuthority: authorityOf(view.authorId, viewpoint),
    // Guests hold a token too, but only a logged-in member has a name to show.
    loginUserName: viewer && viewer.role !== 'GUEST' ? viewer.name : null,
  };
}

/** A comment as the viewer sees it. */
export function presentComment(view: CommentView, viewpoint: Viewpoint): Comment {
  return {
    id: view.id,
    postId: view.postId,
    ...authorOf(view),
    content: view.content,
    likes: view.likeCount,
    like: view.liked,
    timeAgo: formatTimeAgo(view.createdAt, viewpoint.now),
    updateDeleteAuthority: authorityOf(view.authorId, viewpoint),
    createdDate: view.createdAt.toISOString(),
    lastModifiedDate: view.updatedAt.toISOString(),
  };
}
