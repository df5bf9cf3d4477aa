import type { AddressSearchResult, AddressSource, SearchedAddress } from '@jipsa/contracts';

export type AddressResultList = {
  addresses: SearchedAddress[];
  source: AddressSource | null;
  notice: string | null;
  totalCount: number;
};

/**
 * The list the address sheet shows from the pages loaded so far. When a later page came from another
 * source than the one before it (the official API failed in the middle of a list), the list starts over
 * from that page instead of mixing two sources (contracts/housing.ts).
 * @example addressResultList([jusoPage1, offlinePage2]).addresses // only offlinePage2's addresses
 */
export function addressResultList(pages: readonly AddressSearchResult[]): AddressResultList {
  let start = 0;
  pages.forEach((page, index) => {
    if (index > 0 && page.source !== pages[index - 1]?.source) start = index;
  });
  const shown = pages.slice(start);
  const last = shown.at(-1);
  return {
    addresses: shown.flatMap((page) => page.addresses),
    source: last?.source ?? null,
    notice: shown.find((page) => page.notice !== undefined)?.notice ?? null,
    totalCount: last?.totalCount ?? 0,
  };
}
