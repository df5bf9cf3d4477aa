import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { commonCopy } from '../../../shared/copy/common-copy.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { onboardingCopy } from '../copy.ts';
import styles from './home-page.module.css';

export function HomePage() {
  useDocumentTitle(null);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{onboardingCopy.homeTitle}</h1>
      <p className={styles.lead}>{onboardingCopy.homeLead}</p>
      <p className={styles.notice}>{commonCopy.preparing}</p>
      <Link className={styles.start} to={PATHS.depositEntry}>
        {onboardingCopy.start}
      </Link>
    </section>
  );
}
