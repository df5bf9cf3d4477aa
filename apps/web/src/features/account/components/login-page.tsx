import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { api } from '../../../shared/api/api.ts';
import { accountCopy } from '../copy.ts';
import { KakaoLoginButton } from './kakao-login-button.tsx';
import styles from './login-page.module.css';

/** `/login-page`: Kakao login, or carry on as a guest. `?redirect=/path` is where to come back to. */
export function LoginPage() {
  useDocumentTitle(accountCopy.loginPageTitle);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  const browseAsGuest = () => {
    // A guest token lets the person get reports right away; without one the pages still work and ask again.
    api
      .ensureGuestToken()
      .catch(() => undefined)
      .finally(() => void navigate(PATHS.home));
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{accountCopy.loginPageTitle}</h1>
      <p className={styles.lead}>{accountCopy.loginPageLead}</p>
      <KakaoLoginButton returnPath={searchParams.get('redirect')} />
      <button type="button" className={styles.guest} onClick={browseAsGuest}>
        {accountCopy.browseAsGuest}
      </button>
    </section>
  );
}
