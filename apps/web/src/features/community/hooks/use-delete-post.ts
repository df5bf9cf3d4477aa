import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { PATHS } from '../../../shared/config/paths.ts';
import { useWhenGone } from '../../../shared/lib/use-when-gone.ts';
import { deletePost } from '../api/delete-post.ts';
import { postDetailQueryKey } from '../api/post-detail.ts';
import { communityCopy } from '../copy.ts';
import { removePostFromLists } from '../lib/post-list-cache.ts';

/**
 * Deleting a post after the confirm modal (spec §4, §8): on success the board without it; a refused
 * call (the server answered, not 200) alerts the server's message; a call that never got an answer alerts
 * that only one's own post can be deleted.
 */
export function useDeletePost(postId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isDeleting, setIsDeleting] = useState(false);
  const whenGone = useWhenGone();

  const remove = async (): Promise<boolean> => {
    setIsDeleting(true);
    try {
      await deletePost(postId);
    } catch (error) {
      const answered = error instanceof ApiError && error.status > 0;
      window.alert(answered ? error.message : communityCopy.deleteOwnPostOnly);
      setIsDeleting(false);
      return false;
    }
    removePostFromLists(queryClient, postId);
    // Only once the detail screen is gone, or its query would ask for the deleted post again.
    whenGone(() => queryClient.removeQueries({ queryKey: postDetailQueryKey(postId), exact: true }));
    void navigate(PATHS.community, { replace: true });
    return true;
  };

  return { remove, isDeleting };
}
