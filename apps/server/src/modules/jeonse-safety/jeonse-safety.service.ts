import type { JeonseSafetyRequest, JeonseSafetyResponse } from '@jipsa/contracts';
import { assessJeonseSafety } from '@jipsa/domain';
import type { FastifyBaseLogger } from 'fastify';
import { koreaPolicyDate } from '@jipsa/domain';
import type { Clock } from '../auth/clock.ts';
import type { SalePriceSource } from '../housing/molit/molit-sale-prices.ts';
import { UpstreamError } from '../../lib/upstream/upstream-error.ts';

type Dependencies = {
  clock: Clock;
  log: FastifyBaseLogger;
  /** MOLIT 매매 실거래가 when `MOLIT_API_KEY` is set; without it the person's amounts alone decide. */
  salePrices: SalePriceSource | undefined;
};

export const SALE_PRICES_UNAVAILABLE_NOTICE =
  '지금은 실거래가를 불러올 수 없어서 입력하신 금액으로만 판단했어요. 시세나 공시가격을 입력하면 더 정확해져요.';

/**
 * 전세 안전 진단 (issue 12): the domain's verdict by today's rules in Seoul. A missing 시세 is estimated from the
 * building's recent sales when MOLIT is configured; an upstream failure leaves it unknown with a notice, never
 * an invented price.
 */
export function createJeonseSafetyService({ clock, log, salePrices }: Dependencies) {
  async function recentSalesOf(request: JeonseSafetyRequest) {
    const canEstimate = salePrices && request.jibun !== '' && (request.housePrice ?? 0) === 0;
    if (!canEstimate) return { recentSales: null, notice: null };
    try {
      const estimate = await salePrices.estimate(request);
      if (!estimate) return { recentSales: null, notice: null };
      const { housePrice: price, transactionCount, latestDealDate } = estimate;
      return { recentSales: { price, transactionCount, latestDealDate }, notice: null };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      log.warn({ kind: error.kind, err: error }, 'sale prices unavailable: answering from the entered amounts');
      return { recentSales: null, notice: SALE_PRICES_UNAVAILABLE_NOTICE };
    }
  }

  return {
    async check(request: JeonseSafetyRequest): Promise<JeonseSafetyResponse> {
      const { recentSales, notice } = await recentSalesOf(request);
      const safety = assessJeonseSafety(
        {
          districtCode: request.districtCode,
          dongName: request.dongName,
          rentHousingType: request.rentHousingType,
          rentalDeposit: request.rentalDeposit,
          housePrice: request.housePrice ?? null,
          recentSalesPrice: recentSales?.price ?? null,
          officialPrice: request.officialPrice ?? null,
          priorLiens: request.priorLiens ?? 0,
        },
        koreaPolicyDate(clock()),
      );
      // The domain's arrays are readonly, the contract's mutable; the response schema checks the shape.
      return {
        ...safety,
        recentSales: safety.housePriceBasis === 'RECENT_SALES' ? recentSales : null,
        notice,
      } as JeonseSafetyResponse;
    },
  };
}
