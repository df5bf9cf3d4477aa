import type { AppConfig } from '../../config.ts';
import type { HousingServiceDeps } from './housing.service.ts';
import { createJusoAddressSource } from './juso/juso-address-source.ts';
import { createMolitHousingSource } from './molit/molit-housing-source.ts';
import { createOfflineAddressSource } from './offline/offline-address-source.ts';
import { createOfflineHousingSource } from './offline/offline-housing-source.ts';
import type { UpstreamPolicy } from '../../lib/upstream/upstream-policy.ts';

/**
 * The sources the configuration enables: juso when `JUSO_API_KEY` is set, MOLIT when `MOLIT_API_KEY` is set,
 * the embedded table and buckets always. Building the offline source here builds its search index at start.
 */
export function createHousingSources(
  config: Pick<AppConfig, 'juso' | 'molit'>,
  policy: Partial<UpstreamPolicy> = {},
): Omit<HousingServiceDeps, 'log'> {
  return {
    officialAddresses: config.juso ? createJusoAddressSource({ ...config.juso, policy }) : undefined,
    officialHousing: config.molit ? createMolitHousingSource({ ...config.molit, policy }) : undefined,
    offlineAddresses: createOfflineAddressSource(),
    offlineHousing: createOfflineHousingSource(),
  };
}
