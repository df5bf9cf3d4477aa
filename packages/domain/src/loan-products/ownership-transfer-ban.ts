import { formatPolicyDate } from '../policy/format-policy-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce, type SourcedPolicyTableRow } from '../policy/table-in-force.ts';
import type { IneligibilityReason, ProductCondition } from './ineligibility-reason.ts';
import type { LoanFacts } from './loan-facts.ts';
import type { LoanProductDefinition } from './loan-product.ts';
import { ownershipTransferAnswerOf } from './loan-profile.ts';

/** A dated measure on 소유권이전 조건부 전세대출 (a lease whose landlord changes on the 잔금일). */
export type OwnershipTransferBanRow = SourcedPolicyTableRow & {
  /** The measure's name and date as the answer shows it. */
  readonly name: string;
  /** Whether a guaranteed jeonse loan is refused for such a contract in 수도권·규제지역. */
  readonly bannedInCapitalArea: boolean;
};

/**
 * Sorted by `effectiveFrom`. Before the first row no such ban applied.
 * NOTE: FSC 2025-06-27 「가계부채 관리 강화 방안」, in force 2025-06-28 (the day after the announcement): in
 * 수도권·규제지역 a jeonse loan conditional on the transfer of ownership (the buyer pays the 잔금 with the
 * tenant's deposit) is no longer guaranteed. FSC's English release of the day [P, only its opening read here],
 * 동아일보 2025-07-10 ("banned … under ownership transfer conditions in the Seoul metropolitan areas and regulated
 * areas"), KBS 2025-06-30/07-02, 경향 2025-07-01 [S]. Contracts and loan applications of 2025-06-27 or earlier
 * keep the old rules (FSC explanation of 2025-06-30 as KBS reported it [S]). ADR 0028.
 */
export const OWNERSHIP_TRANSFER_BANS: readonly OwnershipTransferBanRow[] = [
  {
    effectiveFrom: '2025-06-28',
    name: '6·27 가계부채 관리 강화 방안',
    bannedInCapitalArea: true,
    source: '금융위원회 가계부채 관리 강화 방안 (2025-06-27 발표, 2025-06-28 시행) [P/S]',
  },
];

/** The ban in force on `policyDate`, or null before it. */
export function ownershipTransferBanInForce(policyDate: PolicyDate): OwnershipTransferBanRow | null {
  const row = tableInForce(OWNERSHIP_TRANSFER_BANS, policyDate);
  // Stryker disable next-line ConditionalExpression: every row of the table bans, and before the first there is no row
  return row?.bannedInCapitalArea === true ? row : null;
}

/**
 * The products the ban covers: every product that lends for the deposit (all of the catalogue's are sold with an
 * HF, HUG or SGI guarantee; the 기금 loans with HUG's or HF's). NHUF-07 lends the rent only, not the deposit
 * the buyer's 잔금 would come from.
 */
export function isCoveredByOwnershipTransferBan(product: Pick<LoanProductDefinition, 'limitBounds'>): boolean {
  return product.limitBounds.maxDepositRatioPercent > 0;
}

/** What the ban adds to one product's answer: a refusal, a condition, or nothing. */
export type OwnershipTransferOutcome =
  | { readonly kind: 'NONE' }
  | { readonly kind: 'REFUSED'; readonly reason: IneligibilityReason }
  | { readonly kind: 'CONDITION'; readonly condition: ProductCondition };

const NONE: OwnershipTransferOutcome = { kind: 'NONE' };

/**
 * 예 → refused; 모르겠어요 (or a form stored before the question) → eligible on the stated condition that the
 * landlord does not change; 아니요, outside 수도권·규제지역, or no ban in force (`ban` null) → nothing.
 * Every 규제지역 designated since 2025-06-28 lies in 수도권 (6·27: 강남·서초·송파·용산; 10·15: 서울 and 12 경기
 * areas), so 수도권 by the 법정동 code is the region (ADR 0028).
 * @example ownershipTransferOutcome(HUG, seoulFactsAnsweringYes, ownershipTransferBanInForce('2026-11-22'), true).kind // 'REFUSED'
 */
export function ownershipTransferOutcome(
  product: LoanProductDefinition,
  facts: LoanFacts,
  ban: OwnershipTransferBanRow | null,
  explain: boolean,
): OwnershipTransferOutcome {
  if (!facts.isCapital || !isCoveredByOwnershipTransferBan(product)) return NONE;
  const answer = ownershipTransferAnswerOf(facts.profile);
  if (answer === 'NO') return NONE;
  if (ban === null) return NONE;
  const since = formatPolicyDate(ban.effectiveFrom);
  if (answer === 'YES') {
    return {
      kind: 'REFUSED',
      reason: {
        code: 'OWNERSHIP_TRANSFER_CONTRACT',
        message: explain
          ? `잔금일에 집주인이 바뀌는 계약(소유권이전 조건부)이라 받을 수 없어요. ${since}부터 수도권·규제지역에서는 이런 계약에 전세대출 보증이 나오지 않아요(${ban.name}).`
          : '',
      },
    };
  }
  return {
    kind: 'CONDITION',
    condition: {
      code: 'OWNER_UNCHANGED_ON_BALANCE_DAY',
      message: explain
        ? `잔금일에 집주인이 바뀌지 않아야 해요. 바뀌는 계약(소유권이전 조건부)이면 ${since}부터 수도권·규제지역에서는 전세대출을 받을 수 없어요(${ban.name}).`
        : '',
    },
  };
}
