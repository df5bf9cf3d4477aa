import type { Comment, Post, UnderReview } from '@jipsa/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { PATHS } from '../../../shared/config/paths.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { ErrorView } from '../../../shared/ui/error-view.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { usePostDetailQuery } from '../api/post-detail.ts';
import { communityCopy } from '../copy.ts';
import { useCommentActions } from '../hooks/use-comment-actions.ts';
import { useDeletePost } from '../hooks/use-delete-post.ts';
import { usePostLike } from '../hooks/use-post-like.ts';
import { readDetailState, type EditorState, type ModifyCommentState } from '../lib/navigation-state.ts';
import { readPostDraft } from '../lib/post-draft.ts';
import { rememberPostId, resolvePostId } from '../lib/remembered-post-id.ts';
import { CommentInput } from './comment-input.tsx';
import { CommentItem } from './comment-item.tsx';
import { MoreMenu } from './more-menu.tsx';
import { PageHeader } from './page-header.tsx';
import { PostArticle } from './post-article.tsx';
import { SharePostButton } from './share-post-button.tsx';
import styles from './post-detail.module.css';

/** The id names no post this person can see: say so, no retry that would fail again. */
const isMissingPost = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 404);
/** The member blocked the post's author (issue 50): the post is there, only kept from them. */
const isBlockedAuthorsPost = (error: unknown) => error instanceof ApiError && error.errorCode === 'AUTHOR_BLOCKED';

/**
 * What another feature adds to the detail screen (issue 33: reporting and blocking), put in by the app: actions on
 * an item someone else wrote, and the notice its author sees on an item under review.
 */
export type DetailModeration = {
  postActions: (post: Post) => ReactNode;
  commentActions: (comment: Comment, post: Post) => ReactNode;
  reviewNotice: (review: UnderReview) => ReactNode;
  /** On a post whose author the member blocked: how to lift the block; `onUnblocked` shows the post again. */
  unblockAction: (onUnblocked: () => void) => ReactNode;
};

/**
 * /community/detail (spec §2 "Post detail screen"): the post named by `?postId=` (links, new tabs, shared
 * URLs; issue 11), else by the navigation state's `postId`, else by `communityDetailId` in sessionStorage;
 * its like toggle, comments oldest first, the comment field, the share action and the author's menus.
 */
export function CommunityDetailPage({ moderation }: { moderation?: DetailModeration }) {
  useDocumentTitle(communityCopy.detailTitle);
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const linkedId = searchParams.get('postId') || readDetailState(location.state);
  const postId = resolvePostId(linkedId);
  const query = usePostDetailQuery(postId);

  useEffect(() => {
    if (linkedId !== null) rememberPostId(linkedId);
  }, [linkedId]);

  const post = query.data;
  const goToList = () => void navigate(PATHS.community);
  return (
    <section className={styles.page}>
      <PageHeader
        title={communityCopy.detailTitle}
        onBack={goToList}
        trailing={
          post && (post.updateDeleteAuthority === 'ALL' ? <PostMenu post={post} /> : moderation?.postActions(post))
        }
      />
      {query.isError && isBlockedAuthorsPost(query.error) ? (
        <div className={styles.notice}>
          <p>{communityCopy.postOfBlockedAuthor}</p>
          {moderation && <p>{communityCopy.unblockToRead}</p>}
          {moderation?.unblockAction(() => void query.refetch())}
          <Link to={PATHS.community}>{communityCopy.backToCommunity}</Link>
        </div>
      ) : postId === null || (query.isError && isMissingPost(query.error)) ? (
        <div className={styles.notice}>
          <p>{communityCopy.postNotFound}</p>
          <Link to={PATHS.community}>{communityCopy.backToCommunity}</Link>
        </div>
      ) : query.isError ? (
        <ErrorView onRetry={() => void query.refetch()} />
      ) : post ? (
        <PostDetail post={post} moderation={moderation} />
      ) : (
        <div className={styles.notice} role="status">
          <Spinner />
          <span className="visually-hidden">{communityCopy.loadingPost}</span>
        </div>
      )}
    </section>
  );
}

