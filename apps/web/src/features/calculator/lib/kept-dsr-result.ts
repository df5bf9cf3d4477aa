import type { DsrCalcRequest } from '@jipsa/contracts';
import { APP_STORAGE_PREFIX } from '../../../shared/lib/storage-keys.ts';

export type DsrLenderType = DsrCalcRequest['lenderType'];
export type DsrHouseOwnershipAnswer = NonNullable<DsrCalcRequest['houseOwnership']>;

/**
 * A DSR result on screen, as a reload and a visit to the loan-add page keep it (issue 26): not its figures, which
 * would go stale, but that one was showing and the lender it was computed for. The loans and the income are kept
 * by the app store, so the result is computed again from what the screen shows. The homes owned go with it where
 * they were asked (issue 29).
 */
export type KeptDsrResult = { lenderType: DsrLenderType; houseOwnership?: DsrHouseOwnershipAnswer };

/** sessionStorage key: set while a DSR result is showing, like the store's inputs kept for this tab only. */
export const KEPT_DSR_RESULT_KEY = `${APP_STORAGE_PREFIX}DsrResult`;

const isLenderType = (value: unknown): value is DsrLenderType => value === 'BANK' || value === 'NON_BANK';
const isHouseOwnership = (value: unknown): value is DsrHouseOwnershipAnswer =>
  value === 'NO_HOUSE' || value === 'ONE_HOUSE' || value === 'TWO_OR_MORE_HOUSES';

/**
 * The kept DSR result, or `null` when none was showing (or what is stored is not one).
 * @example keepDsrResult({ lenderType: 'NON_BANK' }); readKeptDsrResult() // { lenderType: 'NON_BANK' }
 */
export function readKeptDsrResult(): KeptDsrResult | null {
  let stored: unknown;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(KEPT_DSR_RESULT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { lenderType, houseOwnership } = stored as { lenderType?: unknown; houseOwnership?: unknown };
  if (!isLenderType(lenderType)) return null;
  return isHouseOwnership(houseOwnership) ? { lenderType, houseOwnership } : { lenderType };
}

/** Remembers that a DSR result is showing, for `lenderType`. */
export function keepDsrResult(kept: KeptDsrResult): void {
  window.sessionStorage.setItem(KEPT_DSR_RESULT_KEY, JSON.stringify(kept));
}

/** Forgets the DSR result: the person changed what it was computed from and has not asked again. */
export function forgetDsrResult(): void {
  window.sessionStorage.removeItem(KEPT_DSR_RESULT_KEY);
}
