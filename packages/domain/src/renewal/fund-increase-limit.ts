import { percentOfFloor } from '../money/percent-of.ts';
import type { Won } from '../money/won.ts';
import type { RenewalRule } from './renewal-rule.ts';

// NOTE: 버팀목 at a renewal with a higher deposit: "갱신계약 : 증액금액 이내에서 증액 후 총 보증금의 80% 이내" —
// nhuf.molit.go.kr's 청년전용 버팀목 page as copied into a public chatbot's source [S]. The share differs by product
// (일반 버팀목 70 %, 신혼·다자녀 80 %, domain-rules §5), so it is an input; 80 % when not given, stated.
export const FUND_INCREASE_RULE = {
  effectiveFrom: '2025-09-08',
  defaultLoanToDepositPercent: 80,
  source: '주택도시기금 버팀목 상품안내 사본: 갱신계약은 증액금액 이내, 증액 후 총 보증금의 80% 이내',
  certainty: 'S',
} as const satisfies RenewalRule & { readonly defaultLoanToDepositPercent: number };

export type FundIncreaseInput = {
  readonly balance: Won;
  readonly depositIncrease: Won;
  readonly newDeposit: Won;
  readonly loanToDepositPercent: number;
  /** The product's limit for the whole loan; null when not given (then only the increase and the share bind). */
  readonly productLimit: Won | null;
};

/**
 * What a 버팀목 loan may grow by when the deposit rises at renewal: no more than the increase, and the whole loan within
 * the share of the new deposit and the product's limit. Never negative.
 * @example fundIncreaseLimit({ balance: 100_000_000, depositIncrease: 15_000_000, newDeposit: 157_500_000, loanToDepositPercent: 80, productLimit: 120_000_000 }) // 15_000_000
 * @example fundIncreaseLimit({ balance: 100_000_000, depositIncrease: 15_000_000, newDeposit: 157_500_000, loanToDepositPercent: 70, productLimit: 120_000_000 }) // 10_250_000
 */
export function fundIncreaseLimit(input: FundIncreaseInput): Won {
  const byShare = percentOfFloor(input.newDeposit, input.loanToDepositPercent) - input.balance;
  const byProduct = input.productLimit === null ? byShare : input.productLimit - input.balance;
  return Math.max(0, Math.min(input.depositIncrease, byShare, byProduct));
}
