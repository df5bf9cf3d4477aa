import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { commonCopy } from '../../../shared/copy/common-copy.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { kakaoLoginUrl } from '../api/kakao-login-url.ts';
import { accountCopy } from '../copy.ts';
import { useLoginResult } from '../hooks/use-login-result.ts';
import { KakaoLoginButton } from './kakao-login-button.tsx';
import styles from './login-result-page.module.css';

/** `/login-result` = `/login-success`: finishes the login the server started, then returns the person. */
export function LoginResultPage() {
  const { state, retry, redirectQuery } = useLoginResult();
  useDocumentTitle(state.status === 'failed' ? state.title : accountCopy.loginResultTitle);

  if (state.status === 'working') {
    return (
      <section className={styles.page} aria-busy="true">
        <h1 className={styles.title}>{accountCopy.loginResultTitle}</h1>
        <Spinner size={40} />
        <p className={styles.message} role="status">
          {accountCopy.loginResultWorking}
        </p>
      </section>
    );
  }

  if (state.status === 'no-code') {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{accountCopy.loginResultTitle}</h1>
        <p className={styles.message}>{accountCopy.loginResultNoCode}</p>
        <div className={styles.actions}>
          <KakaoLoginButton returnPath={redirectQuery} />
          <Link className={styles.secondary} to={PATHS.home}>
            {commonCopy.goHome}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{state.title}</h1>
      <p className={styles.message} role="alert">
        {state.message}
      </p>
      <div className={styles.actions}>
        {state.retryFrom !== null && (
          <button type="button" className={styles.primary} onClick={retry}>
            {commonCopy.retry}
          </button>
        )}
        {state.canLoginAgain && (
          // A fresh login gets a fresh code; the spent one is never sent again.
          <a
            className={state.retryFrom === null ? styles.primary : styles.secondary}
            href={kakaoLoginUrl(redirectQuery)}
          >
            {accountCopy.loginAgain}
          </a>
        )}
        <Link className={styles.secondary} to={PATHS.home}>
          {commonCopy.goHome}
        </Link>
      </div>
    </section>
  );
}
