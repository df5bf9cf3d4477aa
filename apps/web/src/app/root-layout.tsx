import { Outlet, useLocation } from 'react-router';
import { LoginModal } from '../features/account/components/login-modal.tsx';
import { useMetaDescription } from '../shared/lib/use-meta-description.ts';
import { FlashNotice } from '../shared/ui/flash-notice.tsx';
import { PATHS } from '../shared/config/paths.ts';
import { AccountEntry } from './account-entry.tsx';
import { FunnelNav, isFunnelPath } from './funnel-nav.tsx';
import { appCopy } from './copy.ts';
import { GlobalSpinner } from './global-spinner.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import styles from './root-layout.module.css';
import { TAB_BAR_PATHS, TabBar } from './tab-bar.tsx';
import { useScrollToTop } from './use-scroll-to-top.ts';

/** The frame around every page (spec §2 "Root layout"). */
export function RootLayout() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const hasTabBar = TAB_BAR_PATHS.has(path);
  useMetaDescription(appCopy.description);
  useScrollToTop();

  return (
    <div className={styles.column} data-tab-bar={hasTabBar || undefined}>
      <main className={styles.main}>
        {(hasTabBar || path === PATHS.home) && <AccountEntry />}
        {isFunnelPath(path) && <FunnelNav />}
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      {hasTabBar && <TabBar />}
      <GlobalSpinner />
      <FlashNotice />
      <LoginModal />
    </div>
  );
}
