import { formatWon as won } from '../money/format-won.ts';
import type { Won } from '../money/won.ts';
import { addDays } from '../policy/calendar-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { ruleOn } from '../renewal/renewal-rule.ts';
import type { DepositTroubleRule } from './deposit-trouble-rule.ts';

/** The renter's answer to a question only they can see: yes, no, or not known. */
export const TRI_STATES = ['YES', 'NO', 'UNKNOWN'] as const;
export type TriState = (typeof TRI_STATES)[number];

/** The 전세사기피해자 특별법 as in force on an application day. */
export type FraudVictimLawRule = DepositTroubleRule & {
  /** The law's last day (유효기간). */
  readonly lawExpiresOn: PolicyDate;
  /** Only leases first signed by this day (null: no such limit). */
  readonly firstContractBy: PolicyDate | null;
  readonly depositCap: Won;
  /** The committee may accept a deposit up to `depositCap` + this. */
  readonly committeeExtra: Won;
};

// NOTE: 전세사기피해자 지원 및 주거안정에 관한 특별법 (시행 2023-06-01, 2년 한시): 제3조 — 대항력과 확정일자 (또는
// 임차권등기), 보증금 3억원 이하 (시·도·위원회가 2억원 범위에서 조정), 파산·회생, 경매·공매 개시 또는 집행권원으로
// 다수 임차인의 피해, 반환하지 않을 의도 (run8806.tistory.com, yhbkorea.tistory.com 법안 요약) [S].
// 2024-08-28 개정 (2024-11-11 시행): 보증금 5억원 이하, 위원회가 2억원 더 (최대 7억원); LH 매입·경매차익 (imnews.imbc.com,
// ssal3.beogalgamtwi.com 2024-08-30) [S]; the first day 2024-11-11 ("일부 규정 2개월 유예") is [S] from the same reports.
// 2025-05-01 개정: 유효기간 2027-05-31, "2025년 5월 31일까지 최초 계약을 체결한 세입자까지만" (biz.sbs.co.kr 2025-05-02,
// sirens.kr) [S]. The amendment's own first day was not read [U]: the row starts the day after the old law's last day.
export const FRAUD_VICTIM_LAW_RULES: readonly [FraudVictimLawRule, ...FraudVictimLawRule[]] = [
  {
    effectiveFrom: '2023-06-01',
    lawExpiresOn: '2025-05-31',
    firstContractBy: null,
    depositCap: 300_000_000,
    committeeExtra: 200_000_000,
    source: '전세사기피해자 지원 및 주거안정에 관한 특별법 제3조 (2023-06-01 시행): 보증금 3억원 이하, 2억원 범위 조정',
    certainty: 'S',
  },
  {
    effectiveFrom: '2024-11-11',
    lawExpiresOn: '2025-05-31',
    firstContractBy: null,
    depositCap: 500_000_000,
    committeeExtra: 200_000_000,
    source:
      '전세사기피해자법 개정 (2024-08-28 의결, 2024-11-11 시행): 보증금 5억원 이하, 위원회가 2억원 범위에서 최대 7억원',
    certainty: 'S',
  },
  {
    effectiveFrom: '2025-06-01',
    lawExpiresOn: '2027-05-31',
    firstContractBy: '2025-05-31',
    depositCap: 500_000_000,
    committeeExtra: 200_000_000,
    source:
      '전세사기피해자법 개정 (2025-05-01 국회 의결): 유효기간 2027-05-31, 2025-05-31까지 최초 계약한 임차인만 (시행일은 원문 미확인)',
    certainty: 'S',
  },
];

/** Where to apply, who decides, how long, and the appeal. */
export type FraudVictimProcessRule = DepositTroubleRule & {
  readonly cityInvestigationDays: number;
  readonly committeeDays: number;
  readonly committeeExtensionDays: number;
  readonly appealDays: number;
};

