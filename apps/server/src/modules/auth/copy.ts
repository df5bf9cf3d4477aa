// What the login and session routes say to people (Korean, 해요체).

export const AUTH_COPY = {
  guestName: '게스트',
  kakaoDefaultNickname: '카카오 사용자',
  loginCodeFromAnotherBrowser:
    '이 로그인 링크는 다른 브라우저에서 시작된 로그인이라 여기서는 쓸 수 없어요. 이 브라우저에서 처음부터 다시 로그인해주세요.',
  loginCodeUsed: '이미 사용한 로그인 코드예요. 다시 로그인해주세요.',
  loginCodeExpired: '로그인 코드가 만료되었어요. 다시 로그인해주세요.',
  devLoginUnavailable: '개발용 로그인은 이 서버에서 사용할 수 없어요.',
  checkNickname: '닉네임을 다시 확인해주세요.',
};
