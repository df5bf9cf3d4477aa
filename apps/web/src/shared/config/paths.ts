// Every web path of the spec's route table, in one place so features link to each other without importing each other.
export const PATHS = {
  home: '/',
  loginPage: '/login-page',
  loginResult: '/login-result',
  loginSuccess: '/login-success',
  test: '/test',
  settings: '/settings',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  depositEntry: '/deposit-entry',
  depositResult: '/deposit-result',
  loanInfoEntry: '/loan-info-entry',
  loanInfoEntryB: '/loan-info-entry-b',
  report: '/report/:id',
  noReport: '/no-report/:id',
  loadingReport: '/loading/report',
  loadingDepositEntry: '/loading/deposit-entry',
  loadingDepositResult: '/loading/deposit-result',
  loadingLoanInfoEntry: '/loading/loan-info-entry',
  calculator: '/calculator',
  dsrLoanAdd: '/calculator/dsrLoanAddPage',
  community: '/community',
  communityWrite: '/community/write',
  communityDetail: '/community/detail',
  communityModifyComment: '/community/detail/modify-comment',
  communityModify: '/community/modify',
  communityRecentReport: '/community/recent-report',
  communitySharedReport: '/community/shared-report',
  jeonseSafety: '/jeonse-safety',
  jeonseSafetyResult: '/jeonse-safety/result',
  rentOffers: '/rent-offers',
  renewal: '/renewal',
  /** The guide for when a deposit does not come back (issue 49); its page is built separately. */
  depositTrouble: '/deposit-trouble',
  rates: '/rates',
  adminReports: '/admin/reports',
} as const;

/** `/report/{id}` for a report id. */
export const reportPath = (id: string | number) => `/report/${encodeURIComponent(String(id))}`;

/** `/renewal`, or `/renewal?report={id}` for the plan kept with a report (issue 48). */
export const renewalPath = (reportId?: string | number) =>
  reportId === undefined ? '/renewal' : `/renewal?report=${encodeURIComponent(String(reportId))}`;

/** `/deposit-trouble`, or opened from a report so the plan can be kept with it and join its checklist. */
export const depositTroublePath = (reportId?: string | number) =>
  reportId === undefined
    ? PATHS.depositTrouble
    : `${PATHS.depositTrouble}?report=${encodeURIComponent(String(reportId))}`;

/** `/no-report/{id}` for a report id. */
export const noReportPath = (id: string | number) => `/no-report/${encodeURIComponent(String(id))}`;

/**
 * `/community/detail?postId={id}`: the spec's path with the post in the query, so a reload, a new tab and a
 * shared link open the same post (issue 11).
 */
export const communityDetailPath = (postId: string) => `/community/detail?postId=${encodeURIComponent(postId)}`;

/** `/community/shared-report?postId={id}`: the report attached to a post, as every reader sees it (issue 11). */
export const communitySharedReportPath = (postId: string) =>
  `/community/shared-report?postId=${encodeURIComponent(postId)}`;
