import type { KeptSafetyCheck } from '@jipsa/contracts';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { formatKoreanDate } from '../../../shared/format/format-korean-date.ts';
import { formatRate } from '../../../shared/format/format-rate.ts';
import { formatWonRounded } from '../../../shared/format/format-won-rounded.ts';
import { jeonseSafetySearch } from '../../../shared/lib/jeonse-safety-search.ts';
import { jeonseSafetyCopy } from '../copy.ts';
import { keptSafetyCheckCopy as copy } from './kept-copy.ts';
import { useKeptSafetyChecks, useRemoveKeptSafetyCheck } from './kept-safety-checks-api.ts';
import styles from './kept.module.css';

const placeOf = ({ question }: KeptSafetyCheck) => copy.place(question.dongName, question.jibun, question.buildingName);

/** The result page of a kept question: opening it asks again as of today. */
export const keptResultPath = ({ question }: KeptSafetyCheck) =>
  `${PATHS.jeonseSafetyResult}${jeonseSafetySearch(question)}`;

/**
 * A member's kept safety results (issue 50), newest first, beside their reports: each with its day and the verdict
 * it had, opening the result as of today, and removable. Nothing while there is none.
 */
export function KeptSafetyChecksSection() {
  const kept = useKeptSafetyChecks();
  const remove = useRemoveKeptSafetyCheck();
  if (!kept.data || kept.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="kept-safety-checks">
      <h2 id="kept-safety-checks" className={styles.title}>
        {copy.listTitle}
      </h2>
      <p className={styles.hint}>{copy.listHint}</p>
      {remove.isError && (
        <p className={styles.error} role="alert">
          {copy.removeFailed}
        </p>
      )}
      <ul className={styles.list}>
        {kept.data.map((item) => (
          <li key={item.keptSafetyCheckId} className={styles.item}>
            <Link className={styles.link} to={keptResultPath(item)}>
              <span className={styles.place}>{placeOf(item)}</span>
              <span className={styles.detail}>{copy.deposit(formatWonRounded(item.question.rentalDeposit))}</span>
              <span className={styles.detail} data-level={item.riskLevel}>
                {copy.verdictOn(
                  formatKoreanDate(item.checkedOn),
                  jeonseSafetyCopy.levelLabel[item.riskLevel],
                  item.jeonseRatioPercent === null ? null : formatRate(item.jeonseRatioPercent, 1),
                )}
              </span>
            </Link>
            <button
              type="button"
              className={styles.remove}
              aria-label={copy.removeLabel(placeOf(item))}
              disabled={remove.isPending}
              onClick={() => remove.mutate(item.keptSafetyCheckId)}
            >
              {copy.remove}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
