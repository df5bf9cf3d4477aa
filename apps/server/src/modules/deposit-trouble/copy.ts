// What the deposit-trouble routes say to people (Korean, 해요체).

export const DEPOSIT_TROUBLE_COPY = {
  noSavedPlan: '이 보고서에 저장된 보증금 문제 계획이 없어요.',
  reportNotFound: '계획을 저장할 보고서를 찾을 수 없어요.',
};
