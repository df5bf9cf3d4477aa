import { groupDigits } from '../money/format-won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { depositTroubleCondition as condition, type DepositTroubleCondition } from './deposit-trouble-rule.ts';
import type { DepositTroubleInput } from './deposit-trouble-input.ts';
import type { FraudVictimAssessment } from './fraud-victim-eligibility.ts';
import type { GuaranteeClaim } from './guarantee-claim.ts';
import type { LeaseRegistrationCosts } from './lease-registration-costs.ts';

/** What the plan worked out, for the conditions it rests on. */
export type DepositTroubleConditionFacts = {
  readonly input: DepositTroubleInput;
  readonly leaseEndedOn: PolicyDate;
  readonly costs: LeaseRegistrationCosts;
  readonly guaranteeClaim: GuaranteeClaim;
  readonly fraudVictim: FraudVictimAssessment;
};

/**
 * The conditions a deposit-trouble plan holds on, in the order of the plan: each reading that is not the official
 * text read here ([S]), each rule not found ([U]); only those that bear on this answer.
 * @example depositTroubleConditions(facts).at(-1)?.code // 'LANDLORD_LIST_PAGE_ADDRESS'
 */
export function depositTroubleConditions(facts: DepositTroubleConditionFacts): readonly DepositTroubleCondition[] {
  return [
    ...leaseConditions(facts),
    ...costConditions(facts.costs),
    ...guaranteeConditions(facts.guaranteeClaim),
    ...fraudConditions(facts.fraudVictim),
    condition(
      'CONTACTS_CHECKED_SECONDARY',
      'S',
      '전화번호는 안내 자료로 확인했어요. 기관 누리집에서 바뀌었는지 한 번 더 확인하세요.',
    ),
    condition(
      'LANDLORD_LIST_PAGE_ADDRESS',
      'U',
      '상습 채무불이행자 명단이 있는 정확한 화면 주소는 확인하지 못해 안심전세포털 첫 화면으로 연결해요.',
    ),
  ];
}

function leaseConditions({ input, leaseEndedOn }: DepositTroubleConditionFacts): DepositTroubleCondition[] {
  const conditions: DepositTroubleCondition[] = [];
  if (input.movedOut && input.leaseRegistered !== true) {
    conditions.push(
      condition(
        'MOVED_OUT_WITHOUT_REGISTRATION',
        'S',
        '임차권등기 없이 이사했다면 대항력과 우선변제권을 잃었을 수 있어요. 지금 임차권등기를 하면 등기된 날부터 보호받아요(그 전 순위는 되찾지 못해요).',
      ),
    );
  }
  if (input.tacitRenewalNoticeReceivedOn !== undefined) {
    conditions.push(
      condition(
        'TACIT_RENEWAL_COUNTS_FROM_RECEIPT',
        'S',
        `묵시적 갱신 뒤 계약은 집주인이 해지 통지를 받은 날부터 3개월이 지나야 끝나요(${leaseEndedOn}). 받은 날을 증명할 내용증명이나 문자를 남겨 두세요.`,
      ),
    );
  }
  if (input.auctionStarted) {
    conditions.push(
      condition(
        'AUCTION_CLAIM_DIVIDEND',
        'S',
        '경매·공매가 시작됐다면 법원이 정한 배당요구종기까지 배당요구를 하세요. 놓치면 배당을 못 받을 수 있어요.',
      ),
    );
  }
  if (input.seizureStarted) {
    conditions.push(
      condition(
        'SEIZURE_MAY_LEAD_TO_AUCTION',
        'S',
        '압류·가압류가 있으면 경매로 이어질 수 있어요. 등기부를 자주 확인하고, 경매가 시작되면 배당요구를 하세요.',
      ),
    );
  }
  return conditions;
}

