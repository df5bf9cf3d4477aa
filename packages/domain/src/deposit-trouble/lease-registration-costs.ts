import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { ruleOn } from '../renewal/renewal-rule.ts';
import type { DepositTroubleRule } from './deposit-trouble-rule.ts';

/** The court costs of a 임차권등기명령 for one house, as one dated row. */
export type LeaseRegistrationCostRule = DepositTroubleRule & {
  /** 인지 (수입인지) on the application. */
  readonly stampFee: Won;
  /** One 송달 (the court's post) per party. */
  readonly serviceFeeUnit: Won;
  /** How many 송달 are paid in advance per party. */
  readonly servicesPerParty: number;
  /** 등록면허세 with its 지방교육세, per house. */
  readonly registrationTax: Won;
  /** 등기촉탁수수료, per house. */
  readonly registryCommissionFee: Won;
};

// NOTE: 송달료 1회분 5,200원 "2021. 9. 1.부터" (okfom.com, onksy.net 2025) [S]; 인지 2,000원, 등록면허세(지방교육세 포함)
// 7,200원, 등기촉탁수수료 3,000원, 송달 "당사자별 3회" (jeonselaw.com 2025-10-27) [S]. Other pages of the same
// publisher give 5,500원 a 송달 and 4,000원 a commission: the 송달료 unit is therefore also an input, and the plan says
// the figures are secondary. 주택임대차보호법 제3조의3 제8항: the tenant may claim these costs from the landlord [S].
export const LEASE_REGISTRATION_COST_RULES: readonly [LeaseRegistrationCostRule, ...LeaseRegistrationCostRule[]] = [
  {
    effectiveFrom: '2021-09-01',
    stampFee: 2_000,
    serviceFeeUnit: 5_200,
    servicesPerParty: 3,
    registrationTax: 7_200,
    registryCommissionFee: 3_000,
    source:
      '민사소송 송달료 1회분 5,200원 (2021-09-01부터) · 임차권등기명령 인지 2,000원, 등록면허세 7,200원, 등기촉탁수수료 3,000원 (법률 실무 안내, 2차 자료)',
    certainty: 'S',
  },
];

export const LEASE_REGISTRATION_COST_CODES = ['STAMP', 'SERVICE', 'REGISTRATION_TAX', 'REGISTRY_COMMISSION'] as const;
export type LeaseRegistrationCostCode = (typeof LEASE_REGISTRATION_COST_CODES)[number];

export type LeaseRegistrationCosts = {
  readonly items: readonly { readonly code: LeaseRegistrationCostCode; readonly amount: Won }[];
  readonly total: Won;
  /** The 송달료 unit used, and whether the renter gave it (else the dated row's). */
  readonly serviceFeeUnit: Won;
  readonly serviceFeeUnitGiven: boolean;
  readonly parties: number;
  /** 주택임대차보호법 제3조의3 제8항: the landlord may be asked to repay them. */
  readonly reclaimableFromLandlord: true;
  readonly rule: LeaseRegistrationCostRule;
};

/**
 * The court costs of a 임차권등기명령 for one house on `date`: 인지, 송달료 (unit × 송달 per party × parties: the tenant
 * and each landlord), 등록면허세 and 등기촉탁수수료. The 송달료 unit is the renter's when given, else the dated row's.
 * @example leaseRegistrationCosts({ parties: 2 }, '2026-11-29').total // 2_000 + 31_200 + 7_200 + 3_000 = 43_400
 */
export function leaseRegistrationCosts(
  input: { readonly parties: number; readonly serviceFeeUnit?: Won },
  date: PolicyDate,
): LeaseRegistrationCosts {
  const rule = ruleOn(LEASE_REGISTRATION_COST_RULES, date);
  const serviceFeeUnit = input.serviceFeeUnit ?? rule.serviceFeeUnit;
  const items = [
    { code: 'STAMP', amount: rule.stampFee },
    { code: 'SERVICE', amount: serviceFeeUnit * rule.servicesPerParty * input.parties },
    { code: 'REGISTRATION_TAX', amount: rule.registrationTax },
    { code: 'REGISTRY_COMMISSION', amount: rule.registryCommissionFee },
  ] as const;
  return {
    items,
    total: items.reduce((sum, item) => sum + item.amount, 0),
    serviceFeeUnit,
    serviceFeeUnitGiven: input.serviceFeeUnit !== undefined,
    parties: input.parties,
    reclaimableFromLandlord: true,
    rule,
  };
}
