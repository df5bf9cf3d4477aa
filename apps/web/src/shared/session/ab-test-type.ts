import type { AbTestType } from '@jipsa/contracts';
import { memberGuard } from '../lib/member-guard.ts';

/** localStorage key of the guest's A/B group; it outlives the tab like the guest token it came with. */
export const AB_TEST_TYPE_STORAGE_KEY = 'abTestType';

/** The group everyone without a stored one sees (members who never were guests, cleared storage). */
export const DEFAULT_AB_TEST_TYPE: AbTestType = 'A';

const isAbTestType = memberGuard<AbTestType>({ A: true, B: true });

/**
 * The A/B group the server gave this browser's guest ("A" → /loan-info-entry, "B" → /loan-info-entry-b);
 * {@link DEFAULT_AB_TEST_TYPE} when none is stored or the stored value is not a known group.
 * @example readAbTestType() // 'B'
 */
export function readAbTestType(storage: Storage = window.localStorage): AbTestType {
  const stored = storage.getItem(AB_TEST_TYPE_STORAGE_KEY);
  return isAbTestType(stored) ? stored : DEFAULT_AB_TEST_TYPE;
}
