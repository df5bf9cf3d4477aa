import type { RentOfferCompareRequest, RentOfferCompareResponse } from '@jipsa/contracts';
import { compareRentOffers, type MarketRateTable } from '@jipsa/domain';
import { koreanToday, type Clock } from '../../lib/clock.ts';
import { marketRatesOn } from '../market-rates/market-rates-on.ts';

type Dependencies = { clock: Clock; marketRates: () => MarketRateTable };

/**
 * 전세·월세 비교 (issue 17): the landlord's offers priced for this person by today's rules in Seoul and the
 * market-rate row in force, as the report prices its one answer. Nothing is stored.
 */
export function createRentOffersService({ clock, marketRates }: Dependencies) {
  return {
    compare(request: RentOfferCompareRequest): RentOfferCompareResponse {
      const policyDate = koreanToday(clock);
      const { row } = marketRatesOn(marketRates(), policyDate);
      const comparison = compareRentOffers(request, { policyDate, marketRates: row });
      // The domain's arrays are readonly, the contract's mutable; the response schema checks the shape.
      return comparison as RentOfferCompareResponse;
    },
  };
}
