import type { CSSProperties, ReactNode } from 'react';
import { commonCopy } from '../../../shared/copy/common-copy.ts';
import styles from './loading-skeleton.module.css';

export type LoadingSkeletonProps = {
  /** The page heading while it loads. */
  title: string;
  children: ReactNode;
};

/** The frame of a skeleton screen: a busy status region with a heading and grey placeholder shapes. */
export function LoadingSkeleton({ title, children }: LoadingSkeletonProps) {
  return (
    <section className={styles.page} role="status" aria-busy="true" aria-live="polite">
      <h1 className={styles.title}>{title}</h1>
      <span className="visually-hidden">{commonCopy.loading}</span>
      <div aria-hidden="true" style={{ display: 'contents' }}>
        {children}
      </div>
    </section>
  );
}

type BoneProps = { width?: CSSProperties['width']; height: number; round?: boolean };

/** One grey placeholder shape. */
LoadingSkeleton.Bone = function Bone({ width = '100%', height, round = false }: BoneProps) {
  return (
    <span className={round ? `${styles.bone} ${styles.circle}` : styles.bone} style={{ width, height, flex: 'none' }} />
  );
};

/** A white card of placeholder shapes. */
LoadingSkeleton.Card = function Card({ children }: { children: ReactNode }) {
  return <div className={styles.card}>{children}</div>;
};

/** Placeholder shapes side by side. */
LoadingSkeleton.Row = function Row({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
};
