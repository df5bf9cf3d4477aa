import { formatPayment, formatWon } from '../money/format-won.ts';
import { percentOfFloor } from '../money/percent-of.ts';
import type { Won } from '../money/won.ts';
import type { LoanProductEvaluation } from './evaluate-loan-products.ts';
import {
  INELIGIBILITY_REASON_CODES,
  INELIGIBILITY_REASON_LABELS,
  type IneligibilityReasonCode,
} from './ineligibility-reason.ts';
import { withParticle } from './korean-particle.ts';
import type { LoanProfile } from './loan-profile.ts';
import { monthlyInterestCost } from './monthly-interest-cost.ts';

/** The figures the reason is built from; nothing in the text is invented. */
export type RecommendationReasonInput = {
  readonly profile: LoanProfile;
  readonly need: Won;
  /** The product the report shows, or null when none is eligible. */
  readonly chosen: LoanProductEvaluation | null;
  /** Eligible products, best first. */
  readonly ranked: readonly LoanProductEvaluation[];
  /** Every product, for the "why none" summary. */
  readonly all: readonly LoanProductEvaluation[];
  readonly creditLoanRate: number;
  readonly depositRate: number;
  /** The person picked this product (loanAdvice/specific) rather than the recommendation. */
  readonly isUserChoice: boolean;
};

// Every amount ends in 원, so it always takes the 받침 particles. Monthly sums read to the won (ADR 0019).
const won = formatWon;
const monthlyWon = formatPayment;
const percent = (rate: number): string => `연 ${rate.toFixed(2)}%`;

