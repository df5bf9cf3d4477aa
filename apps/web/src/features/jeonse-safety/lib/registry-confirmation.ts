import type { RegistryEntry, RegistryFlag, RegistryReading, RentHousingType } from '@jipsa/contracts';

/** What the person confirmed of a reading: which entries count as prior claims, which flags hold, what they add. */
export type RegistryConfirmation = {
  /** Keys (`entryKey`) of the entries counted in the prior claims. */
  readonly countedEntries: ReadonlySet<string>;
  readonly flags: ReadonlySet<RegistryFlag>;
  /** 선순위 임차보증금 and the like, in 원, that the registry does not show. */
  readonly addedClaims: number;
};

/** An entry's identity within one reading: two registrations may share a 순위번호 (소유권이전 and 신탁). */
export const entryKey = (entry: RegistryEntry, index: number) => `${entry.section}-${entry.rank}-${index}`;

/** 근저당 and 전세권 are the registrations whose amounts come before the deposit (ADR 0030: `liveClaimsTotal`). */
export const isPriorClaim = (entry: RegistryEntry) =>
  entry.section === 'EUL' && entry.amount !== null && /근저당|전세권/.test(entry.purpose);

/**
 * The reading as the server gave it: every live 근저당 and 전세권 counted, every flag held, nothing added.
 * @example initialConfirmation(reading).countedEntries.size // the number of live 근저당·전세권
 */
export function initialConfirmation(reading: RegistryReading): RegistryConfirmation {
  return {
    countedEntries: new Set(
      reading.entries.flatMap((entry, index) => (entry.live && isPriorClaim(entry) ? [entryKey(entry, index)] : [])),
    ),
    flags: new Set(reading.flags),
    addedClaims: 0,
  };
}

/**
 * The prior claims the confirmed reading adds up to: the counted entries' amounts plus what the person added.
 * @example priorClaimsOf(reading, initialConfirmation(reading)) === reading.liveClaimsTotal // true
 */
export function priorClaimsOf(reading: RegistryReading, confirmation: RegistryConfirmation): number {
  const counted = reading.entries.reduce(
    (sum, entry, index) => (confirmation.countedEntries.has(entryKey(entry, index)) ? sum + (entry.amount ?? 0) : sum),
    0,
  );
  return counted + confirmation.addedClaims;
}

const compact = (text: string) => text.replace(/\s+/g, '');

/**
 * Whether the registry is of another house than the one entered: its 지번 address must hold the entered 동 and 지번.
 * Unknown (null) when either side has no address.
 * @example addressDiffers('서울특별시 강남구 역삼동 754', { dongName: '역삼동', jibun: '755' }) // true
 */
export function addressDiffers(
  registryAddress: string | null,
  entered: { dongName: string | null; jibun: string | null },
): boolean | null {
  if (!registryAddress || !entered.dongName) return null;
  const address = compact(registryAddress);
  if (!address.includes(compact(entered.dongName))) return true;
  if (!entered.jibun) return false;
  // The 지번 must stand as a whole number after the 동 ("754" is not in "7540" or "1754").
  const jibun = compact(entered.jibun).replace(/번지$/, '');
  const escaped = jibun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return !new RegExp(`(^|[^\\d-])${escaped}($|[^\\d-])`).test(
    address.slice(address.indexOf(compact(entered.dongName))),
  );
}

// The 표제부 's 용도 words for each kind of house the form asks about; 근린생활시설 and the like are none of them.
const USE_HOUSING_TYPES: readonly (readonly [RegExp, RentHousingType])[] = [
  [/아파트/, 'APARTMENT'],
  [/오피스텔/, 'OFFICETEL'],
  [/다세대|연립/, 'HOUSEHOLD_HOUSE'],
  [/다가구|단독/, 'FAMILY_HOUSE'],
];

/**
 * The form's house type for the registry's 용도, or null when the 용도 is none of them (or unread).
 * @example housingTypeOfUse('철근콘크리트구조 다세대주택') // 'HOUSEHOLD_HOUSE'
 */
export function housingTypeOfUse(use: string | null): RentHousingType | null {
  if (!use) return null;
  return USE_HOUSING_TYPES.find(([pattern]) => pattern.test(use))?.[1] ?? null;
}

/**
 * Whether the registry's 용도 names another kind of house than the one entered; null when either is unknown.
 * @example housingTypeDiffers('아파트', 'HOUSEHOLD_HOUSE') // true
 */
export function housingTypeDiffers(use: string | null, entered: RentHousingType | null): boolean | null {
  const read = housingTypeOfUse(use);
  return read === null || entered === null ? null : read !== entered;
}

/** The gap in ㎡ a rounded figure on the form may have from the registry's two decimals ("59" for 59.97 ㎡). */
const AREA_TOLERANCE = 1;

/**
 * Whether the registry's 전유부분 area is another than the one entered (beyond rounding); null when either is unknown.
 * @example areaDiffers(84.97, 59) // true
 */
export function areaDiffers(registryArea: number | null, entered: number | null): boolean | null {
  if (registryArea === null || entered === null) return null;
  return Math.abs(registryArea - entered) > AREA_TOLERANCE;
}
