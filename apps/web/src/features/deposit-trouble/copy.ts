import type {
  FraudRequirementCode,
  FraudVictimOutlook,
  HeldGuarantee,
  LeaseRegistrationCostCode,
  RequirementStatus,
  TriState,
} from '@jipsa/domain';
import { formatKoreanDate } from '../../shared/format/format-korean-date.ts';
import { formatPayment } from '../../shared/format/format-won.ts';

// Korean copy of the 보증금 반환 가이드 (issue 49), in 해요체. The field errors are the contract's own sentences.
export const depositTroubleCopy = {
  title: '보증금을 못 돌려받았을 때',
  question: '계약이 끝났는데 보증금이 돌아오지 않았나요?',
  hint: '임차권등기명령, 반환보증 청구, 전세사기피해자 결정까지 할 일을 날짜와 함께 알려드려요. 적은 내용은 저장하지 않아요.',

  leaseLegend: '계약',
  leaseEndsOn: '계약 만기',
  tacitRenewal: '만기 뒤 묵시적으로 갱신된 계약이에요',
  tacitRenewalNoticeReceivedOn: '집주인이 해지 통지를 받은 날',
  noticeMissing: '집주인이 해지 통지를 받은 날을 입력해주세요.',
  tacitRenewalHint: '묵시적 갱신 뒤에는 집주인이 통지를 받고 3개월이 지나야 계약이 끝나요.',
  firstContractDate: '이 집주인과 처음 계약한 날',
  firstContractHint:
    '갱신했다면 맨 처음 계약서의 날짜예요. 전세사기피해자법은 2025년 5월 31일까지 처음 계약한 경우에 적용돼요.',
  deposit: '보증금',
  manwon: '만원',
  wonUnit: '원',
  people: '명',
  depositPlaceholder: '예: 20000',

  returnLegend: '보증금과 집',
  depositReturned: '보증금을 얼마나 돌려받았나요?',
  depositReturnedOptions: { NONE: '전혀 못 받았어요', PART: '일부만 받았어요' },
  unreturnedAmount: '아직 못 받은 금액',
  movedOut: '이미 이사했나요?',
  moveInReported: '전입신고를 했나요?',
  fixedDateStamped: '계약서에 확정일자를 받았나요?',
  leaseRegistered: '임차권등기가 등기부에 올라갔나요?',
  yes: '네',
  no: '아니요',
  unknown: '모름',

  guaranteeLegend: '반환보증과 대출',
  guarantee: '가입한 전세보증금 반환보증',
  guarantees: {
    HUG: 'HUG',
    HF: 'HF',
    SGI: 'SGI',
    NONE: '없어요',
    UNKNOWN: '모름',
  } satisfies Record<HeldGuarantee, string>,
  jeonseLoanOutstanding: '전세대출이 남아 있나요?',

  houseLegend: '집의 상황',
  auctionStarted: '집에 경매나 공매가 시작됐나요?',
  seizureStarted: '집에 압류나 가압류가 있나요?',
  manyTenantsAtRisk: '같은 집주인의 다른 세입자들도 보증금을 못 받을 상황인가요? (선택)',
  intentNotToReturn: '집주인이 돌려줄 생각이 없어 보이나요? (연락 두절, 무자본 갭투자 등, 선택)',
  triStates: { YES: '네', NO: '아니요', UNKNOWN: '모름' } satisfies Record<TriState, string>,

  costLegend: '임차권등기 비용 (선택)',
  landlords: '계약서의 임대인 수',
  serviceFeeUnit: '법원이 알려 준 송달료 1회분',
  serviceFeeHint: '모르면 비워 두세요. 알려진 금액으로 계산해요.',

  submit: '할 일 보기',
  save: '할 일 보고 보고서에 저장하기',
  fromReport: '이 보고서에 계획을 함께 저장해요. 날짜는 보고서의 계약 체크리스트와 캘린더에도 들어가요.',
  loadingSaved: '저장한 계획을 불러오고 있어요',
  saved: '보고서에 저장했어요.',
  savedPlan: '보고서에 저장한 계획이에요.',
  loading: '할 일을 정리하고 있어요',
  empty: '아직 답이 없어요. 위 내용을 채우고 할 일 보기를 눌러주세요.',
  failed: '할 일을 정리하지 못했어요. 잠시 후 다시 시도해주세요.',

  resultHeading: '보증금 반환 계획',
  today: (date: string) => `${formatKoreanDate(date)} 기준이에요.`,
  leaseEndedOn: '계약이 끝나는 날',
  unreturned: '돌려받지 못한 보증금',

  registrationHeading: '1. 임차권등기명령',
  alreadyRegistered: '임차권등기가 이미 등기부에 올라 있어요. 이사해도 대항력과 우선변제권이 유지돼요.',
  applyFrom: '신청할 수 있는 날',
  canApplyNow: '지금 신청할 수 있어요.',
  notYet: (date: string) => `${formatKoreanDate(date)}부터 신청할 수 있어요.`,
  beforeService: '2023년 7월 19일부터는 결정이 집주인에게 송달되기 전에도 등기할 수 있어요.',
  afterService: '결정이 집주인에게 송달된 뒤에 등기돼요.',
  costsHeading: '법원 비용',
  costItems: {
    STAMP: '인지',
    SERVICE: '송달료',
    REGISTRATION_TAX: '등록면허세(지방교육세 포함)',
    REGISTRY_COMMISSION: '등기촉탁수수료',
  } satisfies Record<LeaseRegistrationCostCode, string>,
  serviceDetail: (unit: number, services: number, parties: number) =>
    `1회 ${formatPayment(unit)} × ${services}회 × 당사자 ${parties}명`,
  costTotal: '합계',
  reclaimable: '이 비용은 나중에 집주인에게 청구할 수 있어요.',

  claimHeading: '2. 반환보증 청구',
  claimGuarantee: (guarantee: string) => `${guarantee} 전세보증금 반환보증`,
  earliestClaimOn: '청구할 수 있는 첫날',
  claimOpen: '지금 청구할 수 있어요.',
  claimNotYet: '아직 청구할 수 있는 날이 아니에요.',
  termsUnknown: '이 보증기관의 청구 기준은 원문으로 확인하지 못했어요. 보증기관에 청구 시기와 서류를 물어보세요.',
  noGuarantee:
    '반환보증이 없으면 집주인에게 직접 받아야 해요. 임차권등기 뒤 지급명령이나 보증금 반환 소송을 생각하세요.',
  unknownGuarantee: '반환보증에 가입했는지 먼저 확인하세요. 보증서나 대출 서류, HUG 안심전세포털에서 볼 수 있어요.',

  fraudHeading: '3. 전세사기피해자 결정',
  outlookLabel: '요건에 견준 예상',
  outlooks: {
    LIKELY: '해당할 가능성이 높아요',
    CONDITIONAL: '조건에 따라 달라요',
    NOT_COVERED: '해당하지 않아요',
  } satisfies Record<FraudVictimOutlook, string>,
  notADecision: '결정은 국토교통부 전세사기피해지원위원회가 해요. 여기 답은 결정이 아니라 요건에 견준 예상이에요.',
  requirements: {
    LAW_IN_FORCE: '특별법 효력 기간',
    FIRST_CONTRACT_DATE: '최초 계약일',
    OPPOSABILITY_AND_FIXED_DATE: '대항력과 확정일자(또는 임차권등기)',
    DEPOSIT_CAP: '보증금 한도',
    MANY_TENANTS_AT_RISK: '여러 세입자의 피해',
    INTENT_NOT_TO_RETURN: '돌려주지 않을 의도',
  } satisfies Record<FraudRequirementCode, string>,
  statuses: {
    MET: '갖췄어요',
    NOT_MET: '못 갖췄어요',
    UNKNOWN: '확인이 필요해요',
    COMMITTEE: '위원회가 판단해요',
  } satisfies Record<RequirementStatus, string>,
  requirementsLabel: '요건별 이유',
  howToApply: (investigation: number, committee: number, extension: number, appeal: number) =>
    `집 소재지 시·도에 신청해요. 시·도가 ${investigation}일 안에 조사하고, 위원회가 ${committee}일 안에(한 번 ${extension}일 연장) 정해요. 결과를 받은 날부터 ${appeal}일 안에 이의신청할 수 있어요.`,
  decisionBy: '지금 신청하면 결정이 나올 때 (늦어도)',
  lawExpires: (date: string, firstContractBy: string | null) =>
    `특별법은 ${formatKoreanDate(date)}까지 효력이 있어요.${firstContractBy ? ` ${formatKoreanDate(firstContractBy)}까지 처음 계약한 경우만 해당해요.` : ''}`,
  supportsLabel: '결정되면 받을 수 있는 지원',
  supportSince: (date: string) => `${formatKoreanDate(date)}부터`,

  loansNote: '전세피해를 입은 세입자를 위한 주택도시기금 대출(전세피해 임차인 버팀목 등)도 있어요.',
  loansLink: '내 조건으로 받을 수 있는 대출 보기',

  timelineHeading: '날짜별 할 일',
  passed: '지났어요',
  ics: '캘린더에 추가(.ics)',
  icsFailed: '캘린더 파일을 받지 못했어요. 잠시 후 다시 시도해주세요.',
  icsFileName: 'jipsa-deposit-trouble.ics',

  conditionsHeading: '확인이 필요한 조건',
  edit: '조건 고치기',

  helpHeading: '도움받을 곳',
  call: '전화하기',
  checkedOn: (date: string) => `${formatKoreanDate(date)} 확인`,
  website: '누리집',
  landlordList: (title: string) => `${title} 보기`,
} as const;
