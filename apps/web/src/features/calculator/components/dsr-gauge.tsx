import { dsrCopy } from '../dsr-copy.ts';
import { formatPercent } from '../lib/format-percent.ts';
import styles from './dsr-gauge.module.css';

const copy = dsrCopy;

export type DsrGaugeProps = { dsrPercent: number; limitPercent: number; withinLimit: boolean };

/** DSR against its limit (40 % bank, 50 % non-bank) on a 0–100 % bar, the limit marked on it. */
export function DsrGauge({ dsrPercent, limitPercent, withinLimit }: DsrGaugeProps) {
  const dsr = formatPercent(dsrPercent);
  const limit = formatPercent(limitPercent);
  return (
    <div className={styles.gauge} data-over={!withinLimit || undefined}>
      <p className={styles.figures}>
        <span className={styles.label}>{copy.gaugeLabel}</span>
        <span className={styles.value}>{dsr}</span>
        <span className={styles.limit}>{copy.limit(limit)}</span>
      </p>
      <div
        className={styles.track}
        role="meter"
        aria-label={copy.gaugeLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, dsrPercent)}
        aria-valuetext={`${dsr}, ${copy.limit(limit)}`}
      >
        <div className={styles.fill} style={{ width: `${Math.min(100, dsrPercent)}%` }} />
        <div className={styles.marker} style={{ left: `${Math.min(100, limitPercent)}%` }} aria-hidden="true" />
      </div>
      <p className={styles.status}>{withinLimit ? copy.within : copy.over}</p>
    </div>
  );
}
