export const appCopy = {
  description:
    '집사는 전세·월세 대출 중 나에게 맞는 상품과 한도·금리를 알려주고, LTV·DTI·DSR을 계산하고, 세입자끼리 경험을 나누는 곳이에요.',
  tabBarLabel: '주요 메뉴',
  tabs: {
    calculator: '대출계산기',
    depositEntry: '대출추천',
    community: '커뮤니티',
  },
  account: { settings: '설정', member: '내 정보', guest: '로그인' },
  funnelNav: { label: '페이지 이동', back: '뒤로 가기', home: '홈으로' },
  notFoundTitle: '페이지를 찾을 수 없어요',
  notFoundBody: '주소가 바뀌었거나 없는 페이지예요. 주소를 다시 확인해주세요.',
} as const;
