import type { ComparedRentOffer } from '@jipsa/contracts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { rentOffersCopy as copy } from '../copy.ts';

const MANWON = 10_000;

/** What the sentence says of the split. */
export type SplitFigures = Pick<
  ComparedRentOffer,
  'rentalDeposit' | 'monthlyRent' | 'loanAmount' | 'loanProductName' | 'monthlyTotal'
>;

/**
 * An amount as a person would sign for it: to the 만원, with "약" when the exact figure is not whole 만원 (the
 * split is found to the won).
 * @example amountInManwon(59_999_734) // '약 6,000만원'
 */
export function amountInManwon(won: number): string {
  const rounded = Math.round(won / MANWON) * MANWON;
  return rounded === won ? formatWon(won) : `약 ${formatWon(rounded)}`;
}

/**
 * The cheapest split on the landlord's conversion line in one sentence that says what the figures beside it say:
 * no rent means the whole deposit is paid (and how much of it is borrowed), else how much of the full deposit
 * turns into which rent and how the deposit left is paid.
 * @example rentOfferSplitSentence({ rentalDeposit: 60_000_000, monthlyRent: 800_000, loanAmount: 0, … }, 300_000_000)
 * // '전세 보증금 3억원 중 2억 4,000만원은 월세 800,000원으로 돌리고, 남은 보증금 6,000만원은 대출 없이 현금으로 내면 …'
 */
export function rentOfferSplitSentence(split: SplitFigures, fullDeposit: number): string {
  const deposit = amountInManwon(split.rentalDeposit);
  const product = split.loanAmount > 0 ? split.loanProductName : null;
  const loan = amountInManwon(split.loanAmount);
  if (split.monthlyRent === 0) {
    return product === null
      ? copy.splitFullCash(deposit, split.monthlyTotal)
      : copy.splitFullWithLoan(deposit, loan, product, split.monthlyTotal);
  }
  const line = {
    full: amountInManwon(fullDeposit),
    converted: amountInManwon(fullDeposit - split.rentalDeposit),
    rent: split.monthlyRent,
  };
  return product === null
    ? copy.splitCash(line, deposit, split.monthlyTotal)
    : copy.splitWithLoan(line, deposit, loan, product, split.monthlyTotal);
}
