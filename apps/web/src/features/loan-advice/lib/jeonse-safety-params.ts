import { jeonseSafetyRequestSchema, type JeonseSafetyRequest, type RentHousingType } from '@jipsa/contracts';

/** What the check asks, as far as it is known: text of the URL, amounts in 원. */
export type JeonseSafetyDraft = {
  districtCode: string | null;
  dongName: string | null;
  jibun: string | null;
  buildingName: string | null;
  rentHousingType: RentHousingType | null;
  exclusiveArea: number | null;
  rentalDeposit: number | null;
  housePrice: number | null;
  officialPrice: number | null;
  priorLiens: number | null;
};

const TEXT_KEYS = ['districtCode', 'dongName', 'jibun', 'buildingName', 'rentHousingType'] as const;
const NUMBER_KEYS = ['exclusiveArea', 'rentalDeposit', 'housePrice', 'officialPrice', 'priorLiens'] as const;

export const EMPTY_JEONSE_SAFETY_DRAFT: JeonseSafetyDraft = {
  districtCode: null,
  dongName: null,
  jibun: null,
  buildingName: null,
  rentHousingType: null,
  exclusiveArea: null,
  rentalDeposit: null,
  housePrice: null,
  officialPrice: null,
  priorLiens: null,
};

/**
 * The query string of /jeonse-safety and its result: the whole question lives in the URL, so a reload, the
 * back button and a shared link all show the same check.
 * @example jeonseSafetySearch({ rentalDeposit: 200_000_000 }) // '?rentalDeposit=200000000'
 */
export function jeonseSafetySearch(draft: Partial<JeonseSafetyDraft>): string {
  const params = new URLSearchParams();
  for (const key of [...TEXT_KEYS, ...NUMBER_KEYS]) {
    const value = draft[key];
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Reads a draft back; a number that is not one is left unanswered. */
export function readJeonseSafetyDraft(params: URLSearchParams): JeonseSafetyDraft {
  const draft: JeonseSafetyDraft = { ...EMPTY_JEONSE_SAFETY_DRAFT };
  for (const key of TEXT_KEYS) {
    const value = params.get(key);
    if (value !== null) (draft as Record<string, unknown>)[key] = value;
  }
  for (const key of NUMBER_KEYS) {
    const value = params.get(key);
    const number = value === null || value.trim() === '' ? Number.NaN : Number(value);
    if (Number.isFinite(number)) draft[key] = number;
  }
  return draft;
}

export type JeonseSafetyValidation =
  | { ok: true; request: JeonseSafetyRequest }
  | { ok: false; fieldErrors: Partial<Record<keyof JeonseSafetyDraft, string>> };

/** Checks a draft with the API's own schema: the same Korean messages on the page as from the server. */
export function validateJeonseSafetyDraft(draft: JeonseSafetyDraft): JeonseSafetyValidation {
  const parsed = jeonseSafetyRequestSchema.safeParse({
    ...Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== null)),
    jibun: draft.jibun ?? '',
    buildingName: draft.buildingName ?? '',
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const fieldErrors: Partial<Record<keyof JeonseSafetyDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof JeonseSafetyDraft | undefined;
    if (field !== undefined && fieldErrors[field] === undefined) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors };
}
