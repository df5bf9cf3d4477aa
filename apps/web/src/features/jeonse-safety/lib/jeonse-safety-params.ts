import type { JeonseSafetyRequest, jeonseSafetyRequestSchema, RegistryFlag } from '@jipsa/contracts';
import { REGISTRY_FLAGS } from '@jipsa/contracts/enum-values';
import {
  JEONSE_SAFETY_NUMBER_KEYS as NUMBER_KEYS,
  JEONSE_SAFETY_TEXT_KEYS as TEXT_KEYS,
  type JeonseSafetyDraft,
} from '../../../shared/lib/jeonse-safety-search.ts';

export const EMPTY_JEONSE_SAFETY_DRAFT: JeonseSafetyDraft = {
  districtCode: null,
  dongName: null,
  jibun: null,
  buildingName: null,
  rentHousingType: null,
  exclusiveArea: null,
  rentalDeposit: null,
  monthlyRent: null,
  housePrice: null,
  officialPrice: null,
  priorLiens: null,
  registryFlags: [],
  buildingViolation: null,
};

const isRegistryFlag = (text: string): text is RegistryFlag => (REGISTRY_FLAGS as readonly string[]).includes(text);

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
  const flags = (params.get('registryFlags') ?? '').split(',').filter(isRegistryFlag);
  draft.registryFlags = [...new Set(flags)];
  const violation = params.get('buildingViolation');
  draft.buildingViolation = violation === 'true' ? true : violation === 'false' ? false : null;
  return draft;
}

export type JeonseSafetyValidation =
  | { ok: true; request: JeonseSafetyRequest }
  | { ok: false; fieldErrors: Partial<Record<keyof JeonseSafetyDraft, string>> };

/** The API's request schema, loaded when a question is checked: the entry page is live without zod (issue 32). */
export const loadJeonseSafetyRequestSchema = () =>
  import('@jipsa/contracts/jeonse-safety').then((contract) => contract.jeonseSafetyRequestSchema);

/** Checks a draft with the API's own schema: the same Korean messages on the page as from the server. */
export function validateJeonseSafetyDraft(
  draft: JeonseSafetyDraft,
  schema: typeof jeonseSafetyRequestSchema,
): JeonseSafetyValidation {
  const parsed = schema.safeParse({
    ...Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== null)),
    registryFlags: draft.registryFlags.length > 0 ? draft.registryFlags : undefined,
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
