// What the kept safety result routes say to people (Korean, 해요체).

export const KEPT_SAFETY_CHECK_COPY = {
  notFound: '저장한 안전 진단 결과를 찾을 수 없어요.',
};
