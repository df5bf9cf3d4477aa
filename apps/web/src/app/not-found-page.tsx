import { Link } from 'react-router';
import { PATHS } from '../shared/config/paths.ts';
import { commonCopy } from '../shared/copy/common-copy.ts';
import { useDocumentTitle } from '../shared/lib/use-document-title.ts';
import { appCopy } from './copy.ts';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  useDocumentTitle(appCopy.notFoundTitle);
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{appCopy.notFoundTitle}</h1>
      <p className={styles.body}>{appCopy.notFoundBody}</p>
      <Link className={styles.home} to={PATHS.home}>
        {commonCopy.goHome}
      </Link>
    </section>
  );
}
