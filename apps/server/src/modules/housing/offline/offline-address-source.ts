import type { AddressSource } from '../address-source.ts';
import { isMetroDistrict } from '../is-metro-district.ts';
import { createDistrictSearchIndex, type DistrictSearchIndex } from './district-search-index.ts';
import { shippedLegalDistricts } from './legal-district-table.ts';

let shippedIndex: DistrictSearchIndex | undefined;

/** The search index of the shipped table, built on first use and shared by every app in the process. */
export function shippedDistrictIndex(): DistrictSearchIndex {
  shippedIndex ??= createDistrictSearchIndex(shippedLegalDistricts());
  return shippedIndex;
}

/**
 * The embedded default address source: neighbourhoods (시도 … 리) of the shipped 법정동 table. A result has
 * no road address, building or 지번 — it names the district, which is what the loan rules read.
 *
 * @example
 * const page = await createOfflineAddressSource().search('역삼동', 1, 20);
 * page.addresses[0]?.districtCode; // '1168010100'
 */
export function createOfflineAddressSource(index: DistrictSearchIndex = shippedDistrictIndex()): AddressSource {
  return {
    name: 'OFFLINE',
    async search(keyword, page, pageSize) {
      const { total, matches } = index.search(keyword, (page - 1) * pageSize, pageSize);
      return {
        totalCount: total,
        addresses: matches.map(({ district, address, highlights }) => ({
          roadAddress: '',
          jibunAddress: address,
          buildingName: '',
          districtCode: district.code,
          dongName: district.eupmyeondong,
          jibun: '',
          sido: district.sido,
          sigungu: district.sigungu,
          isMetro: isMetroDistrict(district.code),
          displayAddress: address,
          highlights,
        })),
      };
    },
  };
}
