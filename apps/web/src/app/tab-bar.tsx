import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../shared/config/paths.ts';
import { appCopy } from './copy.ts';
import styles from './tab-bar.module.css';

/** A tab: where it goes, and the screens it is the current tab of (its own path first). */
type Tab = { path: string; activePaths: readonly string[]; label: string; icon: ReactNode };

const iconProps = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Spec §2 "Bottom tab bar": labels and paths in this order. */
const TABS: readonly Tab[] = [
  {
    path: PATHS.calculator,
    activePaths: [PATHS.calculator],
    label: appCopy.tabs.calculator,
    icon: (
      <svg {...iconProps}>
        <rect x="5" y="3" width="14" height="18" rx="2" />
        <path d="M8 7h8M8 12h.01M12 12h.01M16 12h.01M8 16h.01M12 16h.01M16 16h.01" />
      </svg>
    ),
  },
  {
    // The house goes home, where the loan advice starts (issue 50); the funnel's first screen is still its tab.
    path: PATHS.home,
    activePaths: [PATHS.home, PATHS.depositEntry],
    label: appCopy.tabs.depositEntry,
    icon: (
      <svg {...iconProps}>
        <path d="M3 11l9-7 9 7" />
        <path d="M5 10v10h14V10" />
        <path d="M10 20v-5h4v5" />
      </svg>
    ),
  },
  {
    path: PATHS.community,
    activePaths: [PATHS.community],
    label: appCopy.tabs.community,
    icon: (
      <svg {...iconProps}>
        <path d="M4 5h16v11H9l-5 4z" />
      </svg>
    ),
  },
];

/** The paths that show the tab bar: exactly the three tabs' screens, nothing below them. */
export const TAB_BAR_PATHS: ReadonlySet<string> = new Set(TABS.flatMap((tab) => tab.activePaths));

/** The bottom navigation; the current tab carries aria-current="page" and the highlight. */
export function TabBar() {
  const { pathname } = useLocation();
  return (
    <nav className={styles.tabBar} aria-label={appCopy.tabBarLabel}>
      <ul className={styles.list}>
        {TABS.map((tab) => (
          <li key={tab.path}>
            <Link
              to={tab.path}
              aria-current={tab.activePaths.includes(pathname) ? 'page' : undefined}
              className={tab.activePaths.includes(pathname) ? `${styles.tab} ${styles.active}` : styles.tab}
            >
              {tab.icon}
              <span>{tab.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
