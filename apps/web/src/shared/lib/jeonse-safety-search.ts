import type { RegistryFlag, RentHousingType } from '@jipsa/contracts';

/** What the check asks, as far as it is known: text of the URL, amounts in 원. */
export type JeonseSafetyDraft = {
  districtCode: string | null;
  dongName: string | null;
  jibun: string | null;
  buildingName: string | null;
  rentHousingType: RentHousingType | null;
  exclusiveArea: number | null;
  rentalDeposit: number | null;
  /** A 반전세's monthly rent (issue 47 #5); null for a 전세. */
  monthlyRent: number | null;
  housePrice: number | null;
  officialPrice: number | null;
  priorLiens: number | null;
  /** The flags of the 등기부 the person confirmed (issue 30); none when none was read. */
  registryFlags: readonly RegistryFlag[];
  /** The answer to "건축물대장에 위반건축물로 적혀 있나요?"; null for 몰라요 or not asked. */
  buildingViolation: boolean | null;
};

export const JEONSE_SAFETY_TEXT_KEYS = [
  'districtCode',
  'dongName',
  'jibun',
  'buildingName',
  'rentHousingType',
] as const;
export const JEONSE_SAFETY_NUMBER_KEYS = [
  'exclusiveArea',
  'rentalDeposit',
  'monthlyRent',
  'housePrice',
  'officialPrice',
  'priorLiens',
] as const;

/**
 * The query string of /jeonse-safety and its result: the whole question lives in the URL, so a reload, the
 * back button and a shared link all show the same check. Here so other pages can link to the check; the check
 * reads and validates it itself (features/jeonse-safety/lib/jeonse-safety-params.ts).
 * @example jeonseSafetySearch({ rentalDeposit: 200_000_000 }) // '?rentalDeposit=200000000'
 */
export function jeonseSafetySearch(draft: Partial<JeonseSafetyDraft>): string {
  const params = new URLSearchParams();
  for (const key of [...JEONSE_SAFETY_TEXT_KEYS, ...JEONSE_SAFETY_NUMBER_KEYS]) {
    const value = draft[key];
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  if (draft.registryFlags && draft.registryFlags.length > 0) params.set('registryFlags', draft.registryFlags.join(','));
  if (draft.buildingViolation !== null && draft.buildingViolation !== undefined) {
    params.set('buildingViolation', String(draft.buildingViolation));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
