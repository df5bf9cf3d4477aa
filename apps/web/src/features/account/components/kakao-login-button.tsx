import { accountCopy } from '../copy.ts';
import { kakaoLoginUrl } from '../api/kakao-login-url.ts';
import styles from './kakao-login-button.module.css';

export type KakaoLoginButtonProps = {
  /** Where to come back to when nothing more specific was recorded before login. */
  returnPath?: string | null;
  /** Runs before the browser leaves for Kakao (the login modal closes itself here). */
  onNavigate?: () => void;
};

/** Kakao's yellow login button. A real link, because it sends the browser to another page. */
export function KakaoLoginButton({ returnPath, onNavigate }: KakaoLoginButtonProps) {
  return (
    <a className={styles.kakaoButton} href={kakaoLoginUrl(returnPath)} onClick={onNavigate}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 3C6.5 3 2 6.5 2 10.8c0 2.8 1.9 5.3 4.7 6.7l-1 3.6c-.1.3.3.6.6.4l4.3-2.8c.5.1 1 .1 1.4.1 5.5 0 10-3.5 10-7.9S17.5 3 12 3z"
        />
      </svg>
      {accountCopy.kakaoLogin}
    </a>
  );
}
