import { useAppStore } from '../../../shared/store/app-store.ts';
import { Modal } from '../../../shared/ui/modal.tsx';
import { accountCopy } from '../copy.ts';
import { KakaoLoginButton } from './kakao-login-button.tsx';

/** The spec's login modal, opened by the store flag (a session that could not be refreshed, a member-only action). */
export function LoginModal() {
  const isOpen = useAppStore((state) => state.isLoginModalOpen);
  const close = useAppStore((state) => state.closeLoginModal);
  return (
    <Modal open={isOpen} onClose={close} title={accountCopy.loginModalTitle}>
      <KakaoLoginButton onNavigate={close} />
    </Modal>
  );
}
