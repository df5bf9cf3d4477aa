import type { JeonseRiskLevel } from './jeonse-risk-level.ts';

/**
 * What the 등기사항전부증명서 shows that a renter must be warned about (issue 30): a live 신탁, 가압류, 가처분, 압류,
 * 경매개시결정, 임차권등기 or 전세권, an ownership transfer in the last months, a house registered for a non-residential
 * use. How they are read: ADR 0030.
 */
export const REGISTRY_FLAGS = [
  'TRUST',
  'PROVISIONAL_SEIZURE',
  'INJUNCTION',
  'SEIZURE',
  'AUCTION',
  'LEASE_REGISTRATION',
  'JEONSE_RIGHT',
  'RECENT_OWNERSHIP_TRANSFER',
  'JOINT_OWNERSHIP',
  'NON_RESIDENTIAL_USE',
] as const;
export type RegistryFlag = (typeof REGISTRY_FLAGS)[number];

/** What the 건축물대장 says (read from 건축HUB, or answered by the person); null where nobody knows. */
export type BuildingFacts = {
  /** Recorded as 위반건축물. */
  readonly violation: boolean | null;
  /** The 주용도 is a residential one (주택, or an 오피스텔 used as a home). */
  readonly residential: boolean | null;
};
export const BUILDING_FACTS_UNKNOWN: BuildingFacts = { violation: null, residential: null };

export const DOCUMENT_REASON_CODES = [
  'REGISTRY_TRUST',
  'REGISTRY_PROVISIONAL_SEIZURE',
  'REGISTRY_INJUNCTION',
  'REGISTRY_SEIZURE',
  'REGISTRY_AUCTION',
  'REGISTRY_LEASE_REGISTRATION',
  'REGISTRY_JEONSE_RIGHT',
  'REGISTRY_RECENT_OWNERSHIP_TRANSFER',
  'REGISTRY_JOINT_OWNERSHIP',
  'REGISTRY_NON_RESIDENTIAL_USE',
  'BUILDING_VIOLATION',
  'BUILDING_NON_RESIDENTIAL',
] as const;
export type DocumentReasonCode = (typeof DOCUMENT_REASON_CODES)[number];

/**
 * The registry's reasons that say a deposit on this house is already in trouble — a 경매 has started, or an earlier
 * tenant left without the deposit (임차권등기): the safety answer then points to the guide for when a deposit does not
 * come back (issue 49).
 */
export const DEPOSIT_TROUBLE_REASON_CODES = [
  'REGISTRY_AUCTION',
  'REGISTRY_LEASE_REGISTRATION',
] as const satisfies readonly DocumentReasonCode[];

/**
 * Whether a verdict's reasons hold a live 경매 or 임차권등기 on the registry.
 * @example pointsToDepositTrouble(['REGISTRY_AUCTION']) // true
 * @example pointsToDepositTrouble(['REGISTRY_SEIZURE']) // false
 */
export function pointsToDepositTrouble(reasonCodes: readonly string[]): boolean {
  return DEPOSIT_TROUBLE_REASON_CODES.some((code) => reasonCodes.includes(code));
}

type DocumentReason = { readonly code: DocumentReasonCode; readonly level: JeonseRiskLevel; readonly message: string };

