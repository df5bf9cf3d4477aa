import type { PostSummary } from '@jipsa/contracts';
import { useEffect, useEffectEvent } from 'react';
import styles from './community-page.module.css';
import { PostCard } from './post-card.tsx';

/**
 * The board's cards. Their code loads beside the first posts, after the page is live (issue 10); `onShown` says when
 * the cards are on screen, so the board's place is put back only once there is something to scroll to.
 */
export function PostList({
  posts,
  busy,
  onOpen,
  onShown,
}: {
  posts: readonly PostSummary[];
  busy: boolean;
  onOpen: (postId: string) => void;
  onShown: () => void;
}) {
  const announceShown = useEffectEvent(onShown);
  useEffect(() => announceShown(), []);

  return (
    <ul className={styles.list} aria-busy={busy || undefined}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
