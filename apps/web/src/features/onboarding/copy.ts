export const onboardingCopy = {
  homeTitle: '나에게 맞는 전월세 대출, 집사가 찾아드려요',
  homeLead: '몇 가지만 답하면 받을 수 있는 대출 상품을 알려드려요. 신용점수에는 영향이 없어요.',
  promises: [
    '나에게 가장 유리한 전세·월세 대출을 골라드려요',
    '몇 가지 질문에 답하면 끝이에요',
    '신용점수에는 전혀 영향이 없어요',
  ],
  promisesLabel: '집사의 약속',
  featuresLabel: '집사가 도와드리는 일',
  features: [
    {
      title: '나에게 맞춘 상품',
      body: '버팀목부터 청년·신혼부부 전용, 보증 대출까지 내가 받을 수 있는 상품만 골라 비교해요.',
    },
    {
      title: '금리 말고 드는 돈까지',
      body: '매달 이자와 월세, 보증료와 인지세, 내 돈의 기회비용까지 한눈에 보여드려요.',
    },
    {
      title: '전월세 세입자 커뮤니티',
      body: '먼저 대출받은 이웃에게 묻고, 내 보고서를 나누며 함께 준비해요.',
    },
  ],
  start: '대출 추천 받아보기',
  toolsLabel: '다른 도구',
  tools: {
    jeonseSafety: { title: '전세 안전 진단', hint: '보증금을 돌려받을 수 있을까요?' },
    rentOffers: { title: '전세·월세 비교', hint: '어떤 조건이 가장 쌀까요?' },
    renewal: { title: '계약 만기 플래너', hint: '갱신할까요, 이사할까요?' },
    depositTrouble: { title: '보증금을 못 돌려받을 때', hint: '지금 할 일과 도움받을 곳' },
    calculator: { title: '대출 계산기', hint: 'LTV·DTI·DSR과 상환액' },
    rates: { title: '금리 추이', hint: '기준금리·COFIX는 언제 얼마였나요?' },
    community: { title: '커뮤니티', hint: '먼저 겪은 이웃에게 물어요' },
  },
  recentReportTitle: '최근 보고서',
  recentReportHint: '마지막으로 받은 보고서를 바로 열어요.',
} as const;
