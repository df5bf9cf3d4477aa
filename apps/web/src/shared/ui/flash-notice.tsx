import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { flashActionOf, forgetFlashAction, readFlashNotice, type FlashAction } from '../lib/flash-notice.ts';
import styles from './flash-notice.module.css';

/** Long enough to read a short sentence twice. */
export const FLASH_NOTICE_DURATION_MS = 4_000;

type Shown = { text: string; locationKey: string; action: FlashAction | null };

/**
 * Shows the one-line confirmation a page sent along with a navigation (`flashNoticeState`), e.g.
 * "로그아웃했어요." on home after logout. Mounted once in the root layout. The notice is removed from
 * history right away, so a reload or going back does not show it again; it fades after a few seconds.
 * The live region is always present so screen readers announce the text when it appears. A notice may carry one
 * action (되돌리기 after a block); the notice then takes pointer events and stays a little longer.
 */
export function FlashNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = readFlashNotice(location.state);
  const [shown, setShown] = useState<Shown | null>(null);

  if (incoming !== null && shown?.locationKey !== location.key)
    setShown({ text: incoming, locationKey: location.key, action: flashActionOf(location.state) });

  useEffect(() => {
    if (incoming === null) return;
    forgetFlashAction(location.state);
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [incoming, navigate, location.state, location.pathname, location.search, location.hash]);

  useEffect(() => {
    if (shown === null) return undefined;
    const timer = setTimeout(() => setShown(null), FLASH_NOTICE_DURATION_MS * (shown.action ? 2 : 1));
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {shown && (
        <p className={styles.notice}>
          {shown.text}
          {shown.action && (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                shown.action?.run();
                setShown(null);
              }}
            >
              {shown.action.label}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
