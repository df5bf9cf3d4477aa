import { JEONSE_RATIO_LINES } from '@jipsa/domain';
import { jeonseSafetyCopy as copy } from '../copy.ts';
import styles from './jeonse-safety.module.css';

/** The bar's full width is the house value; a deposit over it fills the bar and the caption says how far over. */
const BAR_SCALE_PERCENT = 100;
const LINES = [JEONSE_RATIO_LINES.comfortable, JEONSE_RATIO_LINES.risky, JEONSE_RATIO_LINES.guaranteeCap];

const position = (percent: number) => `${(Math.min(percent, BAR_SCALE_PERCENT) / BAR_SCALE_PERCENT) * 100}%`;

/** Deposit + 선순위 against the house value, with the 70 / 80 / 90 % lines. */
export function JeonseRatioBar({ ratioPercent }: { ratioPercent: number }) {
  const level =
    ratioPercent > JEONSE_RATIO_LINES.guaranteeCap
      ? 'DANGER'
      : ratioPercent > JEONSE_RATIO_LINES.comfortable
        ? 'CAUTION'
        : 'SAFE';
  return (
    <figure className={styles.bar} aria-label={copy.barLabel(ratioPercent)} role="img">
      <div className={styles.barTrack}>
        <div className={`${styles.barFill} ${styles[level]}`} style={{ width: position(ratioPercent) }} />
        {LINES.map((line) => (
          <span key={line} className={styles.barLine} style={{ left: position(line) }} data-line={line}>
            <span className={styles.barLineLabel}>{line}%</span>
          </span>
        ))}
      </div>
      <figcaption className={styles.barCaption}>
        {copy.barLegend} <strong>{ratioPercent}%</strong>
      </figcaption>
    </figure>
  );
}
