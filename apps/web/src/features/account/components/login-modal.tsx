import { useLocation } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { Modal } from '../../../shared/ui/modal.tsx';
import { accountCopy } from '../copy.ts';
import { KakaoLoginButton } from './kakao-login-button.tsx';

// The login screens themselves are no place to return to (and their query may hold a spent code).
const LOGIN_SCREENS: ReadonlySet<string> = new Set([
  PATHS.loginPage,
  PATHS.loginResult,
  PATHS.loginSuccess,
  PATHS.test,
]);

/** The spec's login modal, opened by the store flag (a session that could not be refreshed, a member-only action). */
export function LoginModal() {
  const isOpen = useAppStore((state) => state.isLoginModalOpen);
  const close = useAppStore((state) => state.closeLoginModal);
  const { pathname, search } = useLocation();
  const returnPath = LOGIN_SCREENS.has(pathname) ? null : `${pathname}${search}`;
  return (
    <Modal open={isOpen} onClose={close} title={accountCopy.loginModalTitle}>
      <KakaoLoginButton returnPath={returnPath} onNavigate={close} />
    </Modal>
  );
}
