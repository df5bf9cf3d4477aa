import { useState } from 'react';
import { communityDetailPath } from '../../../shared/config/paths.ts';
import { communityCopy } from '../copy.ts';
import styles from './post-detail.module.css';

/**
 * Shares the post's link (issue 11): the system share sheet where the browser has one (phones), else the link
 * is copied and the page says so. Cancelling the share sheet is not an error.
 */
export function SharePostButton({ postId, title }: { postId: string; title: string }) {
  const [status, setStatus] = useState<string | null>(null);
  const url = `${window.location.origin}${communityDetailPath(postId)}`;

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(communityCopy.shareCopied);
    } catch {
      setStatus(communityCopy.shareFailed(url));
    }
  };

  return (
    <div className={styles.share}>
      <button type="button" className={styles.shareButton} onClick={() => void share()}>
        {communityCopy.share}
      </button>
      <p className={styles.shareStatus} role="status">
        {status}
      </p>
    </div>
  );
}