function noneEligible(all: readonly LoanProductEvaluation[]): string {
  const counts = new Map<IneligibilityReasonCode, number>();
  for (const evaluation of all) {
    for (const code of new Set(evaluation.reasons.map((reason) => reason.code))) {
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
  }
  const top = [...counts.entries()]
    .sort(
      ([codeA, a], [codeB, b]) =>
        b - a || INELIGIBILITY_REASON_CODES.indexOf(codeA) - INELIGIBILITY_REASON_CODES.indexOf(codeB),
    )
    .slice(0, 2)
    .map(([code, count]) => `${INELIGIBILITY_REASON_LABELS[code]}(${count}개 상품)`);
  const blockers = top.length > 0 ? ` 가장 많은 상품에서 걸린 조건은 ${top.join(', ')}이에요.` : '';
  return `지금 조건으로 받을 수 있는 상품이 없어요.${blockers} 상품별 이유를 확인하고, 조건이 바뀌면 다시 산출해 보세요.`;
}

function cashCovers(input: RecommendationReasonInput, chosen: LoanProductEvaluation): string {
  const { profile, isUserChoice, depositRate } = input;
  const name = chosen.product.name;
  const terms = `${percent(chosen.expectedLoanRate)}, 최대 ${won(chosen.possibleLoanLimit)}`;
  const offer = isUserChoice
    ? `빌린다면 직접 고르신 ${withParticle(name, '은', '는')} ${terms}까지 빌릴 수 있어요.`
    : `빌린다면 받을 수 있는 상품 중 ${name}의 금리가 가장 낮아요: ${terms}까지 빌릴 수 있어요.`;
  const forgone = percentOfFloor(profile.rentalDeposit, depositRate, 12);
  return [
    `가진 현금 ${won(profile.cashOnHand)}으로 보증금 ${won(profile.rentalDeposit)}을 모두 낼 수 있어 대출이 꼭 필요하지 않아요.`,
    offer,
    `보증금을 모두 현금으로 내면 예금 금리 ${percent(depositRate)} 기준으로 매달 ${monthlyWon(forgone)}의 이자를 포기하는 셈이에요.`,
  ].join(' ');
}

function comparison(input: RecommendationReasonInput, chosen: LoanProductEvaluation): string {
  const { ranked, isUserChoice } = input;
  if (isUserChoice) {
    const top = ranked[0];
    if (top === undefined || top.product.code === chosen.product.code)
      return '직접 고르신 상품이 1년 비용도 가장 적어요.';
    const extra = chosen.yearlyCost - top.yearlyCost;
    return extra > 0
      ? `추천 상품인 ${top.product.name}보다 1년에 ${won(extra)} 더 들어요.`
      : `추천 상품인 ${withParticle(top.product.name, '과', '와')} 1년 비용이 같아요.`;
  }
  const next = ranked[1];
  if (next === undefined) return '지금 조건으로 받을 수 있는 상품은 이것 하나예요.';
  const best = `받을 수 있는 ${ranked.length}개 상품 중 1년 비용이 가장 적어요.`;
  const extra = next.yearlyCost - chosen.yearlyCost;
  if (extra > 0)
    return `${best} 다음으로 나은 ${withParticle(next.product.name, '을', '를')} 고르면 1년에 ${won(extra)} 더 들어요.`;
  if (next.possibleLoanLimit < chosen.possibleLoanLimit) {
    return `${best} 다음으로 나은 ${withParticle(next.product.name, '은', '는')} 1년 비용은 같지만 한도가 ${won(next.possibleLoanLimit)}으로 더 작아요.`;
  }
  return `${best} 다음으로 나은 ${withParticle(next.product.name, '과', '와')} 1년 비용과 한도가 같아 상품 코드 순서로 골랐어요.`;
}

/**
 * The report's `recommendationReason`: why this product, what it costs a month and a year, what the gap
 * is, and what the next-best product would change. Deterministic: the same figures give the same text.
 * @example
 * buildRecommendationReason({ ...figures, chosen: null })
 * // '지금 조건으로 받을 수 있는 상품이 없어요. 가장 많은 상품에서 걸린 조건은 소득 기준(7개 상품), …'
 */
export function buildRecommendationReason(input: RecommendationReasonInput): string {
  const { chosen } = input;
  if (chosen === null) return noneEligible(input.all);
  const reason = input.need === 0 ? cashCovers(input, chosen) : borrowingReason(input, chosen);
  return chosen.conditions.length === 0 ? reason : `${reason} ${conditionsSentence(chosen)}`;
}

/** The conditions the answer rests on, said up front rather than guessed (issue 13). */
function conditionsSentence(chosen: LoanProductEvaluation): string {
  return `단, 조건이 있어요: ${chosen.conditions.map((condition) => condition.message).join(' ')}`;
}

function borrowingReason(input: RecommendationReasonInput, chosen: LoanProductEvaluation): string {
  const { profile, need, isUserChoice, creditLoanRate } = input;

  const name = chosen.product.name;
  const monthlyInterest = monthlyInterestCost(chosen.loanAmount, chosen.expectedLoanRate);
  const sentences = [
    profile.cashOnHand > 0
      ? `보증금 ${won(profile.rentalDeposit)} 중 가진 현금 ${won(profile.cashOnHand)}을 빼면 ${won(need)}이 필요해요.`
      : `가진 현금이 없어 보증금 ${won(profile.rentalDeposit)} 전부가 필요해요.`,
    isUserChoice
      ? `직접 고르신 상품은 ${withParticle(name, '이에요', '예요')}.`
      : `추천 상품은 ${withParticle(name, '이에요', '예요')}.`,
    chosen.depositLoanLimit === 0
      ? `보증금이 아니라 월세를 빌려주는 상품이라 보증금에는 쓸 수 없고, 월세를 최대 ${won(chosen.possibleLoanLimit)}까지 ${percent(chosen.expectedLoanRate)}로 빌릴 수 있어요.`
      : `최대 ${won(chosen.possibleLoanLimit)}까지 빌릴 수 있어 ${won(chosen.loanAmount)}을 ${percent(chosen.expectedLoanRate)}로 빌리면 매달 이자가 ${monthlyWon(monthlyInterest)}이에요.`,
  ];
  if (chosen.cashShortfall > 0) {
    sentences.push(
      `한도가 모자라 남는 ${won(chosen.cashShortfall)}은 신용대출(참고 금리 ${percent(creditLoanRate)})로 빌리거나 따로 모아야 해요.`,
      `보증료 1년 ${won(chosen.yearlyGuaranteeFee)}과 모자란 돈의 이자까지 더한 1년 비용은 ${won(chosen.yearlyCost)}이에요.`,
    );
  } else {
    sentences.push(`보증료 1년 ${won(chosen.yearlyGuaranteeFee)}을 더한 1년 비용은 ${won(chosen.yearlyCost)}이에요.`);
  }
  sentences.push(comparison(input, chosen));
  return sentences.join(' ');
}