// NOTE: what each registration means for a tenant and what to do: 국토교통부·HUG 「전세계약 체크리스트」 and 안심전세포털
// 「임차인이 알아야 할 등기부 보는 법」 (2023-); 신탁: 대법원 2019다300095 (수탁자 동의 없는 위탁자와의 임대차는 수탁자에게
// 대항할 수 없어요); 임차권등기명령: 주택임대차보호법 제3조의3; 위반건축물·근린생활시설: HUG 전세보증금반환보증 인수 제한
// (주거용이 아닌 건물, 위반건축물로 등재된 건물); 공동 소유: 민법 제265조 (공유물의 관리는 지분의 과반수로 정해요: 임대는
// 관리행위라 과반수 지분의 소유자와, 또는 그 위임을 받아 계약해야 해요). A flag that can end the deposit (the house goes to auction or a seizure
// comes first, or the owner on paper is not the one signing) is DANGER; the others are CAUTION: a reason to look closer.
const REGISTRY_REASONS: Readonly<Record<RegistryFlag, DocumentReason>> = {
  TRUST: {
    code: 'REGISTRY_TRUST',
    level: 'DANGER',
    message:
      '등기부에 신탁이 있어서 서류상 집주인은 신탁회사예요. 원래 집주인(위탁자)하고만 계약하면 보증금을 지킬 수 없어요. 신탁원부를 떼어 보고 신탁회사(수탁자)의 임대 동의서를 받지 못하면 계약하지 마세요.',
  },
  PROVISIONAL_SEIZURE: {
    code: 'REGISTRY_PROVISIONAL_SEIZURE',
    level: 'DANGER',
    message:
      '가압류가 걸려 있어요. 집주인의 빚 때문에 집이 경매로 넘어갈 수 있고, 가압류 채권자가 보증금보다 먼저 배당받을 수 있어요. 잔금 전까지 말소하는 조건이 아니면 계약하지 마세요.',
  },
  INJUNCTION: {
    code: 'REGISTRY_INJUNCTION',
    level: 'DANGER',
    message:
      '가처분이 걸려 있어요. 집의 소유권을 두고 다툼이 있다는 뜻이라, 소송 결과에 따라 집주인이 바뀌고 계약을 지킬 수 없게 될 수 있어요. 말소되기 전에는 계약하지 마세요.',
  },
  SEIZURE: {
    code: 'REGISTRY_SEIZURE',
    level: 'DANGER',
    message:
      '압류가 걸려 있어요. 세금이나 빚을 갚지 못해 나라나 채권자가 집을 묶어 둔 상태라 곧 공매·경매가 될 수 있어요. 말소되기 전에는 계약하지 마세요.',
  },
  AUCTION: {
    code: 'REGISTRY_AUCTION',
    level: 'DANGER',
    message:
      '경매개시결정이 등기되어 있어요. 이미 경매가 시작된 집이라 보증금을 돌려받지 못할 수 있어요. 계약하지 마세요.',
  },
  LEASE_REGISTRATION: {
    code: 'REGISTRY_LEASE_REGISTRATION',
    level: 'DANGER',
    message:
      '임차권등기가 있어요. 이전 세입자가 보증금을 돌려받지 못하고 나갔다는 뜻이에요. 그 보증금이 먼저 돌려받을 권리가 있고, 반환보증이 거절될 수 있어요. 이전 세입자가 돌려받았는지 확인하기 전에는 계약하지 마세요.',
  },
  JEONSE_RIGHT: {
    code: 'REGISTRY_JEONSE_RIGHT',
    level: 'CAUTION',
    message:
      '전세권이 등기되어 있어요. 그 전세금은 내 보증금보다 먼저 돌려받아요. 선순위 채권에 넣었는지, 잔금 전에 말소되는지 확인하세요.',
  },
  RECENT_OWNERSHIP_TRANSFER: {
    code: 'REGISTRY_RECENT_OWNERSHIP_TRANSFER',
    level: 'CAUTION',
    message:
      '최근 3개월 안에 집주인이 바뀌었어요. 새 집주인의 신분증과 등기부상 이름이 같은지, 매매와 전세 계약을 함께 하는 건 아닌지 확인하세요.',
  },
  JOINT_OWNERSHIP: {
    code: 'REGISTRY_JOINT_OWNERSHIP',
    level: 'CAUTION',
    message:
      '집주인이 여러 명인 공동 소유예요. 한 사람하고만 계약하면 다른 소유자에게 계약을 주장하지 못할 수 있어요. 소유자 모두(적어도 지분의 절반을 넘는 소유자들)와 계약하거나, 나오지 않는 소유자의 위임장과 인감증명서를 받으세요.',
  },
  NON_RESIDENTIAL_USE: {
    code: 'REGISTRY_NON_RESIDENTIAL_USE',
    level: 'DANGER',
    message:
      '등기부상 용도가 주택이 아니에요(근린생활시설 등). 반환보증과 전세대출이 거절될 수 있어요. 건축물대장의 용도를 확인하고, 보증 가입이 되는지 먼저 물어보세요.',
  },
};

const BUILDING_VIOLATION_REASON: DocumentReason = {
  code: 'BUILDING_VIOLATION',
  level: 'DANGER',
  message:
    '건축물대장에 위반건축물로 올라 있어요. HUG 등 반환보증과 전세대출이 거절될 수 있어요. 계약 전에 보증 가입이 되는지 먼저 확인하세요.',
};
const BUILDING_NON_RESIDENTIAL_REASON: DocumentReason = {
  code: 'BUILDING_NON_RESIDENTIAL',
  level: 'DANGER',
  message:
    '건축물대장의 주용도가 주택이 아니에요. 반환보증과 전세대출이 거절될 수 있어요. 계약 전에 보증 가입이 되는지 먼저 확인하세요.',
};

/**
 * The verdict's reasons from the 등기부 the person confirmed and from the 건축물대장, in the registry's flag order.
 * The registry's non-residential flag and the ledger's say the same thing, so the ledger's is left out when both do.
 * @example documentReasons(['TRUST'], BUILDING_FACTS_UNKNOWN)[0].level // 'DANGER'
 */
export function documentReasons(
  registryFlags: readonly RegistryFlag[],
  building: BuildingFacts,
): readonly DocumentReason[] {
  const fromRegistry = REGISTRY_FLAGS.filter((flag) => registryFlags.includes(flag)).map(
    (flag) => REGISTRY_REASONS[flag],
  );
  const fromLedger = [
    ...(building.violation === true ? [BUILDING_VIOLATION_REASON] : []),
    ...(building.residential === false && !registryFlags.includes('NON_RESIDENTIAL_USE')
      ? [BUILDING_NON_RESIDENTIAL_REASON]
      : []),
  ];
  return [...fromRegistry, ...fromLedger];
}