// NOTE: 특별법 제12조~제15조 as reported: 임차주택 관할 시·도에 신청 → 시·도 30일 안에 조사 → 국토교통부
// 전세사기피해지원위원회가 상정 후 30일 안에 (한 번 15일 연장) 의결 → 국토교통부장관 결정; 결정을 송달받은 날부터
// 30일 안에 국토교통부에 이의신청 (seouleconews.com 2023-06-01, hazzistory.com 2025) [S].
export const FRAUD_VICTIM_PROCESS_RULE = {
  effectiveFrom: '2023-06-01',
  cityInvestigationDays: 30,
  committeeDays: 30,
  committeeExtensionDays: 15,
  appealDays: 30,
  source:
    '전세사기피해자법 제12조~제15조: 시·도 신청·조사 30일, 전세사기피해지원위원회 의결 30일(15일 연장), 결정 송달 후 30일 안에 이의신청',
  certainty: 'S',
} as const satisfies FraudVictimProcessRule;

export const FRAUD_VICTIM_SUPPORT_CODES = [
  'AUCTION_DEFERRAL',
  'PRIORITY_PURCHASE',
  'LH_PURCHASE',
  'EMERGENCY_HOUSING',
] as const;
export type FraudVictimSupportCode = (typeof FRAUD_VICTIM_SUPPORT_CODES)[number];

export type FraudVictimSupport = DepositTroubleRule & {
  readonly code: FraudVictimSupportCode;
  readonly title: string;
  readonly detail: string;
};

// NOTE: what a decided victim gets (특별법 2023-06-01: 경매·공매 유예·정지, 우선매수권, 긴급주거 — run8806.tistory.com,
// notes1293.tistory.com [S]; 2024-11-11: LH가 피해주택을 경·공매로 사서 경매차익(감정가 − 낙찰가)을 돌려주고 공공임대로
// 최장 10년(더 필요하면 10년 더) 살게 함 — ssal3.beogalgamtwi.com 2024-08-30, sirens.kr [S]).
export const FRAUD_VICTIM_SUPPORTS: readonly FraudVictimSupport[] = [
  {
    code: 'AUCTION_DEFERRAL',
    effectiveFrom: '2023-06-01',
    title: '경매·공매 유예·정지',
    detail: '피해주택의 경매·공매를 미뤄 달라고 법원·기관에 요청할 수 있어요.',
    source: '전세사기피해자법 제17조·제18조 (2023-06-01 시행)',
    certainty: 'S',
  },
  {
    code: 'PRIORITY_PURCHASE',
    effectiveFrom: '2023-06-01',
    title: '우선매수권',
    detail: '경매·공매에서 최고가와 같은 값으로 먼저 살 수 있어요. 이 권리를 LH에 넘길 수도 있어요.',
    source: '전세사기피해자법 제20조·제22조 (2023-06-01 시행)',
    certainty: 'S',
  },
  {
    code: 'LH_PURCHASE',
    effectiveFrom: '2024-11-11',
    title: 'LH 매입과 경매차익',
    detail:
      'LH가 피해주택을 사서 감정가와 낙찰가의 차이(경매차익)를 돌려줘요. 그 집에 공공임대로 최장 10년 살 수 있고, 필요하면 10년 더 살 수 있어요. 나가려면 경매차익을 받고 나갈 수 있어요.',
    source: '전세사기피해자법 개정 (2024-11-11 시행): LH 피해주택 매입, 경매차익 지급, 공공임대 최장 10년 (+10년)',
    certainty: 'S',
  },
  {
    code: 'EMERGENCY_HOUSING',
    effectiveFrom: '2023-06-01',
    title: '긴급주거',
    detail: '경매로 집을 비워야 하면 공공임대 긴급주거를 지원받을 수 있어요.',
    source: '전세사기피해자법 (2023-06-01 시행) 주거지원',
    certainty: 'S',
  },
];

export const FRAUD_REQUIREMENT_CODES = [
  'OPPOSABILITY_AND_FIXED_DATE',
  'DEPOSIT_CAP',
  'MANY_TENANTS_AT_RISK',
  'INTENT_NOT_TO_RETURN',
  'FIRST_CONTRACT_DATE',
  'LAW_IN_FORCE',
] as const;
export type FraudRequirementCode = (typeof FRAUD_REQUIREMENT_CODES)[number];

