import { groupDigits } from '../../../shared/format/format-won.ts';
import { communityCopy } from '../copy.ts';
import { HeartIcon } from './icons.tsx';
import styles from './like-button.module.css';

export type LikeButtonProps = {
  liked: boolean;
  count: number;
  onToggle: () => void;
  disabled?: boolean;
  /** `small` under a comment. */
  size?: 'large' | 'small';
};

/** A heart toggle with the like count; `aria-pressed` tells whether the viewer likes it. */
export function LikeButton({ liked, count, onToggle, disabled = false, size = 'large' }: LikeButtonProps) {
  return (
    <button
      type="button"
      className={styles.like}
      data-size={size}
      aria-pressed={liked}
      onClick={onToggle}
      disabled={disabled}
    >
      <HeartIcon filled={liked} />
      <span className="visually-hidden">{communityCopy.like}</span>
      <span className={styles.count}>{groupDigits(count)}</span>
    </button>
  );
}
