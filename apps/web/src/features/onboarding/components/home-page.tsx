import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { canListOwnReports } from '../../../shared/session/can-list-own-reports.ts';
import { onboardingCopy } from '../copy.ts';
import styles from './home-page.module.css';
import { LineIcon } from '../../../shared/ui/line-icon.tsx';

const FEATURE_ICONS = [
  // Tailored products: a house with a check.
  <path key="products" d="M4 11l8-6.5 8 6.5M6 9.5V19h12V9.5M9 14l2 2 4-4" />,
  // Costs beyond the rate: a receipt.
  <path key="costs" d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />,
  // Community: two speech bubbles.
  <path key="community" d="M4 5h11v8H8l-4 3zM18 9h2v9l-3-2.5h-6V13" />,
];

// The other tools, each one tap from home (issue 26); the tab bar keeps to its three routes (spec).
const TOOLS = [
  {
    to: PATHS.jeonseSafety,
    copy: onboardingCopy.tools.jeonseSafety,
    // A shield with a check.
    icon: <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4" />,
  },
  {
    to: PATHS.rentOffers,
    copy: onboardingCopy.tools.rentOffers,
    // Two arrows trading places.
    icon: <path d="M4 8h13l-3-3M20 16H7l3 3" />,
  },
  {
    to: PATHS.renewal,
    copy: onboardingCopy.tools.renewal,
    // A calendar with a loop arrow.
    icon: <path d="M5 5h14v15H5zM5 9h14M9 3v4M15 3v4M9.5 15.5a3 3 0 1 0 1-2.2M9.5 12v1.8h1.8" />,
  },
  {
    to: PATHS.depositTrouble,
    copy: onboardingCopy.tools.depositTrouble,
    // A house with an exclamation mark.
    icon: <path d="M4 11l8-6.5 8 6.5M6 9.5V19h12V9.5M12 10v4.5M12 17h.01" />,
  },
  {
    to: PATHS.calculator,
    copy: onboardingCopy.tools.calculator,
    // A calculator.
    icon: (
      <path d="M6 3h12v18H6zM9 7h6M9 11h.01M12 11h.01M15 11h.01M9 14.5h.01M12 14.5h.01M15 14.5h.01M9 18h.01M12 18h.01M15 18h.01" />
    ),
  },
  {
    to: PATHS.rates,
    copy: onboardingCopy.tools.rates,
    // A rising line over an axis.
    icon: <path d="M4 4v16h16M7 15l4-4 3 3 5-6" />,
  },
  {
    to: PATHS.community,
    copy: onboardingCopy.tools.community,
    // Two speech bubbles.
    icon: <path d="M4 5h11v8H8l-4 3zM18 9h2v9l-3-2.5h-6V13" />,
  },
] as const;

// It asks for the person's reports and shows the newest: code a first visitor never needs, loaded only for a browser
// that can own reports.
const RecentReportShortcut = lazy(() =>
  import('./recent-report-shortcut.tsx').then((module) => ({ default: module.RecentReportShortcut })),
);

const subscribeToNothing = () => () => undefined;

/** `/` (docs/screens.md "Loan advice funnel" 1): the promise, the other tools, what 집사 does, and the way in. */
export function HomePage() {
  useDocumentTitle(null);
  // Cookies never announce a change; the prerendered screen and its hydration assume a browser without a token.
  const mayHaveReports = useSyncExternalStore(subscribeToNothing, canListOwnReports, () => false);

  return (
    <section className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{onboardingCopy.homeTitle}</h1>
        <ul className={styles.promises} aria-label={onboardingCopy.promisesLabel}>
          {onboardingCopy.promises.map((promise) => (
            <li key={promise}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <circle cx="12" cy="12" r="10" fill="#e8f1fe" />
                <path
                  d="M7.5 12.5l3 3 6-6.5"
                  fill="none"
                  stroke="#3182f6"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {promise}
            </li>
          ))}
        </ul>
      </div>

      {mayHaveReports && (
        <Suspense fallback={null}>
          <RecentReportShortcut />
        </Suspense>
      )}

      <nav aria-label={onboardingCopy.toolsLabel}>
        <ul className={styles.tools}>
          {TOOLS.map((tool) => (
            <li key={tool.to}>
              <Link className={styles.tool} to={tool.to}>
                <LineIcon className={styles.toolIcon}>{tool.icon}</LineIcon>
                <span className={styles.toolText}>
                  <span className={styles.toolTitle}>{tool.copy.title}</span>
                  <span className={styles.toolHint}>{tool.copy.hint}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <ul className={styles.features} aria-label={onboardingCopy.featuresLabel}>
        {onboardingCopy.features.map((feature, index) => (
          <li key={feature.title} className={styles.feature}>
            <LineIcon className={styles.featureIcon} size={28}>
              {FEATURE_ICONS[index]}
            </LineIcon>
            <div>
              <h2 className={styles.featureTitle}>{feature.title}</h2>
              <p className={styles.featureBody}>{feature.body}</p>
            </div>
          </li>
        ))}
      </ul>

      <Link className={styles.start} to={PATHS.depositEntry}>
        {onboardingCopy.start}
      </Link>
    </section>
  );
}
