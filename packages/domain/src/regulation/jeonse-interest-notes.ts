import { formatPolicyDate } from '../policy/format-policy-date.ts';
import {
  JEONSE_INTEREST_IN_DSR_RULES,
  type JeonseCountCondition,
  type JeonseInterestReason,
  type JeonseInterestTreatment,
} from './jeonse-interest-in-dsr.ts';

export type JeonseInterestNoteFacts = {
  readonly treatments: readonly JeonseInterestTreatment[];
  /** The DSR if the 전세대출 counted on each condition were left out (its other answer). */
  readonly dsrPercentWithout: Readonly<Record<JeonseCountCondition, number>>;
  /** The DSR if a bank added the stress add-on to the counted 전세대출 (not in the headline, issue 47 #7). */
  readonly dsrPercentWithJeonseStress: number;
  /** The largest stress add-on a bank could add to a counted 전세대출, in %p; 0 when none counts. */
  readonly jeonseStressPercent: number;
};

const COUNTED: readonly JeonseInterestReason[] = ['ONE_HOUSE', 'TWO_OR_MORE_HOUSES', 'OWNERSHIP_NOT_GIVEN'];

/**
 * The sentences a DSR result explains its 전세대출 with: the rule and its date for each reason met (once each), then
 * each condition a missing answer (or an unsettled reading) left open, with the DSR its other answer gives, then the
 * DSR with a stress rate no text read names (issue 47 #7: said, never the headline).
 * @example jeonseInterestNotes({ treatments: [{ counted: false, reason: 'NO_HOUSE', conditions: [], rule }], … })
 * // ['무주택자의 전세대출은 DSR에 들어가지 않아요 (10·15 대책도 1주택자만 넣어요).']
 */
export function jeonseInterestNotes(facts: JeonseInterestNoteFacts): readonly string[] {
  const reasons = new Set<JeonseInterestReason>(facts.treatments.map((treatment) => treatment.reason));
  const conditions = new Set<JeonseCountCondition>(facts.treatments.flatMap((treatment) => treatment.conditions));
  const rule = facts.treatments.find((treatment) => treatment.rule !== null)?.rule ?? JEONSE_INTEREST_IN_DSR_RULES[0];
  const since = formatPolicyDate(rule?.effectiveFrom ?? '2025-10-29');
  const newFrom = formatPolicyDate(rule?.newLoansFrom ?? '2025-10-29');
  const leaseBy = formatPolicyDate(rule?.leasesSignedBy ?? '2025-10-28');
  const without = (condition: JeonseCountCondition) => `${facts.dsrPercentWithout[condition]}%`;
  const notes: string[] = [];

  if (reasons.has('BEFORE_RULE'))
    notes.push(`${since} 전에는 전세대출이 DSR에 들어가지 않았어요 (10·15 대책 시행 전).`);
  if (reasons.has('NO_HOUSE'))
    notes.push('무주택자의 전세대출은 DSR에 들어가지 않아요 (10·15 대책도 1주택자만 넣어요).');
  if (reasons.has('OUTSIDE_CAPITAL_OR_REGULATED_AREA')) {
    notes.push('수도권·규제지역 밖의 집을 얻는 전세대출은 DSR에 들어가지 않아요.');
  }
  if (reasons.has('POLICY_LOAN')) {
    notes.push(
      '버팀목 전세대출이나 은행·지자체 협약 전세대출 같은 정책 전세대출은 DSR에 들어가지 않아요 (10·15 대책 FAQ 5-1).',
    );
  }
  if (reasons.has('EXTENSION_WITHOUT_INCREASE')) {
    notes.push('같은 집에서 증액 없이 연장한 전세대출은 DSR에 들어가지 않아요 (10·15 대책 FAQ 5-4).');
  }
  if (reasons.has('LOAN_BEFORE_RULE')) {
    notes.push(
      `${newFrom} 전에 받은 전세대출은 DSR에 들어가지 않아요. 그날부터 새로 받은 대출만 넣어요 (10·15 대책 FAQ 5-4).`,
    );
  }
  if (reasons.has('LEASE_BEFORE_RULE')) {
    notes.push(
      `${leaseBy}까지 임대차계약을 맺고 계약금을 낸 집의 전세대출은 DSR에 들어가지 않아요 (10·15 대책 경과규정).`,
    );
  }
  if (COUNTED.some((reason) => reasons.has(reason))) {
    notes.push(
      `1주택자가 ${newFrom}부터 새로 받은(증액 포함) 수도권·규제지역 전세대출은 이자만 DSR에 들어가요 (10·15 대책 1주택자 전세대출 DSR 반영).`,
    );
  }
  if (conditions.has('OWNERSHIP_NOT_GIVEN')) {
    notes.push(
      `집이 몇 채인지 알려주세요. 몰라서 1주택자로 보고 넣었어요. 무주택자라면 DSR은 ${without('OWNERSHIP_NOT_GIVEN')}예요.`,
    );
  }
  if (conditions.has('TWO_OR_MORE_HOUSES')) {
    notes.push(
      `2주택 이상이면 어떻게 되는지는 공식 문서에서 확인하지 못해서 1주택자처럼 넣었어요. 넣지 않으면 DSR은 ${without('TWO_OR_MORE_HOUSES')}예요.`,
    );
  }
  if (conditions.has('POLICY_LOAN_NOT_GIVEN')) {
    notes.push(
      `버팀목이나 은행·지자체 협약 전세대출인지 몰라서 일반 전세대출로 보고 넣었어요. 정책 전세대출이라면 DSR은 ${without('POLICY_LOAN_NOT_GIVEN')}예요.`,
    );
  }
  if (conditions.has('LOAN_DATE_NOT_GIVEN')) {
    notes.push(
      `대출 받은 날을 몰라서 ${newFrom}부터 새로 받은 대출로 보고 넣었어요. 그 전에 받았거나 증액 없이 연장한 대출이면, 또는 ${leaseBy}까지 임대차계약을 맺고 계약금을 냈다면 DSR은 ${without('LOAN_DATE_NOT_GIVEN')}예요.`,
    );
  }
  if (conditions.has('LEASE_DATE_NOT_GIVEN')) {
    notes.push(
      `이 집 임대차계약을 ${leaseBy}까지 맺고 계약금을 냈다면 DSR에 들어가지 않아서 DSR은 ${without('LEASE_DATE_NOT_GIVEN')}예요.`,
    );
  }
  if (facts.jeonseStressPercent > 0) {
    notes.push(
      `전세대출 이자에 스트레스 금리를 더한다는 공식 문서는 찾지 못해서 더하지 않았어요. 은행이 스트레스 금리를 더하면(수도권 주택담보대출과 같은 최대 ${facts.jeonseStressPercent}%p) DSR은 ${facts.dsrPercentWithJeonseStress}%예요.`,
    );
  }
  return notes;
}
