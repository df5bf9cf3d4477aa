/** One thing to do around the contract, with when and why. */
export type ChecklistItem = { readonly code: string; readonly title: string; readonly detail: string };

// NOTE: 국토교통부·HUG 「전세계약 체크리스트」 (안심전세포털, 2023-) and 주택임대차보호법 제3조(대항력: 전입신고 +
// 점유, 다음 날 0시), 제3조의2(확정일자), 제3조의7(임대인의 정보 제시 의무, 2023-07-19); HUG 반환보증은 전세계약
// 기간의 2분의 1이 지나기 전까지 가입할 수 있어요 (HUG 상품안내).
const CHECKLIST: readonly ChecklistItem[] = [
  {
    code: 'REGISTRY',
    title: '등기부등본 확인',
    detail:
      '계약 전과 잔금 전에 다시 떼어 보세요. 을구의 근저당 채권최고액과 압류·가압류, 집주인 이름이 계약서와 같은지 봐요.',
  },
  {
    code: 'TAX_ARREARS',
    title: '집주인 체납 세금 확인',
    detail:
      '집주인에게 국세·지방세 완납증명서를 받거나, 계약 후 세무서에서 미납 세금을 열람해요. 체납 세금은 보증금보다 먼저 가져가요.',
  },
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
 * The contract checklist every safety answer shows, in the order a renter meets the steps.
 * @example contractChecklist()[0].title // '등기부등본 확인'
 */
export function contractChecklist(): readonly ChecklistItem[] {
  return CHECKLIST;
}
