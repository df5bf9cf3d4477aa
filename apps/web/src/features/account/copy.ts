export const accountCopy = {
  loginModalTitle: '로그인하고 집사의 더 많은 서비스를 확인하세요',
  kakaoLogin: '카카오로 3초만에 로그인',
  loginPageTitle: '로그인',
  loginPageLead: '로그인하면 대출 추천 보고서를 모아 보고, 커뮤니티에 글을 쓸 수 있어요.',
  browseAsGuest: '게스트로 둘러보기',
  testTitle: '테스트 로그인',
  testLead: '소셜 로그인이 제대로 이어지는지 확인하는 화면이에요.',

  loginResultTitle: '로그인하고 있어요',
  loginResultWorking: '잠시만 기다려주세요. 로그인을 마치면 보던 화면으로 돌아가요.',
  loginResultNoCode: '이어서 진행할 로그인 정보가 없어요. 카카오 로그인을 다시 시작해주세요.',
  loginFailedTitle: '로그인하지 못했어요',
  loginCodeRejected: '로그인 정보가 만료되었거나 이미 사용되었어요. 처음부터 다시 로그인해주세요.',
  loginServerFailed: '로그인을 마무리하지 못했어요. 잠시 후 다시 시도해주세요.',
  reportReplayFailedTitle: '보고서를 만들지 못했어요',
  reportReplayFailed: '로그인은 되었지만 요청하신 대출 추천 보고서를 만들지 못했어요. 다시 시도해주세요.',
  loginAgain: '다시 로그인하기',

  settingsTitle: '설정',
  settingsAccountHeading: '내 계정',
  settingsSignedInAs: (name: string) => `${name}님으로 로그인했어요`,
  settingsGuestLead: '로그인하면 보고서를 모아 보고 커뮤니티에 글을 쓸 수 있어요.',
  settingsLogin: '로그인하기',
  settingsMeFailed: '내 정보를 불러오지 못했어요.',
  settingsServiceHeading: '서비스 정보',
  aboutService: '서비스 소개',
  termsLink: '서비스 이용약관',
  privacyLink: '개인정보 처리방침',
  contact: '문의하기',
  logout: '로그아웃',
  withdraw: '회원탈퇴',
  logoutConfirmTitle: '로그아웃할까요?',
  logoutConfirmBody:
    '이 기기에서 로그인 정보와 입력하던 대출 정보가 지워져요. 다시 로그인하면 보고서를 그대로 볼 수 있어요.',
  logoutDone: '로그아웃했어요.',
  withdrawConfirmTitle: '정말 탈퇴할까요?',
  withdrawConfirmBody: [
    '계정과 대출 정보 입력 기록, 대출 추천 보고서, 좋아요가 바로 삭제되고 되돌릴 수 없어요.',
    '작성한 게시글과 댓글은 지워지지 않고 "탈퇴한 회원"의 글로 남아요. 지우고 싶은 글은 탈퇴 전에 직접 삭제해주세요.',
  ],
  withdrawConfirm: '탈퇴하기',
  withdrawFailed: '탈퇴하지 못했어요. 잠시 후 다시 시도해주세요.',
  withdrawDone: '탈퇴가 완료됐어요. 그동안 집사를 이용해주셔서 고마워요.',

  termsTitle: '서비스 이용약관',
  privacyTitle: '개인정보 처리방침',
  policyMetaVersion: (version: string) => `버전 ${version}`,
  policyMetaEffective: '시행일',
  backToSettings: '설정으로 돌아가기',
} as const;

/** General questions; privacy questions have their own address in the privacy policy. */
export const CONTACT_EMAIL = 'help@jipsa.app';
export const PRIVACY_CONTACT_EMAIL = 'privacy@jipsa.app';
