import type { Comment, Post } from '@jipsa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { createComment, deleteComment, toggleCommentLike } from '../api/comments.ts';
import { postDetailQueryKey } from '../api/post-detail.ts';
import { logFailure, showRefusalOrLog } from '../lib/log-failure.ts';
import { patchPostInLists } from '../lib/post-list-cache.ts';
import { useIsMember } from './use-is-member.ts';

/**
 * Adding, deleting and liking comments (spec §4, §8): after each success the post is fetched again (its
 * comments and counts are the server's); a refused add or like (403) shows the server's sentence, other failures
 * are only logged. Guests get the login modal.
 */
export function useCommentActions(postId: string) {
  const queryClient = useQueryClient();
  const isMember = useIsMember();
  const openLoginModal = useAppStore((state) => state.openLoginModal);
  const [busyCommentId, setBusyCommentId] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  const refetchPost = async () => {
    await queryClient.refetchQueries({ queryKey: postDetailQueryKey(postId), exact: true });
    const post = queryClient.getQueryData<Post>(postDetailQueryKey(postId));
    if (post)
      patchPostInLists(queryClient, postId, { commentCount: post.commentCount, likes: post.likes, like: post.like });
  };

  const requireMember = () => {
    if (!isMember) openLoginModal();
    return isMember;
  };

  /** Resolves true when the comment was added. */
  const add = async (content: string): Promise<boolean> => {
    if (!requireMember()) return false;
    setIsAdding(true);
    try {
      await createComment(postId, content);
      await refetchPost();
      return true;
    } catch (error) {
      showRefusalOrLog('comment add', error);
      return false;
    } finally {
      setIsAdding(false);
    }
  };

  const remove = async (commentId: string) => {
    setBusyCommentId(commentId);
    try {
      await deleteComment(commentId);
      await refetchPost();
    } catch (error) {
      logFailure('comment delete', error);
    } finally {
      setBusyCommentId(null);
    }
  };

  const toggleLike = async (comment: Comment) => {
    if (!requireMember()) return;
    setBusyCommentId(comment.id);
    try {
      const { like, likes } = await toggleCommentLike(comment.id, comment.like);
      queryClient.setQueryData<Post>(
        postDetailQueryKey(postId),
        (current) =>
          current && {
            ...current,
            comments: current.comments.map((each) => (each.id === comment.id ? { ...each, like, likes } : each)),
          },
      );
      await refetchPost();
    } catch (error) {
      showRefusalOrLog(comment.like ? 'comment unlike' : 'comment like', error);
    } finally {
      setBusyCommentId(null);
    }
  };

  return { add, remove, toggleLike, isAdding, busyCommentId };
}
