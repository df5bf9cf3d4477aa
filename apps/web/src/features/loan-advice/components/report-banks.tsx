import type { Bank } from '@jipsa/domain';
import { BANK_NAMES } from '../../../shared/copy/institution-names.ts';
import { BankIcon } from '../../../shared/ui/bank-icon.tsx';
import { reportCopy } from '../copy-report.ts';
import styles from './report-page.module.css';
import { ReportSection } from './report-section.tsx';

/** The banks that lend the chosen product. */
export function ReportBanks({ banks }: { banks: readonly Bank[] }) {
  if (banks.length === 0) return null;
  return (
    <ReportSection title={reportCopy.banksHeading}>
      <p className={styles.text}>{reportCopy.banksHint}</p>
      <ul className={styles.banks}>
        {banks.map((bank) => (
          <li key={bank} className={styles.bank}>
            <BankIcon bank={bank} decorative />
            {BANK_NAMES[bank]}
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}
