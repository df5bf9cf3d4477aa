import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { accountCopy } from '../copy.ts';
import { KakaoLoginButton } from './kakao-login-button.tsx';
import styles from './login-page.module.css';

export function LoginPage() {
  useDocumentTitle(accountCopy.loginPageTitle);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{accountCopy.loginPageTitle}</h1>
      <p className={styles.lead}>{accountCopy.loginPageLead}</p>
      <KakaoLoginButton />
      <Link className={styles.guest} to={PATHS.home}>
        {accountCopy.browseAsGuest}
      </Link>
    </section>
  );
}
