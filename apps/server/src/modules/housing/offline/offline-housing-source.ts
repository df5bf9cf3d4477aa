import { areaLabel } from '../area-label.ts';
import type { HousingSource } from '../housing-source.ts';

// NOTE: the exclusive areas homes are commonly built to (원룸·투룸 33/49㎡, the 59/84㎡ of 국민주택 규모 and
// below, and the 102㎡ step above it) — a choice list, not data about any building.
const GENERIC_EXCLUSIVE_AREAS = [33, 49, 59, 84, 102] as const;

/**
 * The embedded default housing source: the generic exclusive-area choices, no type, no prices.
 *
 * @example (await createOfflineHousingSource().lookup(request)).areas[2]?.label // '59㎡ (약 18평)'
 */
export function createOfflineHousingSource(): HousingSource {
  return {
    name: 'OFFLINE',
    async lookup() {
      return {
        housingType: null,
        areas: GENERIC_EXCLUSIVE_AREAS.map((exclusiveArea) => ({
          exclusiveArea,
          label: areaLabel(exclusiveArea),
          averageDeposit: null,
          averageMonthlyRent: null,
          transactionCount: 0,
        })),
      };
    },
  };
}