/** MET, NOT_MET, UNKNOWN (the renter does not know), COMMITTEE (only the committee can accept it). */
export type RequirementStatus = 'MET' | 'NOT_MET' | 'UNKNOWN' | 'COMMITTEE';

export type FraudRequirement = {
  readonly code: FraudRequirementCode;
  readonly status: RequirementStatus;
  /** Why, in 해요체. */
  readonly reason: string;
};

export type FraudVictimOutlook = 'LIKELY' | 'CONDITIONAL' | 'NOT_COVERED';

export type FraudVictimAssessment = {
  /** Never a decision: the 국토교통부 committee decides. */
  readonly outlook: FraudVictimOutlook;
  readonly requirements: readonly FraudRequirement[];
  readonly law: FraudVictimLawRule;
  readonly process: FraudVictimProcessRule & { readonly maxDaysToDecision: number; readonly decisionBy: PolicyDate };
  /** The supports in force on the day, with their first days. */
  readonly supports: readonly FraudVictimSupport[];
};

export type FraudVictimInput = {
  readonly firstContractDate: PolicyDate;
  readonly deposit: Won;
  readonly moveInReported: boolean;
  readonly fixedDateStamped: boolean;
  readonly movedOut: boolean;
  readonly leaseRegistered: boolean;
  readonly manyTenantsAtRisk: TriState;
  readonly intentNotToReturn: TriState;
};

/**
 * Whether the 전세사기피해자 결정 looks LIKELY, CONDITIONAL or NOT_COVERED for an application on `today`, requirement by
 * requirement; the committee decides, never this. Any requirement NOT_MET makes it NOT_COVERED (with the reason), any
 * one UNKNOWN or left to the committee CONDITIONAL, all MET LIKELY.
 * @example fraudVictimAssessment({ firstContractDate: '2025-06-01', … }, '2026-11-29').outlook // 'NOT_COVERED'
 */
export function fraudVictimAssessment(input: FraudVictimInput, today: PolicyDate): FraudVictimAssessment {
  const law = ruleOn(FRAUD_VICTIM_LAW_RULES, today);
  const requirements: FraudRequirement[] = [
    lawInForce(law, today),
    firstContract(law, input.firstContractDate),
    opposability(input),
    depositCap(law, input.deposit),
    answered('MANY_TENANTS_AT_RISK', input.manyTenantsAtRisk, {
      YES: '집주인의 파산·회생, 경매·공매 개시나 집행권원으로 여러 세입자가 보증금을 못 받았거나 못 받을 것 같아요.',
      UNKNOWN:
        '다른 세입자들도 파산·회생, 경매·공매, 집행권원으로 보증금을 못 받을 상황인지 모른다고 답했어요. 등기부와 센터에서 확인하세요.',
      NO: '여러 세입자가 파산·회생, 경매·공매, 집행권원으로 피해를 입을 상황이 아니라고 답했어요. 경매가 시작되면 다시 보세요.',
    }),
    answered('INTENT_NOT_TO_RETURN', input.intentNotToReturn, {
      YES: '집주인이 돌려주지 않을 의도를 의심할 만한 사정(연락 두절, 여러 채를 무자본으로 산 경우 등)이 있다고 답했어요.',
      UNKNOWN: '돌려주지 않을 의도를 의심할 사정이 있는지 모른다고 답했어요. 위원회가 사정을 살펴요.',
      NO: '돌려주지 않을 의도를 의심할 사정이 없다고 답했어요. 이 요건은 위원회가 사정을 모아 판단해요.',
    }),
  ];
  const maxDaysToDecision =
    FRAUD_VICTIM_PROCESS_RULE.cityInvestigationDays +
    FRAUD_VICTIM_PROCESS_RULE.committeeDays +
    FRAUD_VICTIM_PROCESS_RULE.committeeExtensionDays;
  return {
    outlook: outlookOf(requirements),
    requirements,
    law,
    process: { ...FRAUD_VICTIM_PROCESS_RULE, maxDaysToDecision, decisionBy: addDays(today, maxDaysToDecision) },
    supports: FRAUD_VICTIM_SUPPORTS.filter((support) => support.effectiveFrom <= today),
  };
}

