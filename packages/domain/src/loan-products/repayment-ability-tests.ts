import type { Won } from '../money/won.ts';
import { formatPolicyDate } from '../policy/format-policy-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { changeOn, datedValue } from './dated-value.ts';
import { addCondition, type Reasons } from './eligibility-checks.ts';
import type { LoanFacts } from './loan-facts.ts';
import type { Institution } from './loan-product.ts';

// NOTE: the guarantors' repayment-ability tests of 2025 (issue 47 #10). No official text was read here: one blog
// (2025-06-09) says "2025년 6월 13일부터 HUG·SGI·HF … 임차인의 소득 증빙·DSR 심사 도입: 유주택자 + 대출 비율 60% 초과 시
// DSR 40%" (docs/research/issue-47-sources.md §7) [U]; issue 47 reads HUG "from 2025-06" (formula unpublished) and SGI
// from 2025-06-11. Neither changes a figure here: both are stated conditions with their mark.

/** HUG weighs the tenant's income and debts in the guarantee limit; its formula is not published. */
export const HUG_INCOME_SCREENING = datedValue<boolean>({
  before: { value: false, source: 'HUG 소득·부채 심사 전 [U]' },
  changes: [
    {
      from: '2025-06-13',
      value: true,
      source: 'HUG 전세대출 보증 임차인 소득·부채 반영 (블로그 2025-06-09의 6월 13일; issue 47의 2025-06) [U]',
    },
  ],
  name: (screens) => (screens ? 'HUG 전세대출 보증 한도에 소득·부채 반영' : 'HUG 소득·부채 심사 없음'),
});

/** SGI's test of a home-owning tenant who borrows more than a share of the deposit: all repayments within a DSR. */
export type SgiDsrTest = { readonly loanSharePercent: number; readonly dsrPercent: number };

export const SGI_DSR_TEST = datedValue<SgiDsrTest | null>({
  before: { value: null, source: 'SGI DSR 심사 전 [U]' },
  changes: [
    {
      from: '2025-06-11',
      value: { loanSharePercent: 60, dsrPercent: 40 },
      source:
        'SGI 유주택 임차인 대출 비율 60% 초과 시 DSR 40% (issue 47의 2025-06-11; 블로그 2025-06-09는 6월 13일) [U]',
    },
  ],
  name: (test) =>
    test === null
      ? 'SGI DSR 심사 없음'
      : `SGI 유주택 세입자 보증금 ${test.loanSharePercent}% 초과 대출 DSR ${test.dsrPercent}% 심사`,
});

/**
 * The repayment-ability test of the product's institution on `policyDate`, as a stated condition: HUG's for every
 * HUG bank loan (HUG-01), SGI's for a 1주택자 whose loan (the need, up to the limit) passes the share of the deposit.
 * @example noteRepaymentAbilityTests(reasons, ownerFacts, '2026-11-29', 'SGI', 200_000_000) // SGI's DSR 40 % condition
 */
export function noteRepaymentAbilityTests(
  reasons: Reasons,
  facts: LoanFacts,
  policyDate: PolicyDate,
  institution: Institution,
  loanAmount: Won,
): void {
  const hug = changeOn(HUG_INCOME_SCREENING, policyDate);
  if (institution === 'HUG' && hug?.value === true) {
    addCondition(
      reasons,
      'REPAYMENT_ABILITY_SCREENED',
      () =>
        `${formatPolicyDate(hug.from)}부터(시행일 원문 미확인) HUG는 보증 한도를 정할 때 소득과 다른 빚도 봐요. 계산식이 공개되지 않아서, 소득에 비해 빚이 많으면 한도가 이보다 적을 수 있어요.`,
    );
  }
  const sgi = changeOn(SGI_DSR_TEST, policyDate);
  const test = sgi?.value ?? null;
  if (institution !== 'SGI' || sgi === null || test === null) return;
  if (facts.profile.houseOwnershipType === 'NO_HOUSE') return;
  if (loanAmount * 100 <= facts.profile.rentalDeposit * test.loanSharePercent) return;
  addCondition(
    reasons,
    'REPAYMENT_ABILITY_SCREENED',
    () =>
      `집을 가진 세입자가 보증금의 ${test.loanSharePercent}%를 넘게 빌리면 ${formatPolicyDate(sgi.from)}부터(시행일 원문 미확인) SGI는 DSR ${test.dsrPercent}% 안에서만 보증해요. 이 대출과 다른 대출의 1년 원리금이 연소득의 ${test.dsrPercent}% 안이어야 해요.`,
  );
}
