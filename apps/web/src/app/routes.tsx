import { useRoutes, type RouteObject } from 'react-router';
import { PATHS } from '../shared/config/paths.ts';
import { LoadingDepositEntrySkeleton } from '../features/loan-advice/components/loading-deposit-entry-skeleton.tsx';
import { LoadingDepositResultSkeleton } from '../features/loan-advice/components/loading-deposit-result-skeleton.tsx';
import { LoadingLoanInfoEntrySkeleton } from '../features/loan-advice/components/loading-loan-info-entry-skeleton.tsx';
import { LoadingReportSkeleton } from '../features/loan-advice/components/loading-report-skeleton.tsx';
import { lazyPage } from './lazy-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

// Every page is its own chunk, loaded on first visit. A later issue replaces a page by replacing its file.
const HomePage = lazyPage(() => import('../features/onboarding/components/home-page.tsx').then((m) => m.HomePage));
const LoginPage = lazyPage(() => import('../features/account/components/login-page.tsx').then((m) => m.LoginPage));
const LoginResultPage = lazyPage(() =>
  import('../features/account/components/login-result-page.tsx').then((m) => m.LoginResultPage),
);
const TestLoginPage = lazyPage(() =>
  import('../features/account/components/test-login-page.tsx').then((m) => m.TestLoginPage),
);
const SettingsPage = lazyPage(() => import('./settings-with-blocks-page.tsx').then((m) => m.SettingsWithBlocksPage));
const TermsOfServicePage = lazyPage(() =>
  import('../features/account/components/terms-of-service-page.tsx').then((m) => m.TermsOfServicePage),
);
const PrivacyPolicyPage = lazyPage(() =>
  import('../features/account/components/privacy-policy-page.tsx').then((m) => m.PrivacyPolicyPage),
);
const DepositEntryPage = lazyPage(
  () => import('./deposit-entry-with-kept-checks-page.tsx').then((m) => m.DepositEntryWithKeptChecksPage),
  LoadingDepositEntrySkeleton,
);
const DepositResultPage = lazyPage(
  () => import('../features/loan-advice/components/deposit-result-page.tsx').then((m) => m.DepositResultPage),
  LoadingDepositResultSkeleton,
);
const LoanInfoEntryPage = lazyPage(
  () => import('../features/loan-advice/components/loan-info-entry-page.tsx').then((m) => m.LoanInfoEntryPage),
  LoadingLoanInfoEntrySkeleton,
);
const LoanInfoEntryBPage = lazyPage(
  () => import('../features/loan-advice/components/loan-info-entry-b-page.tsx').then((m) => m.LoanInfoEntryBPage),
  LoadingLoanInfoEntrySkeleton,
);
const ReportPage = lazyPage(
  () => import('./report-with-checklist-page.tsx').then((m) => m.ReportWithChecklistPage),
  LoadingReportSkeleton,
);
const NoReportPage = lazyPage(
  () => import('../features/loan-advice/components/no-report-page.tsx').then((m) => m.NoReportPage),
  LoadingReportSkeleton,
);
const LoadingReportPage = lazyPage(() =>
  import('../features/loan-advice/components/loading-report-page.tsx').then((m) => m.LoadingReportPage),
);
const LoadingDepositEntryPage = lazyPage(() =>
  import('../features/loan-advice/components/loading-deposit-entry-page.tsx').then((m) => m.LoadingDepositEntryPage),
);
const LoadingDepositResultPage = lazyPage(() =>
  import('../features/loan-advice/components/loading-deposit-result-page.tsx').then((m) => m.LoadingDepositResultPage),
);
const LoadingLoanInfoEntryPage = lazyPage(() =>
  import('../features/loan-advice/components/loading-loan-info-entry-page.tsx').then((m) => m.LoadingLoanInfoEntryPage),
);
const CalculatorPage = lazyPage(() =>
  import('../features/calculator/components/calculator-page.tsx').then((m) => m.loadCalculatorPage()),
);
const DsrLoanAddPage = lazyPage(() =>
  import('../features/calculator/components/dsr-loan-add-page.tsx').then((m) => m.DsrLoanAddPage),
);
const CommunityPage = lazyPage(() =>
  import('../features/community/components/community-page.tsx').then((m) => m.CommunityPage),
);
const CommunityWritePage = lazyPage(() =>
  import('../features/community/components/community-write-page.tsx').then((m) => m.CommunityWritePage),
);
const CommunityDetailPage = lazyPage(() =>
  import('./community-detail-with-moderation-page.tsx').then((m) => m.CommunityDetailWithModerationPage),
);
const ModifyCommentPage = lazyPage(() =>
  import('../features/community/components/modify-comment-page.tsx').then((m) => m.ModifyCommentPage),
);
const CommunityModifyPage = lazyPage(() =>
  import('../features/community/components/community-modify-page.tsx').then((m) => m.CommunityModifyPage),
);
const RecentReportPage = lazyPage(() =>
  import('../features/community/components/recent-report-page.tsx').then((m) => m.RecentReportPage),
);
const JeonseSafetyEntryPage = lazyPage(() =>
  import('../features/jeonse-safety/components/jeonse-safety-entry-page.tsx').then((m) => m.JeonseSafetyEntryPage),
);
const JeonseSafetyResultPage = lazyPage(() =>
  import('../features/jeonse-safety/components/jeonse-safety-result-page.tsx').then((m) => m.JeonseSafetyResultPage),
);
const SharedReportPage = lazyPage(() =>
  import('../features/community/components/shared-report-page.tsx').then((m) => m.SharedReportPage),
);
const RentOffersPage = lazyPage(() =>
  import('../features/rent-offers/components/rent-offers-page.tsx').then((m) => m.RentOffersPage),
);
const RenewalPage = lazyPage(() =>
  import('../features/renewal/components/renewal-page.tsx').then((m) => m.RenewalPage),
);
const DepositTroublePage = lazyPage(() =>
  import('../features/deposit-trouble/components/deposit-trouble-page.tsx').then((m) => m.DepositTroublePage),
);
const RatesPage = lazyPage(() => import('../features/rates/components/rates-page.tsx').then((m) => m.RatesPage));
const AdminReportsPage = lazyPage(() =>
  import('../features/moderation/components/admin-reports-page.tsx').then((m) => m.AdminReportsPage),
);
const NotFoundPage = lazyPage(() => import('./not-found-page.tsx').then((m) => m.NotFoundPage));