function outlookOf(requirements: readonly FraudRequirement[]): FraudVictimOutlook {
  if (requirements.some((requirement) => requirement.status === 'NOT_MET')) return 'NOT_COVERED';
  return requirements.every((requirement) => requirement.status === 'MET') ? 'LIKELY' : 'CONDITIONAL';
}

function lawInForce(law: FraudVictimLawRule, today: PolicyDate): FraudRequirement {
  return today <= law.lawExpiresOn
    ? {
        code: 'LAW_IN_FORCE',
        status: 'MET',
        reason: `특별법은 ${law.lawExpiresOn}까지 효력이 있어요. 그 전에 신청하세요.`,
      }
    : {
        code: 'LAW_IN_FORCE',
        status: 'NOT_MET',
        reason: `특별법은 ${law.lawExpiresOn}까지만 효력이 있어 지금은 신청할 수 없어요.`,
      };
}

function firstContract(law: FraudVictimLawRule, firstContractDate: PolicyDate): FraudRequirement {
  if (law.firstContractBy === null) {
    return { code: 'FIRST_CONTRACT_DATE', status: 'MET', reason: '이때의 법은 최초 계약일을 따지지 않았어요.' };
  }
  return firstContractDate <= law.firstContractBy
    ? {
        code: 'FIRST_CONTRACT_DATE',
        status: 'MET',
        reason: `최초 계약일(${firstContractDate})이 ${law.firstContractBy} 이전이라 특별법이 적용돼요.`,
      }
    : {
        code: 'FIRST_CONTRACT_DATE',
        status: 'NOT_MET',
        reason: `특별법은 ${law.firstContractBy}까지 처음 계약한 임대차에만 적용돼요. 최초 계약일이 ${firstContractDate}예요.`,
      };
}

function opposability(input: FraudVictimInput): FraudRequirement {
  const code = 'OPPOSABILITY_AND_FIXED_DATE';
  if (input.leaseRegistered) return { code, status: 'MET', reason: '임차권등기를 마쳐 대항력과 우선변제권이 있어요.' };
  if (!input.moveInReported || !input.fixedDateStamped) {
    return { code, status: 'NOT_MET', reason: '전입신고와 확정일자를 모두 갖추거나 임차권등기를 마쳐야 해요.' };
  }
  return input.movedOut
    ? { code, status: 'NOT_MET', reason: '임차권등기 없이 이사해 대항력을 잃었어요.' }
    : { code, status: 'MET', reason: '살면서 전입신고와 확정일자를 갖췄어요.' };
}

function depositCap(law: FraudVictimLawRule, deposit: Won): FraudRequirement {
  const code = 'DEPOSIT_CAP';
  const withCommittee = law.depositCap + law.committeeExtra;
  if (deposit <= law.depositCap) return { code, status: 'MET', reason: `보증금이 ${won(law.depositCap)} 이하예요.` };
  return deposit <= withCommittee
    ? {
        code,
        status: 'COMMITTEE',
        reason: `보증금이 ${won(law.depositCap)}을 넘어요. 위원회가 ${won(withCommittee)}까지 인정할 수 있어요.`,
      }
    : { code, status: 'NOT_MET', reason: `보증금이 위원회가 인정할 수 있는 ${won(withCommittee)}을 넘어요.` };
}

/**
 * A requirement the renter answers. "No" to several tenants at risk is NOT_MET (it can change once an auction starts);
 * "no" to signs of intent is the committee's to weigh (the law lets it infer intent from the facts), so COMMITTEE.
 */
function answered(
  code: 'MANY_TENANTS_AT_RISK' | 'INTENT_NOT_TO_RETURN',
  answer: TriState,
  reasons: Readonly<Record<TriState, string>>,
): FraudRequirement {
  const statusOfNo: RequirementStatus = code === 'INTENT_NOT_TO_RETURN' ? 'COMMITTEE' : 'NOT_MET';
  const status: RequirementStatus = answer === 'YES' ? 'MET' : answer === 'UNKNOWN' ? 'UNKNOWN' : statusOfNo;
  return { code, status, reason: reasons[answer] };
}
