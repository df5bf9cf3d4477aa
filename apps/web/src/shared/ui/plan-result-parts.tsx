import type { ReactNode } from 'react';
import { formatKoreanDate } from '../format/format-korean-date.ts';
import styles from './plan-page.module.css';
import { sourceCopy, type SourceCertainty } from '../copy/source-copy.ts';

/** One figure of a plan (inside a `<dl>`): what it is, and its date or amount. */
export function PlanFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The conditions a plan rests on, each with how sure it is. */
export function PlanConditionList({
  conditions,
}: {
  conditions: readonly { code: string; message: string; certainty: SourceCertainty }[];
}) {
  return (
    <ul className={styles.list}>
      {conditions.map((condition) => (
        <li key={condition.code} className={styles.text}>
          {condition.message} <span className={styles.small}>({sourceCopy.certainty[condition.certainty]})</span>
        </li>
      ))}
    </ul>
  );
}

type DatedStep = { code: string; date: string; passed: boolean; title: string; detail: string };

/** A plan's deadlines in order, the passed ones marked; `note` adds a line under a step (its source, say). */
export function PlanDeadlineTimeline<Step extends DatedStep>({
  steps,
  passedLabel,
  note,
}: {
  steps: readonly Step[];
  passedLabel: string;
  note?: (step: Step) => ReactNode;
}) {
  return (
    <ol className={styles.list}>
      {steps.map((step) => (
        <li key={step.code} className={styles.step} data-passed={step.passed}>
          <span className={styles.stepDate}>
            {formatKoreanDate(step.date)}
            {step.passed && ` · ${passedLabel}`}
          </span>
          <span className={styles.stepTitle}>{step.title}</span>
          <span className={styles.text}>{step.detail}</span>
          {note?.(step)}
        </li>
      ))}
    </ol>
  );
}
