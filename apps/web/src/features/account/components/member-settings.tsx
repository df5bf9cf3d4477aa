import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { PATHS } from '../../../shared/config/paths.ts';
import { commonCopy } from '../../../shared/copy/common-copy.ts';
import { flashNoticeState } from '../../../shared/lib/flash-notice.ts';
import { useWhenGone } from '../../../shared/lib/use-when-gone.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { useLogoutMutation } from '../api/logout.ts';
import { useMeQuery } from '../api/me-query.ts';
import { useWithdrawMutation } from '../api/withdraw.ts';
import { accountCopy } from '../copy.ts';
import { clearPersonalData } from '../../../shared/session/clear-personal-data.ts';
import { GuestAccount, LoadingAccount } from './settings-account.tsx';
import styles from './settings-page.module.css';

// The parts of /settings that only a browser with a session needs (who is logged in, logout, withdrawal): their code
// loads only for it, so a visitor's /settings is live with less (issue 10). Both parts read the same `me` query.

/** Who is logged in, in the account card; a visitor again when the session could not be refreshed (401). */
export function MemberAccount() {
  const me = useMeQuery(true);
  const setAuthenticated = useAppStore((state) => state.setAuthenticated);
  const isMember = me.data !== undefined && me.data.roleType !== 'GUEST';

  useEffect(() => {
    if (isMember) setAuthenticated(true);
  }, [isMember, setAuthenticated]);

  if (me.isPending) return <LoadingAccount />;
  if (isMember) return <p className={styles.profile}>{accountCopy.settingsSignedInAs(me.data.name)}</p>;
  if (me.isError && !(me.error instanceof ApiError && me.error.status === 401)) {
    return (
      <div role="alert" className={styles.status}>
        <p>{accountCopy.settingsMeFailed}</p>
        <button type="button" className={styles.inlineButton} onClick={() => void me.refetch()}>
          {commonCopy.retry}
        </button>
      </div>
    );
  }
  return <GuestAccount />;
}

type Confirming = 'logout' | 'withdraw' | null;

/** A member's logout and withdrawal, each behind a confirm modal; `onLeave` runs once the browser forgot the session. */
export function MemberActions({ onLeave }: { onLeave: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const closeLoginModal = useAppStore((state) => state.closeLoginModal);
  const me = useMeQuery(true);
  const isMember = me.data !== undefined && me.data.roleType !== 'GUEST';
  const [confirming, setConfirming] = useState<Confirming>(null);
  const logoutMutation = useLogoutMutation();
  const withdrawMutation = useWithdrawMutation();

  const whenGone = useWhenGone();

  const leave = (notice: string) => {
    onLeave();
    clearPersonalData();
    closeLoginModal();
    setConfirming(null);
    // The cached answers go once this screen is gone: its own queries would otherwise ask again without a session.
    whenGone(() => queryClient.clear());
    void navigate(PATHS.home, { replace: true, state: flashNoticeState(notice) });
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
    <>
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
    </>
  );
}
