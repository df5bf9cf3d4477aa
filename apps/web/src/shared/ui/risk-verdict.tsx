import type { JeonseRiskLevel } from '@jipsa/domain';
import type { Ref } from 'react';
import styles from './card.module.css';

type RiskVerdictProps = {
  level: JeonseRiskLevel;
  label: string;
  text: string;
  /** Given when the page moves focus to the verdict (it then takes focus, not a tab stop). */
  ref?: Ref<HTMLDivElement>;
};

/** A risk verdict as one card: the level as a badge, then the sentence; its colour follows `data-risk`. */
export function RiskVerdict({ level, label, text, ref }: RiskVerdictProps) {
  return (
    <div ref={ref} tabIndex={ref ? -1 : undefined} className={styles.verdict} data-risk={level}>
      <span className={styles.badge}>{label}</span>
      <p className={styles.verdictText}>{text}</p>
    </div>
  );
}
