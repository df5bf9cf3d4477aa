import { Link, useLocation } from 'react-router';
import { PATHS } from '../shared/config/paths.ts';
import { hasMemberSession } from '../shared/session/has-member-session.ts';
import { useAppStore } from '../shared/store/app-store.ts';
import { appCopy } from './copy.ts';
import styles from './root-layout.module.css';
import { LineIcon } from '../shared/ui/line-icon.tsx';

const personIcon = (
  <LineIcon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </LineIcon>
);

const gearIcon = (
  <LineIcon>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
  </LineIcon>
);

/**
 * The person's way to their account from the home page and the three tab pages (issue 11). A visitor's 로그인 starts
 * the login and comes back to this page (issue 26: it used to open 설정 and leave them there), beside a way to 설정
 * (약관, 개인정보 처리방침, 문의); a member's 내 정보 opens 설정 (logout, withdrawal).
 */
export function AccountEntry() {
  const isAuthenticated = useAppStore((state) => state.isAuthenticated);
  const { pathname, search } = useLocation();
  const isMember = isAuthenticated || hasMemberSession();

  if (isMember) {
    return (
      <div className={styles.topBar}>
        <Link
          className={styles.accountEntry}
          to={PATHS.settings}
          aria-label={`${appCopy.account.settings} · ${appCopy.account.member}`}
        >
          {personIcon}
          <span>{appCopy.account.member}</span>
        </Link>
      </div>
    );
  }
  const login = `${PATHS.loginPage}?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`;
  return (
    <div className={styles.topBar}>
      <Link className={styles.accountEntry} to={login}>
        {personIcon}
        <span>{appCopy.account.guest}</span>
      </Link>
      <Link className={styles.accountEntry} to={PATHS.settings} aria-label={appCopy.account.settings}>
        {gearIcon}
      </Link>
    </div>
  );
}