function costConditions(costs: LeaseRegistrationCosts): DepositTroubleCondition[] {
  return [
    ...(costs.serviceFeeUnitGiven
      ? []
      : [
          condition(
            'SERVICE_FEE_UNIT_UNCONFIRMED',
            'S',
            `송달료 1회분은 ${groupDigits(costs.serviceFeeUnit)}원으로 계산했어요(2021-09-01부터, 2차 자료). 5,500원이라는 안내도 있어 법원이 알려 주는 금액을 넣으면 다시 계산해요.`,
          ),
        ]),
    condition(
      'COURT_COST_FIGURES_SECONDARY',
      'S',
      '인지·등록면허세·등기촉탁수수료는 실무 안내 자료의 금액이에요. 접수할 때 법원과 지자체가 알려 주는 금액이 기준이고, 이 비용은 집주인에게 청구할 수 있어요.',
    ),
  ];
}

function guaranteeConditions(claim: GuaranteeClaim): DepositTroubleCondition[] {
  switch (claim.guarantee) {
    case 'NONE':
      return [
        condition(
          'NO_GUARANTEE',
          'S',
          '반환보증이 없으면 집주인에게 직접 받아야 해요. 임차권등기를 하고 지급명령이나 보증금 반환 소송을 생각하세요. 대한법률구조공단(132)이 도와줘요.',
        ),
      ];
    case 'UNKNOWN':
      return [
        condition(
          'GUARANTEE_UNKNOWN',
          'S',
          '반환보증에 가입했는지 모르면 보증서나 대출 서류를 보거나, HUG 안심전세포털·보증기관에 주소로 가입 여부를 물어보세요. 집주인이 가입한 임대보증금보증일 수도 있어요.',
        ),
      ];
    case 'HUG':
      return [
        condition(
          'HUG_ACCIDENT_DAY_READING',
          'S',
          `보증사고는 계약이 끝나고 1개월 안에 보증금을 못 받은 경우예요. 1개월이 다 지난 다음 날(${claim.accidentOn})부터 청구할 수 있다고 봤어요. HUG 약관 원문은 확인하지 못했어요.`,
        ),
        reviewTime(),
      ];
    default:
      return [
        condition(
          'GUARANTEE_TERMS_NOT_FOUND',
          'U',
          `${claim.guarantee === 'HF' ? 'HF 전세지킴보증' : 'SGI 전세금보장신용보험'}의 보증사고 기준과 청구할 수 있는 날은 원문으로 확인하지 못했어요. 보증기관에 청구 시기와 서류를 물어보세요.`,
        ),
        reviewTime(),
      ];
  }
}

function reviewTime(): DepositTroubleCondition {
  return condition(
    'GUARANTEE_REVIEW_TIME_UNKNOWN',
    'U',
    '청구 뒤 심사와 지급에 걸리는 기간은 확인하지 못했어요. 보증기관에 물어보세요.',
  );
}

function fraudConditions(fraud: FraudVictimAssessment): DepositTroubleCondition[] {
  const conditions = [
    condition(
      'FRAUD_DECISION_IS_THE_COMMITTEES',
      'S',
      '전세사기피해자인지는 국토교통부 전세사기피해지원위원회가 정해요. 여기 답은 요건에 견준 예상일 뿐이에요.',
    ),
  ];
  const requirement = (code: string) => fraud.requirements.find((each) => each.code === code);
  if (requirement('OPPOSABILITY_AND_FIXED_DATE')?.status === 'NOT_MET') {
    conditions.push(
      condition(
        'FRAUD_WITHOUT_OPPOSABILITY',
        'U',
        '대항력이나 확정일자가 없어도 「전세사기피해자등」으로 일부 지원을 받는 경우가 있다고 해요. 조건은 확인하지 못했으니 전세피해지원센터에 물어보세요.',
      ),
    );
  }
  if (requirement('LAW_IN_FORCE')?.status === 'NOT_MET') {
    conditions.push(
      condition(
        'FRAUD_LAW_MAY_BE_EXTENDED',
        'U',
        '특별법 기한이 다시 늘어났는지는 확인하지 못했어요. 전세피해지원센터에 물어보세요.',
      ),
    );
  }
  return conditions;
}
