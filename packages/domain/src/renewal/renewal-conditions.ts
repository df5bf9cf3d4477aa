import { formatWon } from '../money/format-won.ts';
import { fromRateMilli } from '../loan-products/rate-milli.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import type { BankLoanAtRenewal } from './bank-loan-at-renewal.ts';
import type { GuaranteeAtRenewal } from './guarantee-at-renewal.ts';
import type { RefinanceAtRenewal } from './refinance-window.ts';
import type { FundAtRenewal, RenewalPlanInput } from './renewal-plan-input.ts';
import type { RenewalCondition } from './renewal-rule.ts';
import type { StayOrMove } from './stay-or-move.ts';

/** What the plan worked out, for the conditions it rests on. */
export type RenewalConditionFacts = {
  readonly input: RenewalPlanInput;
  readonly rightUnused: boolean;
  readonly capMilli: number;
  readonly earlyExit: PolicyDate | null;
  readonly fund: FundAtRenewal | null;
  readonly bankLoan: BankLoanAtRenewal | null;
  readonly refinance: RefinanceAtRenewal | null;
  readonly guarantee: GuaranteeAtRenewal;
  /** Null: no comparison was made, and none of its conditions is said. */
  readonly stayOrMove: StayOrMove | null;
};

/**
 * The conditions a renewal plan holds on, in the order of the plan: each reading that is not the official text read
 * here ([S]), each rule not found ([U]), and each input the plan assumed. Only those that bear on this answer.
 * @example renewalConditions(facts).map((condition) => condition.code)[0] // 'RENEWAL_REFUSAL_GROUNDS'
 */
export function renewalConditions(facts: RenewalConditionFacts): readonly RenewalCondition[] {
  return [
    ...leaseConditions(facts),
    ...fundConditions(facts.fund),
    ...bankLoanConditions(facts.bankLoan),
    ...refinanceConditions(facts.refinance),
    ...guaranteeConditions(facts.guarantee),
    ...(facts.input.nextHome === undefined
      ? []
      : [
          condition(
            'BROKERAGE_FEE_IS_A_CEILING',
            'S',
            '중개보수는 법정 상한이에요. 실제 금액은 이 안에서 중개사와 정하고, 부가세는 따로예요.',
          ),
        ]),
    ...stayOrMoveConditions(facts),
  ];
}

function stayOrMoveConditions({ input, stayOrMove }: RenewalConditionFacts): RenewalCondition[] {
  if (stayOrMove === null) return [];
  const conditions = [
    condition(
      'STAY_OR_MOVE_WHAT_IS_COUNTED',
      'U',
      '남을 때는 갱신 뒤 월세와 지금 대출의 이자, 연장 가산금리만 셌어요. 지금 집에 묶인 자기자금의 이자와 올려 줄 보증금의 비용은 세지 않았어요. 옮길 때는 임대 조건 비교의 월 비용(대출 이자, 자기자금 이자, 보증료·인지세, 월세 세액공제)에 중개보수 상한과 이사비를 더했어요. 관리비는 두 쪽 다 세지 않았어요.',
    ),
  ];
  // Stryker disable next-line OptionalChaining: equivalent — a comparison is made only with a next home.
  if (input.nextHome?.movingCost === undefined) {
    conditions.push(
      condition(
        'MOVING_COST_NOT_GIVEN',
        'U',
        '이사비를 입력하지 않아 0원으로 계산했어요. 넣으면 옮길 때 비용에 더해요.',
      ),
    );
  }
  return conditions;
}

function leaseConditions({ input, rightUnused, capMilli, earlyExit }: RenewalConditionFacts): RenewalCondition[] {
  const conditions: RenewalCondition[] = [];
  if (rightUnused) {
    conditions.push(
      condition(
        'RENEWAL_REFUSAL_GROUNDS',
        'S',
        '집주인이 직접 살려는 경우처럼 법이 정한 사유가 있으면 갱신요구를 거절할 수 있어요 (주택임대차보호법 제6조의3 제1항 단서).',
      ),
      condition(
        'LOCAL_ORDINANCE_CAP',
        'U',
        '시·도 조례가 5 %보다 낮은 상한을 정했으면 그 상한이 적용돼요. 조례로 정한 곳이 있는지는 확인하지 못했어요.',
      ),
      condition(
        'AGREED_CONTRACT_HAS_NO_CAP',
        'S',
        '5 % 상한은 갱신요구권을 써서 갱신할 때 적용돼요. 요구하지 않고 합의해 새로 계약하면 상한이 없어요 (대법원 2002다23482).',
      ),
    );
  } else {
    conditions.push(
      condition(
        'AGREED_CONTRACT_HAS_NO_CAP',
        'S',
        '갱신요구권을 이미 써서 이번 만기에는 요구할 수 없어요. 집주인과 합의해 새로 계약하면 5 % 상한이 없어요 (대법원 2002다23482).',
      ),
    );
  }
  const offer = input.landlordOffer;
  if (rightUnused && offer !== undefined && input.lease.monthlyRent + offer.monthlyRent > 0) {
    conditions.push(
      condition(
        'MIXED_LEASE_CAP_READING',
        'U',
        `월세가 있는 제안은 월세를 전환율 상한(연 ${fromRateMilli(capMilli)} %)으로 보증금에 환산해 5 % 상한과 견줬어요. 보증금과 월세를 함께 바꿀 때의 계산식은 법에 없어 확인이 필요해요.`,
      ),
    );
  }
  if (earlyExit !== null) {
    conditions.push(
      condition(
        'EARLY_EXIT_COUNTS_FROM_RECEIPT',
        'S',
        `3개월은 집주인이 해지 통지를 받은 날부터 세요. 통지가 늦게 닿으면 ${earlyExit}보다 늦어져요. 문자나 내용증명으로 받은 날을 남겨 두세요.`,
      ),
    );
  }
  return conditions;
}

