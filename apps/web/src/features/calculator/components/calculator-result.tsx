import { useId, type ReactNode } from 'react';
import { useRevealHeading } from '../../../shared/lib/use-reveal-heading.ts';
import styles from './calculator.module.css';

/**
 * The frame of every calculator's result. Each new result (`revealKey` changes) is brought into view and its
 * heading takes the focus, so a phone shows it without a hunt below the fold and a screen reader reads it
 * (issue 11) — unless `reveal` is false.
 */
export function CalculatorResult({
  title,
  revealKey,
  reveal = true,
  children,
}: {
  title: string;
  revealKey: unknown;
  /** False for a result the person did not ask for (computed again after a reload or a loan edit): it stays put. */
  reveal?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const headingRef = useRevealHeading(revealKey, reveal);

  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.resultTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One labelled figure of a calculator result (inside a `<dl>`). */
export function ResultFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
