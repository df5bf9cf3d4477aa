import { formatWon } from '../../../shared/format/format-won.ts';
import type { LoanForm } from '../../../shared/store/app-store.ts';
import styles from '../../../shared/ui/card.module.css';
import { loanFormCopy } from '../copy-form.ts';

/** Says which house-value amounts (from the safety check) the report will be computed with. */
export function LoanFormHouseValueNote({ form }: { form: LoanForm }) {
  const parts = [
    form.housePrice ? `시세 ${formatWon(form.housePrice)}` : null,
    form.officialPrice ? `공시가격 ${formatWon(form.officialPrice)}` : null,
    form.priorLiens ? `선순위 채권 ${formatWon(form.priorLiens)}` : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return (
    <p className={styles.notice} role="note">
      {loanFormCopy.houseValueNote(parts.join(', '))}
    </p>
  );
}