function fundConditions(fund: FundAtRenewal | null): RenewalCondition[] {
  if (fund === null) return [];
  const { loan, extension, increaseLimit } = fund;
  const conditions: RenewalCondition[] = [];
  if (loan.kind === 'FUND_NEWBORN') {
    conditions.push(
      condition(
        'FUND_TERM_READING',
        'S',
        '신생아 특례 버팀목의 "최장 12년"을 대출기간(처음 2년과 2년씩 다섯 번 연장)으로 읽었어요. 특례금리 기간으로 적은 자료도 있어 기금 수탁은행에 확인이 필요해요.',
      ),
    );
    if (extension.extraExtension !== null) {
      conditions.push(
        condition(
          'FUND_NEWBORN_EXTRA_EXTENSIONS',
          'U',
          '신생아 특례 버팀목도 미성년 자녀 수만큼 더 연장해 주는지는 찾지 못해 연장할 수 없다고 봤어요. 기금 수탁은행에 물어보세요.',
        ),
      );
    }
  }
  conditions.push(
    condition(
      'FUND_ADD_ON_READING',
      'U',
      '원금 10 %를 갚지 않을 때의 가산금리(연 0.2 %p, 연장 1년 이하 0.1 %p)는 2차 자료로 읽었어요. 연장할 때마다 더해지는지는 확인하지 못했어요.',
    ),
  );
  if (increaseLimit !== null && loan.loanToDepositPercent === undefined) {
    conditions.push(
      condition(
        'FUND_LOAN_TO_DEPOSIT_ASSUMED',
        'U',
        '늘릴 수 있는 대출은 올린 뒤 보증금의 80 %까지로 봤어요. 상품마다 비율이 달라요 (일반 버팀목 70 %).',
      ),
    );
  }
  if (increaseLimit !== null && loan.productLimit === undefined) {
    conditions.push(
      condition('FUND_PRODUCT_LIMIT_NOT_GIVEN', 'U', '상품 한도를 입력하지 않아 한도는 따지지 않았어요.'),
    );
  }
  return conditions;
}

function bankLoanConditions(bankLoan: BankLoanAtRenewal | null): RenewalCondition[] {
  const limit = bankLoan?.singleHouseLimit ?? null;
  if (limit === null) return [];
  return [
    condition(
      'SINGLE_HOUSE_LIMIT_ON_EXTENSION',
      'U',
      `증액 없이 연장하면 대출받을 때의 한도가 그대로라고 봤어요 (확인 필요). 보증금을 올리며 대출을 늘리면 오늘의 수도권 1주택자 한도 ${formatWon(limit.limit)} 안에서만 늘릴 수 있어요.`,
    ),
  ];
}

function refinanceConditions(refinance: RefinanceAtRenewal | null): RenewalCondition[] {
  if (refinance === null) return [];
  const { window } = refinance;
  return [
    condition(
      'REFINANCE_WINDOW_UNCONFIRMED',
      'S',
      `대환대출 인프라로는 대출받고 3개월이 지난 뒤(${window.from})부터 임대차 기간의 절반이 지나기 전(${window.to})까지, 같은 보증기관의 대출로만 옮길 수 있다는 보도를 따랐어요. 금융위원회 원문은 확인하지 못했어요.`,
    ),
    ...(refinance.inWindow
      ? []
      : [
          condition(
            'REFINANCE_OUTSIDE_WINDOW',
            'S',
            '오늘은 그 기간 밖이라 인프라로는 옮길 수 없어요. 은행 창구에서 새 대출로 갚는 방법이 있는지 물어보세요.',
          ),
        ]),
    condition(
      'REFINANCE_MONTHS_NOT_DAYS',
      'S',
      '중도상환수수료·보증료·아끼는 이자는 달 단위로 셌어요. 은행은 날 단위로 계산해 조금 다를 수 있어요.',
    ),
    condition(
      'REFINANCE_GUARANTEE_FEE_KEPT',
      'U',
      '새 대출의 보증료는 만기까지 한 번에 내고, 일찍 이사해도 돌려받지 못한다고 봤어요.',
    ),
  ];
}

function guaranteeConditions(guarantee: GuaranteeAtRenewal): RenewalCondition[] {
  const conditions: RenewalCondition[] = [];
  if (guarantee.deadlineRule.isEstimate) {
    conditions.push(
      condition(
        'GUARANTEE_DEADLINE_ESTIMATE',
        'U',
        `${guarantee.deadlineRule.productName}의 가입 기한은 보증기관 원문으로 확인하지 못했어요.`,
      ),
    );
  }
  if (guarantee.action === 'RENEW_WITH_INCREASE') {
    conditions.push(
      condition(
        'GUARANTEE_INCREASE_HANDLING',
        'U',
        '보증금이 오르면 지금 보증을 늘려 갱신하는지 새로 가입하는지 확인하지 못했어요. 보증기관에 물어보세요.',
      ),
    );
  }
  if (guarantee.feeForRenewedTerm === null) {
    conditions.push(
      condition(
        'GUARANTEE_FEE_NOT_GIVEN',
        'U',
        '보증료율을 몰라 반환보증료는 계산하지 않았어요. 보증기관의 보증료율을 넣으면 계산해요.',
      ),
    );
  }
  return conditions;
}

function condition(code: RenewalCondition['code'], certainty: RenewalCondition['certainty'], message: string) {
  return { code, certainty, message };
}
