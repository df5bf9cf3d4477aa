import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce, type SourcedPolicyTableRow } from '../policy/table-in-force.ts';

/** One thing to do around the contract, with when and why; a dated rule's item says where it was read. */
export type ChecklistItem = {
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  /** The law the item follows, with its dates and the reading's mark ([P], [S], [U] as in ADR 0013). */
  readonly source?: string;
};

/** What the checklist needs to know of the lease. */
export type ContractChecklistInput = { readonly rentalDeposit: Won };

/** A dated right of the renter at signing: the rule in force from `effectiveFrom`, and how it was read. */
export type LandlordInfoRule = SourcedPolicyTableRow & {
  readonly certainty: 'P' | 'S' | 'U';
  readonly detail: string;
};

/**
 * The tenant may see the landlord's unpaid 국세 without consent only when the deposit is over this (국세징수법
 * 제109조 제2항): 1천만원 itself is not over it.
 */
export const UNPAID_TAX_VIEW_DEPOSIT_OVER: Won = 10_000_000;

// NOTE: 국세징수법 제109조 (2022-12-31 개정, 2023-04-01 시행; 세무서 접수는 2023-04-03부터): a tenant whose deposit is
// over 1천만원 can see the landlord's unpaid 국세 at any 세무서 without consent, from the contract until the lease
// starts; the 세무서 tells the landlord. Before, the landlord's consent was needed, before the contract. 지방세징수법
// 제6조 (2023-04-01 시행) does the same for 지방세. Read in reports of the 국세청 보도자료 (2023-03-29) — ADR 0032.
export const UNPAID_TAX_VIEW_RULES: readonly [LandlordInfoRule, ...LandlordInfoRule[]] = [
  {
    effectiveFrom: '2021-01-01',
    detail:
      '집주인의 동의를 받아야 세무서에서 집주인의 미납 국세를 열람할 수 있어요. 계약하기 전에 동의서를 받아 두세요.',
    source:
      '국세징수법 제109조 (2021-01-01 시행, 그 전에는 제6조의2): 임대인의 동의를 받아 계약 전에 열람 [S] https://etnews.com/20230329000149',
    certainty: 'S',
  },
  {
    effectiveFrom: '2023-04-01',
    detail:
      '보증금이 1천만원을 넘으면 계약한 뒤부터 임대차가 시작하는 날까지 집주인 동의 없이 가까운 세무서에서 집주인의 미납 국세를 열람할 수 있어요. 계약서와 신분증을 가져가고, 열람한 사실은 세무서가 집주인에게 알려요. 지방세는 시·군·구청에서 같은 방법으로 열람해요.',
    source:
      '국세징수법 제109조 제2항 (2022-12-31 개정, 2023-04-01 시행, 세무서 접수 2023-04-03부터) · 지방세징수법 제6조 (2023-04-01 시행): 보증금 1천만원 초과 임차인은 계약 후 임대차 시작일까지 동의 없이 열람 [S] https://etnews.com/20230329000149',
    certainty: 'S',
  },
];

// NOTE: 주택임대차보호법 제3조의7 (임대인의 정보 제시 의무; 법률 제19356호, 2023-04-18 개정, 2023-07-19 시행): at signing
// the landlord shows the house's 확정일자 부여일·차임·보증금 (제3조의6 제3항's information, or consents to its 열람) and
// the 국세·지방세 납세증명서 (or consents to the 미납세금 열람). Before, a prospective tenant could ask for the 확정일자
// information only with the landlord's consent (제3조의6 제4항, 2014-01-01). Read in 한국경제 2023-05-03 — ADR 0032.
export const LANDLORD_DISCLOSURE_RULES: readonly [LandlordInfoRule, ...LandlordInfoRule[]] = [
  {
    effectiveFrom: '2014-01-01',
    detail:
      '집주인에게 보여줄 의무는 없어요. 집주인의 동의를 받아 주민센터에서 이 집의 확정일자 부여 현황(먼저 들어온 세입자의 보증금·차임)을 열람하고, 국세·지방세 납세증명서를 받아 보세요.',
    source: '주택임대차보호법 제3조의6 제4항 (2014-01-01 시행): 임대인의 동의를 받아 확정일자 부여 정보 요청 [S]',
    certainty: 'S',
  },
  {
    effectiveFrom: '2023-07-19',
    detail:
      '집주인은 계약할 때 이 집의 선순위 확정일자 부여일과 먼저 들어온 세입자의 차임·보증금 정보, 국세·지방세 납세증명서를 보여줘야 해요. 보여주는 대신 열람에 동의해도 돼요. 보여주지 않으면 도장 찍기 전에 요구하세요.',
    source:
      '주택임대차보호법 제3조의7 (임대인의 정보 제시 의무; 2023-04-18 개정, 2023-07-19 시행) [S] https://www.hankyung.com/finance/article/2023050396021',
    certainty: 'S',
  },
];

