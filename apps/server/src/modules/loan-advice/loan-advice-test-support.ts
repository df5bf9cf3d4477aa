import type { LoanProfileRequestInput } from '@jipsa/contracts';
import {
  DEFAULT_MARKET_RATE_TABLE,
  marketRateInForce,
  type LoanAdviceContext,
  type MarketRateTable,
  type PolicyDate,
} from '@jipsa/domain';
import type { FastifyInstance } from 'fastify';

// Test helpers of the loan-advice module: a household, the context the server should use, and calls.

/**
 * A 무주택 single 30-year-old renting a 55㎡ apartment in 강남 for 1.5억 with 2,000만 in cash: seven products
 * are open (HF-02 recommended, NHUF-02 among the others), the newlywed-only NHUF-04 is not.
 */
export function loanProfile(overrides: Partial<LoanProfileRequestInput> = {}): LoanProfileRequestInput {
  return {
    rentalDeposit: 150_000_000,
    monthlyRent: 0,
    cashOnHand: 20_000_000,
    age: 30,
    maritalStatus: 'SINGLE',
    annualIncome: 30_000_000,
    childStatus: 'NO_CHILD',
    hasNewborn: false,
    isSMEEmployee: false,
    houseOwnershipType: 'NO_HOUSE',
    isNetAssetOver345M: false,
    rentHousingType: 'APARTMENT',
    exclusiveArea: 55,
    buildingName: '역삼래미안',
    districtCode: '1168010100',
    dongName: '역삼동',
    jibun: '754',
    ownershipTransferOnBalanceDay: 'NO',
    ...overrides,
  };
}

/** The same profile as the server parses it (spouse income defaulted). */
export function parsedProfile(overrides: Partial<LoanProfileRequestInput> = {}) {
  const profile = loanProfile(overrides);
  return { ...profile, spouseAnnualIncome: profile.spouseAnnualIncome ?? 0 };
}

/** The context the server should compute with on `policyDate` (a date inside the table). */
export function contextOn(
  policyDate: PolicyDate,
  table: MarketRateTable = DEFAULT_MARKET_RATE_TABLE,
): LoanAdviceContext {
  const marketRates = marketRateInForce(table, policyDate);
  if (!marketRates) throw new Error(`no market-rate row on ${policyDate}`);
  return { policyDate, marketRates };
}

/** What JSON makes of a value (drops undefined, copies readonly arrays): the shape a response body has. */
export function asJson<T>(value: T): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** `app.inject` with the `AccessToken` header when a token is given. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  { token, payload }: { token?: string; payload?: unknown } = {},
) {
  return app.inject({
    method,
    url,
    headers: token ? { accesstoken: token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
