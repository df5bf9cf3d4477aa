import type { RegistryFlag } from './document-risk.ts';

/** How a registration on the 등기부 stops a return guarantee: outright, or unless the trust company consents. */
export type RegistryGuaranteeBar = 'REFUSED' | 'TRUSTEE_CONSENT';

// NOTE: HUG 전세보증금반환보증 상품안내·보증약관 (khug.or.kr, 보증 대상 주택: "경매신청, 압류, 가압류, 가처분 및 가등기 등
// 권리침해사항이 없을 것"; 신탁등기된 주택은 "수탁자(신탁회사)의 임대차 동의"가 있을 때만), HF 전세지킴보증 상품안내
// (hf.go.kr, 권리침해가 있는 주택 제외) and SGI 전세금보장신용보험 인수기준 (sgic.co.kr, 권리침해사항 있는 주택 제외), as
// read 2026-11-29. The three take no house with a live 압류, 가압류, 가처분 or 경매개시결정; a 신탁 only with the
// trustee's written consent to the lease.
const REGISTRY_GUARANTEE_BARS: Partial<Readonly<Record<RegistryFlag, RegistryGuaranteeBar>>> = {
  SEIZURE: 'REFUSED',
  PROVISIONAL_SEIZURE: 'REFUSED',
  INJUNCTION: 'REFUSED',
  AUCTION: 'REFUSED',
  TRUST: 'TRUSTEE_CONSENT',
};

// The names of the registrations that refuse, as the refusal says them.
const REFUSING_FLAG_NAME: Partial<Readonly<Record<RegistryFlag, string>>> = {
  PROVISIONAL_SEIZURE: '가압류',
  INJUNCTION: '가처분',
  SEIZURE: '압류',
  AUCTION: '경매개시결정',
};

/**
 * The worst bar the registry's flags put on a return guarantee, with the flags behind it; null when none does.
 * @example registryGuaranteeBar(['PROVISIONAL_SEIZURE', 'TRUST']) // { bar: 'REFUSED', flags: ['PROVISIONAL_SEIZURE'] }
 * @example registryGuaranteeBar(['TRUST']) // { bar: 'TRUSTEE_CONSENT', flags: ['TRUST'] }
 */
export function registryGuaranteeBar(
  flags: readonly RegistryFlag[],
): { readonly bar: RegistryGuaranteeBar; readonly flags: readonly RegistryFlag[] } | null {
  const refusing = flags.filter((flag) => REGISTRY_GUARANTEE_BARS[flag] === 'REFUSED');
  if (refusing.length > 0) return { bar: 'REFUSED', flags: refusing };
  const consent = flags.filter((flag) => REGISTRY_GUARANTEE_BARS[flag] === 'TRUSTEE_CONSENT');
  return consent.length > 0 ? { bar: 'TRUSTEE_CONSENT', flags: consent } : null;
}

/** The sentence for a guarantee the registry refuses, naming the refusing flags (`registryGuaranteeBar`'s). */
export function registryRefusal(product: string, flags: readonly RegistryFlag[]): string {
  const names = flags.flatMap((flag) => REFUSING_FLAG_NAME[flag] ?? []).join('·');
  return `등기부에 ${names} 등기가 있어서 ${product}에 가입할 수 없어요. 보증기관은 권리침해가 있는 집을 받지 않아요. 말소된 등기부로 다시 확인하세요.`;
}

/** The sentence for a guarantee that needs the trust company's consent. */
export function trusteeConsentCondition(product: string, maxDeposit: string | null): string {
  const upTo = maxDeposit === null ? '' : ` 보증금 ${maxDeposit}까지`;
  return `등기부에 신탁이 있어요. 신탁사(수탁자)의 임대 동의서가 있으면${upTo} ${product}에 가입할 수 있고, 동의가 없으면 가입할 수 없어요.`;
}