/**
 * The spec's route table (§2). Route parameters: only `:id` of report and no-report. The layout catches what breaks a
 * page (root-layout.tsx), so the tab bar and modal stay usable; `AppRoutes` catches what breaks the layout itself.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { path: PATHS.home, Component: HomePage },
      { path: PATHS.loginPage, Component: LoginPage },
      { path: PATHS.loginResult, Component: LoginResultPage },
      { path: PATHS.loginSuccess, Component: LoginResultPage },
      { path: PATHS.test, Component: TestLoginPage },
      { path: PATHS.settings, Component: SettingsPage },
      { path: PATHS.termsOfService, Component: TermsOfServicePage },
      { path: PATHS.privacyPolicy, Component: PrivacyPolicyPage },
      { path: PATHS.depositEntry, Component: DepositEntryPage },
      { path: PATHS.depositResult, Component: DepositResultPage },
      { path: PATHS.loanInfoEntry, Component: LoanInfoEntryPage },
      { path: PATHS.loanInfoEntryB, Component: LoanInfoEntryBPage },
      { path: PATHS.report, Component: ReportPage },
      { path: PATHS.jeonseSafety, Component: JeonseSafetyEntryPage },
      { path: PATHS.jeonseSafetyResult, Component: JeonseSafetyResultPage },
      { path: PATHS.rentOffers, Component: RentOffersPage },
      { path: PATHS.renewal, Component: RenewalPage },
      { path: PATHS.depositTrouble, Component: DepositTroublePage },
      { path: PATHS.rates, Component: RatesPage },
      { path: PATHS.noReport, Component: NoReportPage },
      { path: PATHS.loadingReport, Component: LoadingReportPage },
      { path: PATHS.loadingDepositEntry, Component: LoadingDepositEntryPage },
      { path: PATHS.loadingDepositResult, Component: LoadingDepositResultPage },
      { path: PATHS.loadingLoanInfoEntry, Component: LoadingLoanInfoEntryPage },
      { path: PATHS.calculator, Component: CalculatorPage },
      { path: PATHS.dsrLoanAdd, Component: DsrLoanAddPage },
      { path: PATHS.community, Component: CommunityPage },
      { path: PATHS.communityWrite, Component: CommunityWritePage },
      { path: PATHS.communityDetail, Component: CommunityDetailPage },
      { path: PATHS.communityModifyComment, Component: ModifyCommentPage },
      { path: PATHS.communityModify, Component: CommunityModifyPage },
      { path: PATHS.communityRecentReport, Component: RecentReportPage },
      { path: PATHS.communitySharedReport, Component: SharedReportPage },
      { path: PATHS.adminReports, Component: AdminReportsPage },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** The app's pages at the router's address (declarative: the browser's router, the prerenderer's static one). */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(appRoutes)}</RouteErrorBoundary>;
}
