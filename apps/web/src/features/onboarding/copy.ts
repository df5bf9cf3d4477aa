export const onboardingCopy = {
  homeTitle: '나에게 맞는 전월세 대출, 집사가 찾아드려요',
  homeLead: '몇 가지만 답하면 받을 수 있는 대출 상품을 알려드려요. 신용점수에는 영향이 없어요.',
  start: '대출 추천 받아보기',
} as const;
