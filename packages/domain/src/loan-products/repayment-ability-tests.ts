import type { Won } from '../money/won.ts';
import { formatPolicyDate } from '../policy/format-policy-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { datedValue, valueOn } from './dated-value.ts';
import { addCondition, type Reasons } from './eligibility-checks.ts';
import type { LoanFacts } from './loan-facts.ts';
import type { Institution } from './loan-product.ts';

// NOTE: the guarantors' repayment-ability tests of 2025 (issue 47 #10). No official text was read here: one blog
// (2025-06-09) says "2025년 6월 13일부터 HUG·SGI·HF … 임차인의 소득 증빙·DSR 심사 도입: 유주택자 + 대출 비율 60% 초과 시
// DSR 40%" (docs/research/issue-47-sources.md §7) [U]; issue 47 reads HUG "from 2025-06" (formula unpublished) and SGI
// from 2025-06-11. Neither changes a figure here: both are stated conditions with their mark.

/** SGI's test of a home-owning tenant who borrows more than a share of the deposit: all repayments within a DSR. */
export type SgiDsrTest = { readonly loanSharePercent: number; readonly dsrPercent: number };

/** The repayment-ability tests in force: HUG's weighing of income and debts (formula unpublished) and SGI's DSR. */
export type RepaymentAbilityTests = { readonly hugWeighsIncome: boolean; readonly sgi: SgiDsrTest | null };

const SGI_DSR_40: SgiDsrTest = { loanSharePercent: 60, dsrPercent: 40 };

export const REPAYMENT_ABILITY_TESTS = datedValue<RepaymentAbilityTests>({
  before: { value: { hugWeighsIncome: false, sgi: null }, source: '2025-06 전: 보증기관 상환능력 심사 없음 [U]' },
  changes: [
    {
      from: '2025-06-11',
      value: { hugWeighsIncome: false, sgi: SGI_DSR_40 },
      source:
        'SGI 유주택 임차인 대출 비율 60% 초과 시 DSR 40% (issue 47의 2025-06-11; 블로그 2025-06-09는 6월 13일) [U]',
    },
    {
      from: '2025-06-13',
      value: { hugWeighsIncome: true, sgi: SGI_DSR_40 },
      source: 'HUG 전세대출 보증 임차인 소득·부채 반영 (블로그 2025-06-09의 6월 13일; issue 47의 2025-06) [U]',
    },
  ],
  name: ({ hugWeighsIncome, sgi }) =>
    [
      sgi === null ? null : `SGI 유주택 세입자 보증금 ${sgi.loanSharePercent}% 초과 대출 DSR ${sgi.dsrPercent}% 심사`,
      hugWeighsIncome ? 'HUG 전세대출 보증 한도에 소득·부채 반영' : null,
    ]
      .filter((part) => part !== null)
      .join(', ') || '보증기관 상환능력 심사 없음',
});

/** The first day a test held, for the sentence. */
function since(holds: (tests: RepaymentAbilityTests) => boolean): PolicyDate {
  return REPAYMENT_ABILITY_TESTS.changes.find((row) => holds(row.value))!.from;
}

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
  // Every product's answer passes here (the split prices many): the 기금 and HF have no such test.
  if (institution !== 'HUG' && institution !== 'SGI') return;
  const tests = valueOn(REPAYMENT_ABILITY_TESTS, policyDate);
  if (institution === 'HUG' && tests.hugWeighsIncome) {
    addCondition(
      reasons,
      'REPAYMENT_ABILITY_SCREENED',
      () =>
        `${formatPolicyDate(since((each) => each.hugWeighsIncome))}부터(시행일 원문 미확인) HUG는 보증 한도를 정할 때 소득과 다른 빚도 봐요. 계산식이 공개되지 않아서, 소득에 비해 빚이 많으면 한도가 이보다 적을 수 있어요.`,
    );
  }
  const test = tests.sgi;
  if (institution !== 'SGI' || test === null) return;
  if (facts.profile.houseOwnershipType === 'NO_HOUSE') return;
  if (loanAmount * 100 <= facts.profile.rentalDeposit * test.loanSharePercent) return;
  addCondition(
    reasons,
    'REPAYMENT_ABILITY_SCREENED',
    () =>
      `집을 가진 세입자가 보증금의 ${test.loanSharePercent}%를 넘게 빌리면 ${formatPolicyDate(since((each) => each.sgi !== null))}부터(시행일 원문 미확인) SGI는 DSR ${test.dsrPercent}% 안에서만 보증해요. 이 대출과 다른 대출의 1년 원리금이 연소득의 ${test.dsrPercent}% 안이어야 해요.`,
  );
}
