// What the user routes say to people (Korean, 해요체).

export const USER_COPY = {
  invalidGuestToken: '게스트 토큰이 올바르지 않거나 만료되었어요.',
};
