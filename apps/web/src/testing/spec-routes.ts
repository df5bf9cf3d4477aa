// The spec's route table (§2) written out by hand, so a route dropped from the router fails the tests.
export const SPEC_ROUTES = [
  { path: '/', heading: '나에게 맞는 전월세 대출, 집사가 찾아드려요' },
  { path: '/login-page', heading: '로그인' },
  { path: '/login-result', heading: '로그인하고 있어요' },
  { path: '/login-success', heading: '로그인하고 있어요' },
  { path: '/deposit-entry', heading: '전월세 보증금 입력' },
  { path: '/deposit-result', heading: '받을 수 있는 대출 상품' },
  { path: '/test', heading: '테스트 로그인' },
  { path: '/settings', heading: '설정' },
  { path: '/community', heading: '커뮤니티' },
  { path: '/community/write', heading: '글쓰기' },
  { path: '/community/detail', heading: '게시글' },
  { path: '/community/detail/modify-comment', heading: '댓글 수정' },
  { path: '/community/modify', heading: '글 수정' },
  { path: '/community/recent-report', heading: '최근 보고서' },
  { path: '/loan-info-entry', heading: '대출 정보 입력' },
  { path: '/loan-info-entry-b', heading: '대출 정보 입력하기' },
  { path: '/terms-of-service', heading: '서비스 이용약관' },
  { path: '/privacy-policy', heading: '개인정보 처리방침' },
  { path: '/report/1', heading: '대출 추천 보고서' },
  { path: '/no-report/1', heading: '대출 추천 결과' },
  { path: '/calculator', heading: '대출 계산기' },
  { path: '/calculator/dsrLoanAddPage', heading: 'DSR 대출 추가' },
  { path: '/loading/report', heading: '보고서를 만들고 있어요' },
  { path: '/loading/deposit-entry', heading: '보증금 입력 화면을 준비하고 있어요' },
  { path: '/loading/deposit-result', heading: '받을 수 있는 상품을 찾고 있어요' },
  { path: '/loading/loan-info-entry', heading: '대출 정보 입력 화면을 준비하고 있어요' },
] as const;

/** Spec §2 "Bottom tab bar": only these show it. */
export const TAB_ROUTES = ['/', '/calculator', '/deposit-entry', '/community'] as const;
