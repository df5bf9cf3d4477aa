import type { LoanAdviceChanges, ReportAnswer, ReportChangeReason } from '@jipsa/contracts';
import {
  adviseLoan,
  MARKET_RATE_FIELDS,
  ruleChangesBetween,
  type LoanAdvice,
  type LoanProductCode,
  type LoanProfile,
  type MarketRateField,
  type MarketRateRow,
  type MarketRateTable,
  type PolicyDate,
  type RuleChange,
} from '@jipsa/domain';
import { MARKET_RATE_FIGURES, sourcesNaming } from '../market-rates/market-rate-figures.ts';
import { marketRatesOfReport, marketRatesOn } from '../market-rates/market-rates-on.ts';

/** What of a stored report the comparison reads: the day it was made for, its rate row's date, and its answer. */
export type StoredReportBasis = {
  readonly policyDate: PolicyDate;
  readonly marketRateDate: PolicyDate;
  readonly loanProductCode: LoanProductCode | null;
  readonly recommendedProducts: readonly { readonly loanProductCode: LoanProductCode }[];
};

/**
 * The product the person picked on the report (loanAdvice/specific), or null for a recommendation: a picked product
 * is chosen whatever the ranking, so the report's list (always ranked best first) then starts with another one.
 * @example pickedProductOf({ loanProductCode: 'HF-04', recommendedProducts: [{ loanProductCode: 'HF-02' }, …] }) // 'HF-04'
 */
export function pickedProductOf(report: StoredReportBasis): LoanProductCode | null {
  const first = report.recommendedProducts[0]?.loanProductCode;
  return report.loanProductCode !== null && first !== report.loanProductCode ? report.loanProductCode : null;
}

function answerOf(advice: LoanAdvice): ReportAnswer {
  return {
    loanProductCode: advice.loanProductCode,
    loanProductName: advice.loanProductName,
    expectedLoanRate: advice.expectedLoanRate,
    possibleLoanLimit: advice.possibleLoanLimit,
    // What the report shows per month: 매달 드는 돈's 합계 (interest + rent).
    monthlyCost: advice.totalLivingCost,
  };
}

function sameAnswer(a: ReportAnswer, b: ReportAnswer): boolean {
  return (
    a.loanProductCode === b.loanProductCode &&
    a.expectedLoanRate === b.expectedLoanRate &&
    a.possibleLoanLimit === b.possibleLoanLimit &&
    a.monthlyCost === b.monthlyCost
  );
}

const yearly = (percent: number) => `연 ${percent}%`;

/** The publications of the named figures on the new row; its note when none names them. */
function sourceOf(row: MarketRateRow, figures: readonly MarketRateField[]): string {
  const named = sourcesNaming(row, figures);
  return named.length > 0 ? named.join(' · ') : row.note;
}

/** The answers the engine gives with each cause alone, beside before and after. */
export type ComparedAnswers = {
  before: ReportAnswer;
  after: ReportAnswer;
  /** Today's rates under the rules of the report's day; null when no rate figure moved. */
  newRatesOnly: ReportAnswer | null;
  /** Each moved figure alone (the report's row with that one figure of today's). */
  eachFigureOnly: readonly { figure: MarketRateField; answer: ReportAnswer }[];
  /** Today's rules with the report's rates; null when no rule changed between the two dates. */
  newRulesOnly: ReportAnswer | null;
  /** The rule changes since the report's day, a step per date, each with the answer under the rules from then. */
  ruleSteps: readonly { changes: readonly RuleChange[]; answer: ReportAnswer }[];
};

export type ChangeContext = {
  madeOn: PolicyDate;
  today: PolicyDate;
  oldRates: MarketRateRow;
  newRates: MarketRateRow;
};

/**
 * Names why the answer moved from the answers of each cause alone: the rates when today's rates under the old rules
 * move it (the figures that move it by themselves, else every figure that moved), the rules when today's rules with
 * the old rates do (the rule changes whose date moves the answer from the day before's, with date and source); a
 * cause that moves nothing alone is named only when neither does (they move it together), with all its changes.
 * `changed: false` when before and after agree on product, rate, limit and monthly cost.
 */
