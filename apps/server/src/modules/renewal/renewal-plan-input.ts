import type { RenewalPlanRequest } from '@jipsa/contracts';
import { toRateMilli, type CurrentLoan, type RenewalPlanInput } from '@jipsa/domain';

/** Left out and null both mean "not given" to the API; the domain knows only the first. */
function given<T>(value: T | null | undefined): T | undefined {
  return value ?? undefined;
}

function optionalMilli(percent: number | null | undefined): number | undefined {
  const rate = given(percent);
  return rate === undefined ? undefined : toRateMilli(rate);
}

/**
 * The API's request as the domain's input: percent rates become thousandths of a percent (4.2 → 4_200), nulls
 * become absent fields, and `loanAdviceResultId` (where to keep the plan) stays with the server.
 * @example toRenewalPlanInput({ lease, loan: { kind: 'BANK', ratePercent: 4.2, … } }).loan.rateMilli // 4_200
 */
export function toRenewalPlanInput(request: RenewalPlanRequest): RenewalPlanInput {
  const { lease, loan, guarantee, refinanceOffer, nextHome } = request;
  return {
    lease: {
      startsOn: lease.startsOn,
      endsOn: lease.endsOn,
      contractDate: given(lease.contractDate),
      termOrigin: lease.termOrigin,
      lastIncreaseOn: given(lease.lastIncreaseOn),
      deposit: lease.deposit,
      monthlyRent: lease.monthlyRent,
    },
    landlordOffer: given(request.landlordOffer),
    exitNoticeOn: given(request.exitNoticeOn),
    minorChildren: given(request.minorChildren),
    loan: loan ? toCurrentLoan(loan) : undefined,
    guarantee: guarantee
      ? {
          guarantor: guarantee.guarantor,
          yearlyFeeRateMilli: optionalMilli(guarantee.yearlyFeeRatePercent),
        }
      : undefined,
    plannedMoveOn: given(request.plannedMoveOn),
    refinanceOffer: refinanceOffer
      ? {
          rateMilli: toRateMilli(refinanceOffer.ratePercent),
          prepaymentFeeRateMilli: toRateMilli(refinanceOffer.prepaymentFeeRatePercent),
          guaranteeFeeRateMilli: toRateMilli(refinanceOffer.guaranteeFeeRatePercent),
          nextRepricingOn: given(refinanceOffer.nextRepricingOn),
        }
      : undefined,
    nextHome: nextHome
      ? {
          deposit: nextHome.deposit,
          monthlyRent: nextHome.monthlyRent,
          monthlyTotal: given(nextHome.monthlyTotal),
          movingCost: given(nextHome.movingCost),
        }
      : undefined,
  };
}

function toCurrentLoan(loan: NonNullable<RenewalPlanRequest['loan']>): CurrentLoan {
  const common = {
    balance: loan.balance,
    rateMilli: toRateMilli(loan.ratePercent),
    drawnOn: loan.drawnOn,
    maturesOn: loan.maturesOn,
    extensionsUsed: loan.extensionsUsed,
  };
  if (loan.kind === 'BANK') {
    return {
      ...common,
      kind: 'BANK',
      guarantor: loan.guarantor,
      isMetroArea: loan.isMetroArea,
      houseOwnership: given(loan.houseOwnership),
      leaseSignedOn: given(loan.leaseSignedOn),
    };
  }
  return {
    ...common,
    kind: loan.kind,
    productLimit: given(loan.productLimit),
    loanToDepositPercent: given(loan.loanToDepositPercent),
  };
}

/** The domain names a field by its input path; the API names rates in percent. */
export function apiFieldOf(domainField: string): string {
  return domainField.replace(/RateMilli$/, 'RatePercent').replace(/(^|\.)rateMilli$/, '$1ratePercent');
}
