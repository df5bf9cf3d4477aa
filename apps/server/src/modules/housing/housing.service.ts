import {
  ADDRESS_SEARCH_PAGE_SIZE,
  type AddressSearchResult,
  type HousingInfo,
  type HousingInfoRequest,
} from '@jipsa/contracts';
import type { AddressPage, AddressSource } from './address-source.ts';
import { HOUSING_NOTICES } from './housing-notices.ts';
import type { HousingSource } from './housing-source.ts';
import { UpstreamError } from '../../lib/upstream/upstream-error.ts';

export type HousingServiceDeps = {
  /** The official sources, absent when their keys are not configured. */
  officialAddresses?: AddressSource;
  officialHousing?: HousingSource;
  /** The embedded defaults, always there. */
  offlineAddresses: AddressSource;
  offlineHousing: HousingSource;
  log: { warn(details: object, message: string): void };
};

export type HousingService = {
  searchAddresses(keyword: string, page: number): Promise<AddressSearchResult>;
  housingInfo(request: HousingInfoRequest): Promise<HousingInfo>;
};

/**
 * Address search and housing info over the official sources when configured, with the embedded defaults as
 * both the default and the fallback: an official failure (timeout, error code, broken body, open circuit)
 * becomes an offline answer carrying a Korean `notice`, never an error. Only unexpected bugs propagate.
 */
export function createHousingService(deps: HousingServiceDeps): HousingService {
  const pageOf = (source: AddressSearchResult['source'], page: number, found: AddressPage): AddressSearchResult => ({
    totalCount: found.totalCount,
    page,
    pageSize: ADDRESS_SEARCH_PAGE_SIZE,
    hasMore: page * ADDRESS_SEARCH_PAGE_SIZE < found.totalCount,
    source,
    addresses: found.addresses,
  });

  const offlinePage = async (keyword: string, page: number, notice?: string): Promise<AddressSearchResult> => {
    const found = await deps.offlineAddresses.search(keyword, page, ADDRESS_SEARCH_PAGE_SIZE);
    return { ...pageOf('OFFLINE', page, found), ...(notice ? { notice } : {}) };
  };

  const offlineHousing = async (request: HousingInfoRequest, notice?: string): Promise<HousingInfo> => {
    const answer = await deps.offlineHousing.lookup(request);
    return { source: 'OFFLINE', housingType: answer.housingType, areas: answer.areas, ...(notice ? { notice } : {}) };
  };

  const warn = (error: UpstreamError, what: string) =>
    deps.log.warn(
      { kind: error.kind, upstreamCode: error.details.upstreamCode, reason: error.message },
      `${what}; answering offline`,
    );

  return {
    async searchAddresses(keyword, page) {
      if (!deps.officialAddresses) return offlinePage(keyword, page);
      try {
        const found = await deps.officialAddresses.search(keyword, page, ADDRESS_SEARCH_PAGE_SIZE);
        // A neighbourhood name alone often finds no building; the table still knows the neighbourhood.
        if (found.totalCount === 0 && page === 1) {
          const local = await offlinePage(keyword, page, HOUSING_NOTICES.addressNotFound);
          if (local.totalCount > 0) return local;
        }
        return pageOf('JUSO', page, found);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        warn(error, 'address search failed');
        const notice =
          error.kind === 'REJECTED'
            ? HOUSING_NOTICES.addressKeywordRejected
            : HOUSING_NOTICES.addressServiceUnavailable;
        return offlinePage(keyword, page, notice);
      }
    },

    async housingInfo(request) {
      if (!deps.officialHousing) return offlineHousing(request);
      try {
        const answer = await deps.officialHousing.lookup(request);
        if (answer.areas.length === 0) {
          const generic = await offlineHousing(request, HOUSING_NOTICES.housingNotFound);
          return { ...generic, housingType: answer.housingType };
        }
        return {
          source: 'MOLIT',
          housingType: answer.housingType,
          areas: answer.areas,
          ...(answer.notice ? { notice: answer.notice } : {}),
        };
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        if (error.kind === 'REJECTED') return offlineHousing(request, HOUSING_NOTICES.housingWithoutBuilding);
        warn(error, 'housing info failed');
        return offlineHousing(request, HOUSING_NOTICES.housingServiceUnavailable);
      }
    },
  };
}
