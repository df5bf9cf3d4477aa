import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { jeonseSafetyCopy as copy } from '../copy-jeonse-safety.ts';
import { jeonseSafetySearch, type JeonseSafetyDraft } from '../lib/jeonse-safety-params.ts';
import styles from './jeonse-safety.module.css';

/** The way into 전세 안전 진단 from another page, carrying what that page already knows. */
export function JeonseSafetyEntryLink({ known }: { known: Partial<JeonseSafetyDraft> }) {
  return (
    <Link className={styles.entryLink} to={`${PATHS.jeonseSafety}${jeonseSafetySearch(known)}`}>
      {copy.entryLink}
    </Link>
  );
}
