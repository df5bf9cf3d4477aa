import type { RegistryFlag } from '@jipsa/contracts';
import type { Guarantor, HousePriceBasis, JeonseRiskLevel } from '@jipsa/domain';

// Korean copy of the 전세 안전 진단 screens (issue 12).
export const jeonseSafetyCopy = {
  entryTitle: '전세 안전 진단',
  entryQuestion: '이 보증금, 돌려받을 수 있을까요?',
  entryHint:
    '주소와 보증금, 집값을 알려주시면 반환보증 가입 가능 여부와 최우선변제 금액, 계약 전 확인할 것을 알려드려요.',
  addressLabel: '주소',
  addressSearch: '주소 검색하기',
  addressChange: '주소 바꾸기',
  addressSheetTitle: '빌릴 집 주소',
  housingTypeLabel: '집 유형',
  areaLabel: '전용면적',
  areaUnit: '㎡',
  areaPlaceholder: '예: 59',
  depositLabel: '보증금',
  monthlyRentLabel: '월세 (반전세라면)',
  monthlyRentHint:
    '보증금에 월세가 붙는 반전세라면 적어요. HUG 반환보증은 월세를 전월세전환율(2026년 7월 신청분부터 6.5%)로 보증금에 더해 수도권 7억원·그 밖 5억원 한도를 봐요. 전세면 비워 두세요.',
  housePriceLabel: '시세 또는 매매가 (선택)',
  housePriceHint: 'KB부동산이나 한국부동산원 시세, 최근 매매가를 적어요. 아파트는 이 값이 먼저 쓰여요.',
  officialPriceLabel: '공시가격 (선택)',
  officialPriceHint:
    '부동산공시가격 알리미(realtyprice.kr)에서 주소로 찾을 수 있어요. 빌라·다세대는 이 값 × 140%가 먼저 쓰여요.',
  priorLiensLabel: '선순위 채권 (선택)',
  priorLiensHint:
    '등기부등본 을구의 근저당 채권최고액과, 다가구라면 먼저 들어온 세입자들의 보증금을 더해요. 없으면 0을 넣어요. 비워 두면 모르는 것으로 보고 "확인 필요"로 진단해요.',
  manwon: '만원',
  depositPlaceholder: '예: 24000',
  optionalPlaceholder: '모르면 비워 두세요',
  depositRequired: '보증금을 만원 단위로 입력해주세요.',
  areaInvalid: '전용면적을 ㎡ 단위 숫자로 입력해주세요.',
  submit: '진단하기',
  resultTitle: '전세 안전 진단 결과',
  loading: '진단하고 있어요…',
  badRequest: '진단할 정보가 부족하거나 올바르지 않아요. 다시 입력해주세요.',
  editInput: '입력 바꿔서 다시 진단하기',
  checkedHeading: '진단한 집',
  checkedAddress: '주소',
  checkedHouse: '집',
  checkedDeposit: '보증금',
  checkedHousePrice: '시세·매매가',
  checkedOfficialPrice: '공시가격',
  checkedPriorLiens: '선순위 채권',
  checkedMonthlyRent: '월세',
  checkedArea: (area: number) => `전용 ${area}㎡`,
  valueAskHint: '시세나 공시가격 중 아는 값 하나만 넣어도 바로 다시 진단해요.',
  valueAskSubmit: '이 값으로 다시 진단하기',
  valueAskRequired: '시세나 공시가격 중 하나를 만원 단위로 입력해주세요.',
  toLoanAdvice: '이 집으로 대출 추천받기',
  verdict: {
    SAFE: '집값에 비해 보증금이 적당해 보여요.',
    UNKNOWN: '모르는 값이 있어서 아직 안전하다고 할 수 없어요.',
    CAUTION: '계약 전에 꼭 확인할 게 있어요.',
    DANGER: '보증금을 돌려받지 못할 위험이 커요.',
  } satisfies Record<JeonseRiskLevel, string>,
  levelLabel: { SAFE: '안전', UNKNOWN: '확인 필요', CAUTION: '주의', DANGER: '위험' } satisfies Record<
    JeonseRiskLevel,
    string
  >,
  reasonsHeading: '이렇게 판단했어요',
  barHeading: '집값 대비 보증금',
  barLegend: '보증금 + 선순위 채권',
  barLabel: (ratio: number) => `보증금과 선순위 채권이 집값의 ${ratio}%예요. 70%, 80%, 90% 선과 함께 보여드려요.`,
  houseValue: '집값',
  basis: {
    MARKET_PRICE: '입력하신 시세·매매가',
    OFFICIAL_PRICE: '공시가격 × 140%',
    RECENT_SALES: '최근 실거래가',
    UNKNOWN: '알 수 없음',
  } satisfies Record<HousePriceBasis, string>,
  recentSales: (count: number, date: string) => `같은 건물 최근 매매 ${count}건 기준 (가장 최근 ${date})`,
  guaranteesHeading: '전세보증금 반환보증',
  guarantor: {
    HUG: 'HUG 전세보증금반환보증',
    HF: 'HF 전세지킴보증',
    SGI: 'SGI 전세금보장신용보험',
  } satisfies Record<Guarantor, string>,
  guaranteeStatus: ({ eligible, needsTrusteeConsent }: { eligible: boolean | null; needsTrusteeConsent: boolean }) =>
    needsTrusteeConsent
      ? '신탁사 동의가 있어야 가입할 수 있어요'
      : eligible === null
        ? '집값을 알아야 판단할 수 있어요'
        : eligible
          ? '가입할 수 있어요'
          : '가입할 수 없어요',
  estimate: '예상',
  priorityHeading: '최우선변제',
  priorityAmount: '먼저 돌려받는 금액',
  checklistHeading: '계약 체크리스트',
  depositTrouble: {
    hint: '등기부에 경매나 임차권등기가 있으면 이미 보증금을 돌려받지 못한 사람이 있다는 뜻이에요. 그때 할 수 있는 일을 미리 알아 두세요.',
    link: '보증금을 못 돌려받을 때 할 일 보기',
  },
  sourcesHeading: '근거',
  policyDate: (date: string) => `${date} 시행 중인 기준으로 진단했어요.`,
  building: {
    heading: '건축물대장',
    question: '건축물대장에 위반건축물로 적혀 있나요?',
    hint: '정부24에서 건축물대장을 무료로 뗄 수 있어요. 맨 위에 "위반건축물"이라고 적혀 있으면 반환보증과 전세대출이 거절될 수 있어요.',
    yes: '예, 적혀 있어요',
    no: '아니요',
    unknown: '모르겠어요',
    mainUse: (use: string) => `건축물대장 주용도: ${use}`,
  },
  registry: {
    title: '등기부등본으로 채우기',
    hint: '인터넷등기소에서 열람·발급한 등기사항전부증명서 PDF를 올리면 선순위 채권과 주의할 점을 읽어 드려요.',
    privacy: '파일은 읽기만 하고 저장하지 않아요. 이름과 주소도 남기지 않아요.',
    howToTitle: '등기부 PDF 받는 법',
    howToSteps: [
      '인터넷등기소(iros.go.kr)에 로그인해요.',
      '부동산 등기 → 열람하기에서 주소로 집을 찾아요. 집합건물(아파트·빌라)은 동·호수까지 골라요.',
      '"등기사항전부증명서(말소사항 포함)"로 열람료를 결제해요.',
      '열람 화면의 저장 버튼으로 PDF로 저장해서 여기에 올려요. 사진이나 캡처는 읽을 수 없어요.',
    ],
    upload: '등기부 PDF 올리기',
    reupload: '다른 등기부 올리기',
    reading: '등기부를 읽고 있어요…',
    failed: '등기부를 읽지 못했어요. 잠시 후 다시 올려주세요.',
    applied: (total: string, flagCount: number) => `선순위 채권 ${total}, 주의할 점 ${flagCount}가지를 반영했어요.`,
    appliedBefore: (flagCount: number) => `등기부에서 확인한 주의할 점 ${flagCount}가지가 반영되어 있어요.`,
    reviewTitle: '이렇게 읽었어요',
    reviewHint: '등기부와 다르게 읽은 곳이 있으면 고쳐 주세요. 확인한 내용만 진단에 써요.',
    addressDiffers: (address: string) =>
      `입력하신 주소와 등기부 주소(${address})가 달라요. 같은 집의 등기부인지 확인해주세요.`,
    typeDiffers: (entered: string, read: string) =>
      `입력하신 집 유형(${entered})과 등기부의 용도(${read})가 달라요. 같은 집의 등기부인지, 집 유형을 바르게 골랐는지 확인해주세요.`,
    areaDiffers: (entered: number, read: number) =>
      `입력하신 전용면적(${entered}㎡)과 등기부의 전유부분 면적(${read}㎡)이 달라요. 같은 호수의 등기부인지 확인해주세요.`,
    address: '주소',
    area: '전용면적',
    use: '용도',
    owners: '소유자',
    lastTransfer: '소유권 이전',
    unread: '읽지 못했어요',
    liveHeading: '지금 살아 있는 권리',
    noLive: '근저당이나 압류처럼 살아 있는 권리가 없어요.',
    entryLine: (section: 'GAP' | 'EUL', rank: string, purpose: string) =>
      `${section === 'GAP' ? '갑구' : '을구'} ${rank}번 ${purpose}`,
    countIt: '선순위 채권에 넣기',
    cancelledHeading: (count: number) => `말소된 항목 ${count}개 (계산에 넣지 않아요)`,
    flagsHeading: '주의할 점',
    noFlags: '등기부에서 주의할 점을 찾지 못했어요.',
    flag: {
      TRUST: '신탁: 서류상 집주인은 신탁회사예요',
      PROVISIONAL_SEIZURE: '가압류가 걸려 있어요',
      INJUNCTION: '가처분이 걸려 있어요',
      SEIZURE: '압류가 걸려 있어요',
      AUCTION: '경매가 시작됐어요',
      LEASE_REGISTRATION: '임차권등기: 이전 세입자가 보증금을 못 받았어요',
      JEONSE_RIGHT: '전세권이 등기되어 있어요',
      RECENT_OWNERSHIP_TRANSFER: '최근 3개월 안에 집주인이 바뀌었어요',
      NON_RESIDENTIAL_USE: '용도가 주택이 아니에요',
    } satisfies Record<RegistryFlag, string>,
    addedLabel: '등기부에 없는 선순위 보증금 (선택)',
    addedHint:
      '다가구라면 나보다 먼저 들어온 세입자들의 보증금을 더해요. 전입세대 열람이나 확정일자 부여 현황으로 알 수 있어요.',
    total: (total: string) => `선순위 채권 합계 ${total}`,
    confirm: '이대로 반영하기',
  },
} as const;
