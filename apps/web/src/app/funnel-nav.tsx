import { Link, matchPath, useLocation, useNavigate } from 'react-router';
import { PATHS } from '../shared/config/paths.ts';
import { appCopy } from './copy.ts';
import styles from './root-layout.module.css';
import { HomeIcon } from '../shared/ui/line-icon.tsx';

// The advice funnel's pages have no tab bar: these get a way back and a way home (issue 11). The B form has its
// own back button (one question back), so it gets only the way home from its own header.
const FUNNEL_PATTERNS: readonly string[] = [
  PATHS.depositResult,
  PATHS.loanInfoEntry,
  PATHS.report,
  PATHS.noReport,
  PATHS.jeonseSafety,
  PATHS.jeonseSafetyResult,
  PATHS.rentOffers,
  PATHS.renewal,
  PATHS.depositTrouble,
  PATHS.rates,
];

/** Whether `pathname` is a funnel page that shows the back/home bar. */
export function isFunnelPath(pathname: string): boolean {
  return FUNNEL_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * Back (the previous page of this visit, or home when the page was opened from a link) and home, as 44 px
 * targets above the page.
 */
export function FunnelNav() {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router marks the first entry of a visit 'default': there is nothing of ours to go back to.
  const back = () => void (location.key === 'default' ? navigate(PATHS.home) : navigate(-1));
  return (
    <nav className={styles.funnelNav} aria-label={appCopy.funnelNav.label}>
      <button type="button" className={styles.navButton} onClick={back} aria-label={appCopy.funnelNav.back}>
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <Link className={styles.navButton} to={PATHS.home} aria-label={appCopy.funnelNav.home}>
        <HomeIcon size={24} />
      </Link>
    </nav>
  );
}
