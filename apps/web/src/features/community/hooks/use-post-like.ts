import type { Post } from '@jipsa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { togglePostLike } from '../api/like-post.ts';
import { postDetailQueryKey } from '../api/post-detail.ts';
import { showRefusalOrLog } from '../lib/log-failure.ts';
import { patchPostInLists } from '../lib/post-list-cache.ts';
import { useIsMember } from './use-is-member.ts';

/**
 * The post's like toggle (spec §4 "Likes"): liked → unlike, not liked → like; only a successful (200)
 * answer changes the state and the count; a refusal (403) shows the server's sentence, anything else is only
 * logged. Guests get the login modal.
 */
export function usePostLike(post: Post) {
  const queryClient = useQueryClient();
  const isMember = useIsMember();
  const openLoginModal = useAppStore((state) => state.openLoginModal);
  const [isPending, setIsPending] = useState(false);

  const toggle = async () => {
    if (!isMember) {
      openLoginModal();
      return;
    }
    setIsPending(true);
    try {
      const { like, likes } = await togglePostLike(post.id, post.like);
      queryClient.setQueryData<Post>(postDetailQueryKey(post.id), (current) => current && { ...current, like, likes });
      patchPostInLists(queryClient, post.id, { like, likes });
    } catch (error) {
      showRefusalOrLog(post.like ? 'post unlike' : 'post like', error);
    } finally {
      setIsPending(false);
    }
  };

  return { toggle: () => void toggle(), isPending };
}