/** The author's menu of the post: edit (with the post as the draft) or delete after confirming. */
function PostMenu({ post }: { post: Post }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { remove, isDeleting } = useDeletePost(post.id);
  if (post.updateDeleteAuthority !== 'ALL') return null;

  const edit = () => {
    const draft = readPostDraft(post);
    if (!draft) return;
    const state: EditorState = { communityDetail: draft };
    void navigate(PATHS.communityModify, { state });
  };
  const confirmDelete = async () => {
    if (!(await remove())) setConfirming(false);
  };

  return (
    <>
      <MoreMenu label={communityCopy.postMenu} onEdit={edit} onDelete={() => setConfirming(true)} />
      <ConfirmModal
        open={confirming}
        title={communityCopy.deletePostTitle}
        confirmLabel={communityCopy.deleteConfirm}
        tone="danger"
        isPending={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        <p>{communityCopy.deletePostBody}</p>
      </ConfirmModal>
    </>
  );
}

function PostDetail({ post, moderation }: { post: Post; moderation: DetailModeration | undefined }) {
  const navigate = useNavigate();
  const like = usePostLike(post);
  const comments = useCommentActions(post.id);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const commentListRef = useRef<HTMLOListElement>(null);
  // Set before the comment is sent: the refreshed post may render before the send resolves (issue 11).
  const revealNewComment = useRef(false);

  const addComment = async (content: string) => {
    revealNewComment.current = true;
    const added = await comments.add(content);
    if (!added) revealNewComment.current = false;
    return added;
  };
  useEffect(() => {
    if (!revealNewComment.current) return;
    revealNewComment.current = false;
    commentListRef.current?.lastElementChild?.scrollIntoView?.({ block: 'center' });
  }, [post.comments.length]);

  const editComment = (comment: Comment) => {
    const state: ModifyCommentState = { comment };
    void navigate(PATHS.communityModifyComment, { state });
  };
  const confirmDeleteComment = async () => {
    if (deleting) await comments.remove(deleting.id);
    setDeleting(null);
  };

  return (
    <>
      <PostArticle
        post={post}
        onToggleLike={like.toggle}
        isLiking={like.isPending}
        notice={post.underReview && moderation?.reviewNotice(post.underReview)}
      />
      <SharePostButton postId={post.id} title={post.title} />
      <section className={styles.comments} aria-labelledby="community-comments-title">
        <h2 id="community-comments-title" className={styles.commentsTitle}>
          {communityCopy.commentsTitle} <span className={styles.commentsCount}>{post.commentCount}</span>
        </h2>
        {post.comments.length === 0 ? (
          <p className={styles.noComments}>{communityCopy.noComments}</p>
        ) : (
          <ol ref={commentListRef} className={styles.commentList}>
            {post.comments.map((comment) => (
              <li key={comment.id}>
                <CommentItem
                  comment={comment}
                  busy={comments.busyCommentId === comment.id}
                  onToggleLike={(target) => void comments.toggleLike(target)}
                  onEdit={editComment}
                  onDelete={setDeleting}
                  actions={comment.updateDeleteAuthority === 'ALL' ? null : moderation?.commentActions(comment, post)}
                  notice={comment.underReview && moderation?.reviewNotice(comment.underReview)}
                />
              </li>
            ))}
          </ol>
        )}
      </section>
      <CommentInput onSubmit={addComment} isSubmitting={comments.isAdding} />
      <ConfirmModal
        open={deleting !== null}
        title={communityCopy.deleteCommentTitle}
        confirmLabel={communityCopy.deleteConfirm}
        tone="danger"
        isPending={deleting !== null && comments.busyCommentId === deleting.id}
        onConfirm={() => void confirmDeleteComment()}
        onCancel={() => setDeleting(null)}
      >
        <p>{communityCopy.deleteCommentBody}</p>
      </ConfirmModal>
    </>
  );
}
