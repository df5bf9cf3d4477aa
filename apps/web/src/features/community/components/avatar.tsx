import { communityCopy } from '../copy.ts';
import styles from './avatar.module.css';

export type AvatarProps = { author: string; avatarUrl: string | null; size?: number };

/** The author's profile photo, or their first letter on a tinted circle when they have none. */
export function Avatar({ author, avatarUrl, size = 36 }: AvatarProps) {
  const dimensions = { width: size, height: size };
  if (avatarUrl) {
    return (
      <img
        className={styles.avatar}
        src={avatarUrl}
        alt={communityCopy.avatarAlt(author)}
        style={dimensions}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span className={styles.monogram} style={{ ...dimensions, fontSize: size * 0.42 }} aria-hidden="true">
      {[...author.trim()][0] ?? '?'}
    </span>
  );
}
