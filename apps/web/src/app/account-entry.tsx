import { Link } from 'react-router';
import { PATHS } from '../shared/config/paths.ts';
import { hasMemberSession } from '../shared/session/has-member-session.ts';
import { useAppStore } from '../shared/store/app-store.ts';
import { appCopy } from './copy.ts';
import styles from './root-layout.module.css';

/**
 * The way to 설정 (logout, withdraw, 약관, 개인정보 처리방침) from the home page and the three tab pages, showing
 * whether the person is logged in (issue 11).
 */
export function AccountEntry() {
  const isAuthenticated = useAppStore((state) => state.isAuthenticated);
  const isMember = isAuthenticated || hasMemberSession();
  const label = isMember ? appCopy.account.member : appCopy.account.guest;
  return (
    <div className={styles.topBar}>
      <Link className={styles.accountEntry} to={PATHS.settings} aria-label={`${appCopy.account.settings} · ${label}`}>
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
        </svg>
        <span>{label}</span>
      </Link>
    </div>
  );
}
