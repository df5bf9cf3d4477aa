import { formatPolicyDate } from '../policy/format-policy-date.ts';
import type { JeonseInterestReason, JeonseInterestTreatment } from './jeonse-interest-in-dsr.ts';

export type JeonseInterestNoteFacts = {
  readonly treatments: readonly JeonseInterestTreatment[];
  /** The DSR if the counted 전세대출 carried no stress add-on. */
  readonly dsrPercentWithoutJeonseStress: number;
  /** The DSR if no 전세대출 counted. */
  readonly dsrPercentWithoutJeonseInterest: number;
  /** The largest stress add-on on a counted 전세대출, in %p. */
  readonly jeonseStressPercent: number;
};

const RULE_DATE = '2025-10-29';

/**
 * The sentences a DSR result explains its 전세대출 with: the rule and its date for each reason met (once each),
 * then each condition the sources left open with the figure it would give.
 * @example jeonseInterestNotes({ treatments: [{ counted: false, reason: 'NO_HOUSE', rule }], … })
 * // ['무주택자의 전세대출은 DSR에 들어가지 않아요 (10·15 대책도 1주택자만 넣어요).']
 */
export function jeonseInterestNotes(facts: JeonseInterestNoteFacts): readonly string[] {
  const reasons = new Set<JeonseInterestReason>(facts.treatments.map((treatment) => treatment.reason));
  const since = formatPolicyDate(facts.treatments[0]?.rule?.effectiveFrom ?? RULE_DATE);
  const notes: string[] = [];
  const dsr = (percent: number) => `${percent}%`;

  if (reasons.has('BEFORE_RULE')) {
    notes.push(`${formatPolicyDate(RULE_DATE)} 전에는 전세대출이 DSR에 들어가지 않았어요 (10·15 대책 시행 전).`);
  }
  if (reasons.has('NO_HOUSE'))
    notes.push('무주택자의 전세대출은 DSR에 들어가지 않아요 (10·15 대책도 1주택자만 넣어요).');
  if (reasons.has('OUTSIDE_CAPITAL_OR_REGULATED_AREA')) {
    notes.push('수도권·규제지역 밖의 집을 얻는 전세대출은 DSR에 들어가지 않아요.');
  }
  if (reasons.has('ONE_HOUSE') || reasons.has('TWO_OR_MORE_HOUSES') || reasons.has('OWNERSHIP_NOT_GIVEN')) {
    notes.push(
      `1주택자가 ${since}부터 받은 수도권·규제지역 전세대출은 이자만 DSR에 들어가요 (10·15 대책 1주택자 전세대출 DSR 반영).`,
    );
  }
  if (reasons.has('TWO_OR_MORE_HOUSES')) {
    notes.push(
      `2주택 이상이면 어떻게 되는지는 공식 문서에서 확인하지 못해서 1주택자처럼 넣었어요. 넣지 않으면 DSR은 ${dsr(facts.dsrPercentWithoutJeonseInterest)}예요.`,
    );
  }
  if (reasons.has('OWNERSHIP_NOT_GIVEN')) {
    notes.push(
      `집이 몇 채인지 몰라서 1주택자로 보고 넣었어요. 무주택자라면 DSR은 ${dsr(facts.dsrPercentWithoutJeonseInterest)}예요.`,
    );
  }
  if (facts.jeonseStressPercent > 0) {
    notes.push(
      `전세대출 이자에도 수도권 주택담보대출과 같은 스트레스 금리(최대 ${facts.jeonseStressPercent}%p)를 더했어요. 공식 문서로 확인하지 못한 부분이라, 더하지 않으면 DSR은 ${dsr(facts.dsrPercentWithoutJeonseStress)}예요.`,
    );
  }
  return notes;
}
