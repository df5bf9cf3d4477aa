import { communityCopy } from '../copy.ts';
import { PencilIcon } from './icons.tsx';
import styles from './write-button.module.css';

/** The floating write button above the tab bar. */
export function WriteButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <button type="button" className={styles.write} onClick={onClick} disabled={busy} aria-busy={busy || undefined}>
      <PencilIcon />
      <span>{communityCopy.write}</span>
    </button>
  );
}
