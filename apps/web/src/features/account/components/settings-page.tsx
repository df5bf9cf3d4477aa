import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { PATHS } from '../../../shared/config/paths.ts';
import { commonCopy } from '../../../shared/copy/common-copy.ts';
import { flashNoticeState } from '../../../shared/lib/flash-notice.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { hasMemberSession } from '../../../shared/session/has-member-session.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useLogoutMutation } from '../api/logout.ts';
import { useMeQuery } from '../api/me-query.ts';
import { useWithdrawMutation } from '../api/withdraw.ts';
import { accountCopy, CONTACT_EMAIL } from '../copy.ts';
import { clearPersonalData } from '../lib/clear-personal-data.ts';
import styles from './settings-page.module.css';

type Confirming = 'logout' | 'withdraw' | null;

const CONTACT_HREF = `mailto:${CONTACT_EMAIL}?${new URLSearchParams({ subject: '[집사] 문의' }).toString().replaceAll('+', '%20')}`;

/** `/settings`: service information for everyone; logout and withdrawal for members, each behind a confirm modal. */
export function SettingsPage() {
  useDocumentTitle(accountCopy.settingsTitle);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setAuthenticated = useAppStore((state) => state.setAuthenticated);
  const closeLoginModal = useAppStore((state) => state.closeLoginModal);

  // Only a browser with a session asks who it is: a visitor must not be sent to login by this page.
  const [hasSession, setHasSession] = useState(hasMemberSession);
  const me = useMeQuery(hasSession);
  const isMember = me.data !== undefined && me.data.roleType !== 'GUEST';
  // A 401 here means the session could not be refreshed: the person is a visitor again.
  const meFailedToLoad = hasSession && me.isError && !(me.error instanceof ApiError && me.error.status === 401);

  const [confirming, setConfirming] = useState<Confirming>(null);
  const logoutMutation = useLogoutMutation();
  const withdrawMutation = useWithdrawMutation();

  useEffect(() => {
    if (isMember) setAuthenticated(true);
  }, [isMember, setAuthenticated]);

  const leave = (notice: string) => {
    setHasSession(false);
    clearPersonalData();
    closeLoginModal();
    setConfirming(null);
    void Promise.resolve(navigate(PATHS.home, { replace: true, state: flashNoticeState(notice) })).then(() =>
      queryClient.clear(),
    );
  };

  // The browser forgets the session even when the server could not be told: that is what the person asked for.
  const confirmLogout = () => logoutMutation.mutate(undefined, { onSettled: () => leave(accountCopy.logoutDone) });
  const confirmWithdraw = () =>
    withdrawMutation.mutate(undefined, { onSuccess: () => leave(accountCopy.withdrawDone) });
  const cancel = () => {
    setConfirming(null);
    withdrawMutation.reset();
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{accountCopy.settingsTitle}</h1>

      <section className={styles.card} aria-labelledby="settings-account">
        <h2 id="settings-account" className={styles.heading}>
          {accountCopy.settingsAccountHeading}
        </h2>
        {hasSession && me.isPending ? (
          <p className={styles.status} role="status">
            <Spinner size={20} />
            <span className="visually-hidden">{commonCopy.loading}</span>
          </p>
        ) : isMember ? (
          <p className={styles.profile}>{accountCopy.settingsSignedInAs(me.data.name)}</p>
        ) : meFailedToLoad ? (
          <div role="alert" className={styles.status}>
            <p>{accountCopy.settingsMeFailed}</p>
            <button type="button" className={styles.inlineButton} onClick={() => void me.refetch()}>
              {commonCopy.retry}
            </button>
          </div>
        ) : (
          <>
            <p className={styles.lead}>{accountCopy.settingsGuestLead}</p>
            <Link className={styles.login} to={`${PATHS.loginPage}?redirect=${encodeURIComponent(PATHS.settings)}`}>
              {accountCopy.settingsLogin}
            </Link>
          </>
        )}
      </section>

      <nav className={styles.card} aria-labelledby="settings-service">
        <h2 id="settings-service" className={styles.heading}>
          {accountCopy.settingsServiceHeading}
        </h2>
        <ul className={styles.list}>
          <li>
            <Link className={styles.row} to={PATHS.home}>
              {accountCopy.aboutService}
            </Link>
          </li>
          <li>
            <Link className={styles.row} to={PATHS.termsOfService}>
              {accountCopy.termsLink}
            </Link>
          </li>
          <li>
            <Link className={styles.row} to={PATHS.privacyPolicy}>
              {accountCopy.privacyLink}
            </Link>
          </li>
          <li>
            <a className={styles.row} href={CONTACT_HREF}>
              {accountCopy.contact}
            </a>
          </li>
        </ul>
      </nav>

      {isMember && (
        <ul className={`${styles.card} ${styles.list}`}>
          <li>
            <button type="button" className={styles.row} onClick={() => setConfirming('logout')}>
              {accountCopy.logout}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={`${styles.row} ${styles.danger}`}
              onClick={() => setConfirming('withdraw')}
            >
              {accountCopy.withdraw}
            </button>
          </li>
        </ul>
      )}

      <ConfirmModal
        open={confirming === 'logout'}
        title={accountCopy.logoutConfirmTitle}
        confirmLabel={accountCopy.logout}
        onConfirm={confirmLogout}
        onCancel={cancel}
        isPending={logoutMutation.isPending}
      >
        <p>{accountCopy.logoutConfirmBody}</p>
      </ConfirmModal>
      <ConfirmModal
        open={confirming === 'withdraw'}
        title={accountCopy.withdrawConfirmTitle}
        confirmLabel={accountCopy.withdrawConfirm}
        onConfirm={confirmWithdraw}
        onCancel={cancel}
        isPending={withdrawMutation.isPending}
        tone="danger"
        error={withdrawMutation.isError ? accountCopy.withdrawFailed : null}
      >
        {accountCopy.withdrawConfirmBody.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </ConfirmModal>
    </section>
  );
}
