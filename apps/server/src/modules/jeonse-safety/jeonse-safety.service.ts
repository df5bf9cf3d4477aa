import type { JeonseSafetyRequest, JeonseSafetyResponse } from '@jipsa/contracts';
import { assessJeonseSafety } from '@jipsa/domain';
import type { FastifyBaseLogger } from 'fastify';
import { koreanToday, type Clock } from '../../lib/clock.ts';
import type { AppConfig } from '../../config.ts';
import { createMolitSalePrices, type SalePriceSource } from '../housing/molit/molit-sale-prices.ts';
import {
  createBuildingLedgerSource,
  type BuildingLedgerSource,
} from '../housing/building-ledger/building-ledger-source.ts';
import { UpstreamError } from '../../lib/upstream/upstream-error.ts';

type Dependencies = {
  clock: Clock;
  log: FastifyBaseLogger;
  /** MOLIT 매매 실거래가 when `MOLIT_API_KEY` is set; without it the person's amounts alone decide. */
  salePrices: SalePriceSource | undefined;
  /** 건축HUB 건축물대장 when `BUILDING_API_KEY` is set; without it the form asks about 위반건축물 instead. */
  buildingLedger: BuildingLedgerSource | undefined;
};

export const SALE_PRICES_UNAVAILABLE_NOTICE =
  '지금은 실거래가를 불러올 수 없어서 입력하신 금액으로만 판단했어요. 시세나 공시가격을 입력하면 더 정확해져요.';

export const BUILDING_LEDGER_UNAVAILABLE_NOTICE =
  '지금은 건축물대장을 불러올 수 없어서 위반건축물 여부는 답해주신 대로 판단했어요.';

/**
 * 전세 안전 진단 (issue 12): the domain's verdict by today's rules in Seoul. A missing 시세 is estimated from the
 * building's recent sales when MOLIT is configured; an upstream failure leaves it unknown with a notice, never
 * an invented price.
 */
export function createJeonseSafetyService({ clock, log, salePrices, buildingLedger }: Dependencies) {
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

  /**
   * The 건축물대장 from 건축HUB when `BUILDING_API_KEY` is set and it has the building; otherwise the person's answer
   * to the question the form asks instead. An upstream failure falls back to the answer with a notice.
   */
  async function buildingFactsOf(request: JeonseSafetyRequest) {
    const answered = {
      source: (request.buildingViolation ?? null) === null ? ('UNKNOWN' as const) : ('ANSWER' as const),
      mainUse: null,
      violation: request.buildingViolation ?? null,
      residential: null,
      notice: null as string | null,
    };
    if (!buildingLedger || request.jibun === '') return answered;
    try {
      const ledger = await buildingLedger.ledgerOf(request);
      if (!ledger) return answered;
      return {
        source: 'LEDGER' as const,
        mainUse: ledger.mainUse,
        // The ledger's word wins; where it does not record a violation either way, the person's answer stands.
        violation: ledger.violation ?? request.buildingViolation ?? null,
        residential: ledger.residential,
        notice: null,
      };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      log.warn({ kind: error.kind, err: error }, "building ledger unavailable: answering from the person's answer");
      return { ...answered, notice: BUILDING_LEDGER_UNAVAILABLE_NOTICE };
    }
  }

  return {
    async check(request: JeonseSafetyRequest): Promise<JeonseSafetyResponse> {
      const [{ recentSales, notice }, building] = await Promise.all([recentSalesOf(request), buildingFactsOf(request)]);
      const safety = assessJeonseSafety(
        {
          districtCode: request.districtCode,
          dongName: request.dongName,
          rentHousingType: request.rentHousingType,
          rentalDeposit: request.rentalDeposit,
          monthlyRent: request.monthlyRent ?? 0,
          housePrice: request.housePrice ?? null,
          recentSalesPrice: recentSales?.price ?? null,
          officialPrice: request.officialPrice ?? null,
          priorLiens: request.priorLiens ?? null,
          registryFlags: request.registryFlags ?? [],
          building,
        },
        koreanToday(clock),
      );
      // The domain's arrays are readonly, the contract's mutable; the response schema checks the shape.
      return {
        ...safety,
        recentSales: safety.housePriceBasis === 'RECENT_SALES' ? recentSales : null,
        notice: [notice, building.notice].filter(Boolean).join(' ') || null,
        building: {
          source: building.source,
          mainUse: building.mainUse,
          violation: building.violation,
          residential: building.residential,
        },
      } as JeonseSafetyResponse;
    },
  };
}

/** The check wired from the config: every route that asks the check (its own, the kept results) builds it here. */
export function jeonseSafetyServiceFor({ clock, log }: Pick<Dependencies, 'clock' | 'log'>, config: AppConfig) {
  return createJeonseSafetyService({
    clock,
    log,
    // With MOLIT_API_KEY a missing 시세 is estimated from the building's sales; without it nothing is invented.
    salePrices: config.molit ? createMolitSalePrices(config.molit) : undefined,
    // With BUILDING_API_KEY the 건축물대장's main use joins the verdict; its 위반건축물 is asked either way (ADR 0031).
    buildingLedger: config.buildingLedger ? createBuildingLedgerSource(config.buildingLedger) : undefined,
  });
}
