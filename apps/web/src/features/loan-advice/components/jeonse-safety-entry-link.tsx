import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { jeonseSafetySearch, type JeonseSafetyDraft } from '../../../shared/lib/jeonse-safety-search.ts';
import { loanAdviceCopy as copy } from '../copy.ts';
import styles from './entry-link.module.css';

/** The way into 전세 안전 진단 from another page, carrying what that page already knows. */
export function JeonseSafetyEntryLink({ known }: { known: Partial<JeonseSafetyDraft> }) {
  return (
    <Link className={styles.jeonseSafety} to={`${PATHS.jeonseSafety}${jeonseSafetySearch(known)}`}>
      {copy.jeonseSafetyEntryLink}
    </Link>
  );
}
