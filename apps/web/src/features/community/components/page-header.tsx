import type { ReactNode } from 'react';
import { communityCopy } from '../copy.ts';
import styles from './page-header.module.css';

export type PageHeaderProps = {
  title: string;
  onBack: () => void;
  /** At the right end, e.g. the complete button or the author's menu. */
  trailing?: ReactNode;
};

/** The top bar of the community's inner screens: back, the screen's title, an optional action. */
export function PageHeader({ title, onBack, trailing }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <button type="button" className={styles.back} onClick={onBack} aria-label={communityCopy.back}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.trailing}>{trailing}</div>
    </header>
  );
}
