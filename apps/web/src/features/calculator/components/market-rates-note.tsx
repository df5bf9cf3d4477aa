import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { calculatorCopy } from '../copy.ts';
import { useMarketRates } from '../api/market-rates.ts';
import styles from './calculator.module.css';

/**
 * The reference rates under the calculators: today's 기준금리 and 신 잔액기준 COFIX with their date, a warning
 * when they are more than 45 days old (issue 13) and the way to their history (issue 28). A reference only: while
 * loading or on an error the calculators work as before, so nothing is shown.
 */
export function MarketRatesNote() {
  const { data } = useMarketRates();
  if (data === undefined) return null;
  return (
    <>
      <p className={data.marketRatesStale ? styles.staleNote : styles.note} role="note">
        {calculatorCopy.marketRates(data)}
      </p>
      <p className={styles.note}>
        <Link to={PATHS.rates}>{calculatorCopy.rateHistoryLink}</Link>
      </p>
    </>
  );
}
