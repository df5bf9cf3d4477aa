// What the renewal plan routes say to people (Korean, 해요체).

export const RENEWAL_COPY = {
  noSavedPlan: '이 보고서에 저장된 계약 만기 계획이 없어요.',
  reportNotFound: '계획을 저장할 보고서를 찾을 수 없어요.',
};
