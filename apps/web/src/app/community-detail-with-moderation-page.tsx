import type { Block, Comment, Post, UnderReview } from '@jipsa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { postDetailQueryKey } from '../features/community/api/post-detail.ts';
import { POST_LISTS_QUERY_KEY } from '../features/community/api/sorted-posts.ts';
import { CommunityDetailPage, type DetailModeration } from '../features/community/components/community-detail-page.tsx';
import { BLOCKS_QUERY_KEY, deleteBlock } from '../features/moderation/api/blocks.ts';
import { moderationCopy } from '../features/moderation/copy.ts';
import { BlockedUsersSection } from '../features/moderation/components/blocked-users-section.tsx';
import { ModerationMenu } from '../features/moderation/components/moderation-menu.tsx';
import { UnderReviewNotice } from '../features/moderation/components/under-review-notice.tsx';
import { PATHS } from '../shared/config/paths.ts';
import { flashNoticeState } from '../shared/lib/flash-notice.ts';

/**
 * `/community/detail` with reporting and blocking (issue 33): the board and moderation are features of their own;
 * the app puts the moderation menu on what others wrote and the under-review notice on one's own hidden items. A
 * block takes the author's items off what this member sees at once: their post sends the member back to the board.
 */
export function CommunityDetailWithModerationPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  const moderation = useMemo<DetailModeration>(() => {
    // 되돌리기 on the notice lifts the block at once and brings the member back to the post (issue 50).
    const undoBlock = (block: Block, post: Post) => {
      void deleteBlock(block.blockId).then(
        () => {
          void queryClient.invalidateQueries({ queryKey: POST_LISTS_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: postDetailQueryKey(post.id) });
          void queryClient.invalidateQueries({ queryKey: BLOCKS_QUERY_KEY });
          void navigate(here, { replace: true, state: flashNoticeState(moderationCopy.undoDone) });
        },
        () => void navigate(here, { replace: true, state: flashNoticeState(moderationCopy.unblockFailed) }),
      );
    };
    const afterBlock = (block: Block, post: Post, leavesPost: boolean) => {
      const notice = flashNoticeState(moderationCopy.blockDone(block.label), {
        label: moderationCopy.undo,
        run: () => undoBlock(block, post),
      });
      if (leavesPost) {
        void navigate(PATHS.community, { replace: true, state: notice });
        queryClient.removeQueries({ queryKey: postDetailQueryKey(post.id), exact: true });
      } else {
        void navigate(here, { replace: true, state: notice });
        void queryClient.invalidateQueries({ queryKey: postDetailQueryKey(post.id) });
      }
      void queryClient.invalidateQueries({ queryKey: POST_LISTS_QUERY_KEY });
    };
    const refreshAfterReport = (post: Post) => (hidden: boolean) => {
      if (hidden) void queryClient.invalidateQueries({ queryKey: POST_LISTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: postDetailQueryKey(post.id) });
    };
    return {
      postActions: (post: Post) => (
        <ModerationMenu
          targetType="POST"
          targetId={post.id}
          author={post.author}
          label={moderationCopy.postMenu}
          onBlocked={(block) => afterBlock(block, post, true)}
          onReported={refreshAfterReport(post)}
        />
      ),
      commentActions: (comment: Comment, post: Post) => (
        <ModerationMenu
          targetType="COMMENT"
          targetId={comment.id}
          author={comment.author}
          label={moderationCopy.commentMenu(comment.author)}
          // The post's own author blocked from their comment: the post goes too.
          onBlocked={(block) => afterBlock(block, post, block.label === post.author)}
          onReported={refreshAfterReport(post)}
        />
      ),
      reviewNotice: (review: UnderReview) => <UnderReviewNotice review={review} />,
      // The settings page's list of blocks, right here: the member picks the author to unblock (issue 50).
      unblockAction: (onUnblocked: () => void) => (
        <BlockedUsersSection
          onUnblocked={() => {
            onUnblocked();
            void queryClient.invalidateQueries({ queryKey: POST_LISTS_QUERY_KEY });
          }}
        />
      ),
    };
  }, [queryClient, navigate, here]);

  return <CommunityDetailPage moderation={moderation} />;
}