/** The row of a dated rule table in force on `policyDate`; a date before the table gets its first (oldest) row. */
function ruleOn(rules: readonly [LandlordInfoRule, ...LandlordInfoRule[]], policyDate: PolicyDate): LandlordInfoRule {
  return tableInForce(rules, policyDate) ?? rules[0];
}

// NOTE: 국토교통부·HUG 「전세계약 체크리스트」 (안심전세포털, 2023-) and 주택임대차보호법 제3조(대항력: 전입신고 +
// 점유, 다음 날 0시), 제3조의2(확정일자), 제3조의7(임대인의 정보 제시 의무, 2023-07-19; the dated items above); HUG 반환보증은 전세계약
// 기간의 2분의 1이 지나기 전까지 가입할 수 있어요 (HUG 상품안내).
const BEFORE_LANDLORD_INFO: readonly ChecklistItem[] = [
  {
    code: 'REGISTRY',
    title: '등기부등본 확인',
    detail:
      '계약 전과 잔금 전에 다시 떼어 보세요. 을구의 근저당 채권최고액과 압류·가압류, 집주인 이름이 계약서와 같은지 봐요.',
  },
  {
    code: 'TAX_ARREARS',
    title: '집주인 체납 세금 확인',
    detail: '집주인에게 국세·지방세 완납증명서를 받아 보세요. 체납 세금은 보증금보다 먼저 가져가요.',
  },
];

const AFTER_LANDLORD_INFO: readonly ChecklistItem[] = [
  {
    code: 'BUILDING_REGISTER',
    title: '건축물대장 확인',
    detail: '위반건축물이나 근린생활시설로 되어 있으면 반환보증과 전세대출이 거절될 수 있어요.',
  },
  {
    code: 'MOVE_IN_REPORT',
    title: '전입신고와 확정일자',
    detail: '잔금 날 바로 전입신고하고 확정일자를 받으세요. 보호는 전입신고 다음 날 0시부터 시작돼요.',
  },
  {
    code: 'RETURN_GUARANTEE',
    title: '반환보증 가입 시기',
    detail: '잔금 뒤 바로 가입하는 게 안전해요. HUG는 계약기간의 절반이 지나기 전까지 가입할 수 있어요.',
  },
  {
    code: 'SPECIAL_TERMS',
    title: '특약 문구',
    detail:
      '"잔금일 다음 날까지 근저당 등 권리 변동을 하지 않는다", "반환보증 가입이 거절되면 계약을 해제하고 계약금을 돌려준다"를 넣어 주세요.',
  },
];

/**
 * The contract checklist every safety answer shows, in the order a renter meets the steps, with the renter's rights
 * to know the landlord by the rules in force on `policyDate`: the landlord's duty to show the 선순위 확정일자 and
 * 납세증명서 (주택임대차보호법 제3조의7), and, for a deposit over 1천만원, the 미납 국세 열람 without consent.
 * @example contractChecklist({ rentalDeposit: 200_000_000 }, '2026-11-29')[0].title // '등기부등본 확인'
 * @example contractChecklist({ rentalDeposit: 10_000_000 }, '2026-11-29').some((item) => item.code === 'UNPAID_TAX_VIEW') // false
 */
export function contractChecklist(input: ContractChecklistInput, policyDate: PolicyDate): readonly ChecklistItem[] {
  const disclosure = ruleOn(LANDLORD_DISCLOSURE_RULES, policyDate);
  const landlordInfo: ChecklistItem[] = [
    {
      code: 'LANDLORD_DISCLOSURE',
      title: '선순위 보증금과 납세증명서 보여 달라고 하기',
      detail: disclosure.detail,
      source: disclosure.source,
    },
  ];
  if (input.rentalDeposit > UNPAID_TAX_VIEW_DEPOSIT_OVER) {
    const view = ruleOn(UNPAID_TAX_VIEW_RULES, policyDate);
    landlordInfo.push({
      code: 'UNPAID_TAX_VIEW',
      title: '집주인 미납 국세 열람',
      detail: view.detail,
      source: view.source,
    });
  }
  return [...BEFORE_LANDLORD_INFO, ...landlordInfo, ...AFTER_LANDLORD_INFO];
}
