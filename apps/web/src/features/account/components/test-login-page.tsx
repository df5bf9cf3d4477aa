import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { accountCopy } from '../copy.ts';
import { KakaoLoginButton } from './kakao-login-button.tsx';
import styles from './login-page.module.css';

/** Spec `/test`: a test login page with a heading and the social login button. */
export function TestLoginPage() {
  useDocumentTitle(accountCopy.testTitle);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{accountCopy.testTitle}</h1>
      <p className={styles.lead}>{accountCopy.testLead}</p>
      <KakaoLoginButton />
    </section>
  );
}
