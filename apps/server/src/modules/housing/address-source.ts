import type { SearchedAddress } from '@jipsa/contracts';

/** One page of addresses and how many there are in all. */
export type AddressPage = { totalCount: number; addresses: SearchedAddress[] };

/**
 * Where addresses come from: the official 도로명주소 API (juso) when its key is configured, the shipped
 * 법정동 table always. Official sources fail with `UpstreamError`; the service then asks the table.
 */
export type AddressSource = {
  readonly name: 'JUSO' | 'OFFLINE';
  search(keyword: string, page: number, pageSize: number): Promise<AddressPage>;
};
