export const accountCopy = {
  loginModalTitle: '로그인하고 집사의 더 많은 서비스를 확인하세요',
  kakaoLogin: '카카오로 3초만에 로그인',
  loginPageTitle: '로그인',
  loginPageLead: '로그인하면 대출 추천 보고서를 모아 보고, 커뮤니티에 글을 쓸 수 있어요.',
  browseAsGuest: '게스트로 둘러보기',
  loginResultTitle: '로그인하고 있어요',
  testTitle: '테스트 로그인',
  settingsTitle: '설정',
  termsTitle: '서비스 이용약관',
  privacyTitle: '개인정보 처리방침',
} as const;
