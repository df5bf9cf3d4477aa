import type { JeonseSafetyRequest } from '@jipsa/contracts';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys.ts';
import { hasMemberSession } from '../../../shared/session/has-member-session.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import cardStyles from '../../../shared/ui/card.module.css';
import { keptSafetyCheckCopy as copy } from './kept-copy.ts';
import { useKeepSafetyCheck } from './kept-safety-checks-api.ts';
import styles from './kept.module.css';

/**
 * "이 결과 저장하기" on a safety result (issue 50): a member keeps the question with today's verdict; a guest is asked
 * to log in and comes back to this very result, whose question is its URL.
 */
export function KeepSafetyCheck({ request }: { request: JeonseSafetyRequest }) {
  const isAuthenticated = useAppStore((state) => state.isAuthenticated);
  const openLoginModal = useAppStore((state) => state.openLoginModal);
  const location = useLocation();
  const keep = useKeepSafetyCheck();
  const isMember = isAuthenticated || hasMemberSession();

  if (!isMember) {
    const askLogin = () => {
      window.sessionStorage.setItem(STORAGE_KEYS.loginRedirectPath, `${location.pathname}${location.search}`);
      openLoginModal();
    };
    return (
      <div className={styles.keep}>
        <p className={styles.hint}>{copy.guestHint}</p>
        <button type="button" className={cardStyles.secondaryButton} onClick={askLogin}>
          {copy.guestKeep}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.keep}>
      {keep.isSuccess ? (
        <>
          <p className={styles.hint} role="status">
            {copy.kept}
          </p>
          <Link className={cardStyles.secondaryButton} to={PATHS.depositEntry}>
            {copy.keptLink}
          </Link>
        </>
      ) : (
        <button
          type="button"
          className={cardStyles.secondaryButton}
          disabled={keep.isPending}
          aria-busy={keep.isPending}
          onClick={() => keep.mutate(request)}
        >
          {keep.isPending ? copy.keeping : copy.keep}
        </button>
      )}
      {keep.isError && (
        <p className={styles.error} role="alert">
          {copy.keepFailed}
        </p>
      )}
    </div>
  );
}
