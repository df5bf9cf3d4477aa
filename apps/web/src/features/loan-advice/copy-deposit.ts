import { formatWon } from '../../shared/format/format-won.ts';

// Korean copy of /deposit-entry, /deposit-result and their loading skeletons.
export const depositCopy = {
  entryTitle: '전월세 보증금 입력',
  entryQuestion: '전월세 보증금이 얼마인가요?',
  entryHint: '보증금만 알려주시면 받을 수 있는 대출 상품을 먼저 보여드려요. 신용점수에는 영향이 없어요.',
  fieldLabel: '전월세 보증금',
  placeholder: '금액을 입력하세요',
  unit: '만원',
  tooSmall: '보증금은 100만원 이상 입력해주세요.',
  tooLarge: '보증금은 20억원 이하로 입력해주세요.',
  submit: '받을 수 있는 상품 보기',
  submitting: '상품을 찾고 있어요',
  guestTokenFailed: '연결이 잠시 불안정해요. 다시 시도하면 이어서 이용할 수 있어요.',
  recentReportsTitle: '최근 보고서',
  recentReportsHint: '지난번 결과를 다시 볼 수 있어요.',

  resultTitle: '받을 수 있는 대출 상품',
  resultLead: (rentalDeposit: number) => `보증금 ${formatWon(rentalDeposit)}이면 이런 상품을 받을 수 있어요`,
  resultNote: '보증금만 보고 고른 가장 좋은 조건이에요. 소득과 가족 상황을 알려주시면 정확히 계산해드려요.',
  productCount: (count: number) => `상품 ${count}개`,
  sortLegend: '정렬 기준',
  sortByLimit: '한도순',
  sortByRate: '금리순',
  estimate: '예상',
  noProducts: '이 보증금으로 받을 수 있는 상품을 찾지 못했어요. 보증금을 바꿔 다시 확인해 보세요.',
  noDeposit: '먼저 전월세 보증금을 입력해주세요.',
  goToDepositEntry: '보증금 입력하러 가기',
  changeDeposit: '보증금 다시 입력하기',
  next: '내 조건으로 정확히 알아보기',
} as const;
