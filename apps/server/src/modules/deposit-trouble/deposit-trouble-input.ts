import type { DepositTroublePlanRequest } from '@jipsa/contracts';
import type { DepositTroubleInput } from '@jipsa/domain';

/** Left out and null both mean "not given" to the API; the domain knows only the first. */
function given<T>(value: T | null | undefined): T | undefined {
  return value ?? undefined;
}

/**
 * The API's request as the domain's input: nulls become absent fields; every other name is the same on both sides.
 * @example toDepositTroubleInput({ …, landlords: null }).landlords // undefined
 */
export function toDepositTroubleInput(request: DepositTroublePlanRequest): DepositTroubleInput {
  return {
    leaseEndsOn: request.leaseEndsOn,
    tacitRenewalNoticeReceivedOn: given(request.tacitRenewalNoticeReceivedOn),
    firstContractDate: request.firstContractDate,
    deposit: request.deposit,
    depositReturned: request.depositReturned,
    unreturnedAmount: given(request.unreturnedAmount),
    movedOut: request.movedOut,
    moveInReported: request.moveInReported,
    fixedDateStamped: request.fixedDateStamped,
    leaseRegistered: given(request.leaseRegistered),
    guarantee: request.guarantee,
    auctionStarted: request.auctionStarted,
    seizureStarted: request.seizureStarted,
    jeonseLoanOutstanding: given(request.jeonseLoanOutstanding),
    manyTenantsAtRisk: given(request.manyTenantsAtRisk),
    intentNotToReturn: given(request.intentNotToReturn),
    landlords: given(request.landlords),
    serviceFeeUnit: given(request.serviceFeeUnit),
  };
}
