import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { commonCopy } from '../../../shared/copy/common-copy.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { accountCopy } from '../copy.ts';
import styles from './settings-page.module.css';

/** The account card of a visitor: what logging in gives, and the way back here after it. */
export function GuestAccount() {
  return (
    <>
      <p className={styles.lead}>{accountCopy.settingsGuestLead}</p>
      <Link className={styles.login} to={`${PATHS.loginPage}?redirect=${encodeURIComponent(PATHS.settings)}`}>
        {accountCopy.settingsLogin}
      </Link>
    </>
  );
}

/** The account card while the session's owner is being asked for. */
export function LoadingAccount() {
  return (
    <p className={styles.status} role="status">
      <Spinner size={20} />
      <span className="visually-hidden">{commonCopy.loading}</span>
    </p>
  );
}