export function explainChanges(answers: ComparedAnswers, context: ChangeContext): LoanAdviceChanges {
  const { before, after, newRatesOnly, eachFigureOnly, newRulesOnly, ruleSteps } = answers;
  if (sameAnswer(before, after)) return { changed: false };
  const { oldRates, newRates } = context;
  const ratesAloneMove = newRatesOnly !== null && !sameAnswer(before, newRatesOnly);
  const rulesAloneMove = newRulesOnly !== null && !sameAnswer(before, newRulesOnly);
  const neitherAlone = !ratesAloneMove && !rulesAloneMove;

  const reasons: ReportChangeReason[] = [];
  if (ratesAloneMove || (neitherAlone && newRatesOnly !== null)) {
    const moved = eachFigureOnly.map(({ figure }) => figure);
    const decisive = eachFigureOnly.filter(({ answer }) => !sameAnswer(before, answer)).map(({ figure }) => figure);
    const named = decisive.length > 0 ? decisive : moved;
    reasons.push({
      kind: 'RATES',
      text: `금리 변경: ${named
        .map(
          (figure) => `${MARKET_RATE_FIGURES[figure].name} ${yearly(oldRates[figure])} → ${yearly(newRates[figure])}`,
        )
        .join(', ')}`,
      date: newRates.effectiveFrom,
      source: sourceOf(newRates, named),
    });
  }
  if (rulesAloneMove || (neitherAlone && newRulesOnly !== null)) {
    const decisive = ruleSteps.filter(({ answer }, index) => {
      const previous = index === 0 ? before : ruleSteps[index - 1]!.answer;
      return !sameAnswer(previous, answer);
    });
    for (const change of (decisive.length > 0 ? decisive : ruleSteps).flatMap((step) => step.changes)) {
      reasons.push({
        kind: 'RULES',
        text: `규칙 변경: ${change.name}`,
        date: change.effectiveFrom,
        source: change.source,
      });
    }
  }
  return {
    changed: true,
    madeOn: context.madeOn,
    today: context.today,
    before,
    after,
    monthlyDifference: after.monthlyCost - before.monthlyCost,
    reasons,
  };
}

export type ReportChangesInput = {
  /** The stored form, as the report was computed from it. */
  profile: LoanProfile;
  report: StoredReportBasis;
  /** The market-rate table in force now (it keeps the rows older reports were priced with). */
  table: MarketRateTable;
  today: PolicyDate;
};

/**
 * What a stored report would say if it were made today, by the engine itself at both dates: before = its form at its
 * policy date with the rates it was priced with, after = the same form today with today's rates, and each cause
 * alone to name it (`explainChanges`). A picked product stays picked on both sides.
 *
 * @example
 * reportChanges({ profile, report, table, today: '2026-11-26' })
 * // { changed: true, before: { expectedLoanRate: 1.93, monthlyCost: 321_667, … }, after: { expectedLoanRate: 2.43, monthlyCost: 405_000, … },
 * //   monthlyDifference: 83_333, reasons: [{ kind: 'RATES', text: '금리 변경: 신 잔액기준 COFIX 연 2.48% → 연 2.98%', … }] }
 */
export function reportChanges({ profile, report, table, today }: ReportChangesInput): LoanAdviceChanges {
  const madeOn = report.policyDate;
  const productCode = pickedProductOf(report) ?? undefined;
  const answerWith = (policyDate: PolicyDate, marketRates: MarketRateRow) =>
    answerOf(adviseLoan(profile, { policyDate, marketRates, ...(productCode ? { productCode } : {}) }));

  const oldRates = marketRatesOfReport(table, report);
  const newRates = marketRatesOn(table, today).row;
  // The dated product rules that took effect after the report's day, up to today (editions start on them).
  const ruleChanges = madeOn < today ? ruleChangesBetween(madeOn, today) : [];
  const before = answerWith(madeOn, oldRates);
  const after = answerWith(today, newRates);
  if (sameAnswer(before, after)) return { changed: false };

  const movedFigures = MARKET_RATE_FIELDS.filter((figure) => oldRates[figure] !== newRates[figure]);
  return explainChanges(
    {
      before,
      after,
      newRatesOnly: movedFigures.length > 0 ? answerWith(madeOn, newRates) : null,
      eachFigureOnly: movedFigures.map((figure) => ({
        figure,
        answer: answerWith(madeOn, { ...oldRates, [figure]: newRates[figure] }),
      })),
      newRulesOnly: ruleChanges.length > 0 ? answerWith(today, oldRates) : null,
      ruleSteps: [...new Set(ruleChanges.map((change) => change.effectiveFrom))].map((date) => ({
        changes: ruleChanges.filter((change) => change.effectiveFrom === date),
        answer: answerWith(date, oldRates),
      })),
    },
    { madeOn, today, oldRates, newRates },
  );
}
