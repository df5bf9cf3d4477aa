import type { RenewalPlanView } from '@jipsa/contracts';
import { fromRateMilli, type RenewalPlan } from '@jipsa/domain';

/**
 * The domain's plan as the API answers it: rates in percent (the domain's thousandths of a percent ÷ 1,000), each
 * rule object reduced to where it was read and how surely, everything else as computed.
 */
export function renewalPlanView(plan: RenewalPlan, baseRateMilli: number): RenewalPlanView {
  const { increaseCap, fundExtension, bankLoan, refinance, guarantee } = plan;
  return {
    today: plan.today,
    baseRatePercent: fromRateMilli(baseRateMilli),
    renewalRightUnused: plan.renewalRightUnused,
    renewalRequestWindow: plan.renewalRequestWindow ? { ...plan.renewalRequestWindow } : null,
    renewedLeaseEnd: plan.renewedLeaseEnd,
    leavingNoticeBy: plan.leavingNoticeBy,
    increaseCap: increaseCap
      ? {
          increaseAllowed: increaseCap.increaseAllowed,
          maxDeposit: increaseCap.maxDeposit,
          maxMonthlyRent: increaseCap.maxMonthlyRent,
          capPercent: increaseCap.rule.capPercent,
          source: increaseCap.rule.source,
          certainty: increaseCap.rule.certainty,
        }
      : null,
    maxDepositOnRenewal: plan.maxDepositOnRenewal,
    maxMonthlyRentForIncrease: plan.maxMonthlyRentForIncrease,
    conversionCapPercent: fromRateMilli(plan.conversionCapMilli),
    landlordOffer: plan.landlordOffer ? { ...plan.landlordOffer } : null,
    earlyExitEffectiveDate: plan.earlyExitEffectiveDate,
    fundExtension: fundExtension
      ? {
          allowed: fundExtension.allowed,
          nth: fundExtension.nth,
          regularExtensions: fundExtension.regularExtensions,
          extraExtension: fundExtension.extraExtension ? { ...fundExtension.extraExtension } : null,
          repaymentToAvoidAddOn: fundExtension.repaymentToAvoidAddOn,
          addOnPercent: fromRateMilli(fundExtension.addOnMilli),
          costWithoutRepaying: fundExtension.costWithoutRepaying,
          sources: [fundExtension.countRule.source, fundExtension.addOnRule.source],
        }
      : null,
    fundIncreaseLimit: plan.fundIncreaseLimit,
    bankLoan: bankLoan
      ? {
          extension: { counted: bankLoan.extension.counted, reason: bankLoan.extension.reason },
          increase: bankLoan.increase ? { counted: bankLoan.increase.counted, reason: bankLoan.increase.reason } : null,
          singleHouseLimit: bankLoan.singleHouseLimit ? { ...bankLoan.singleHouseLimit } : null,
        }
      : null,
    refinance: refinance
      ? {
          prepaymentFee: refinance.prepaymentFee,
          guaranteeFee: refinance.guaranteeFee,
          stampDuty: refinance.stampDuty,
          upfrontCost: refinance.upfrontCost,
          monthlySaving: refinance.monthlySaving,
          breakEvenMonths: refinance.breakEvenMonths,
          horizonMonths: refinance.horizonMonths,
          net: refinance.net,
          verdict: refinance.verdict,
          window: { ...refinance.window },
          inWindow: refinance.inWindow,
          source: refinance.prepaymentFeeRule.source,
        }
      : null,
    guarantee: {
      guarantor: guarantee.guarantor,
      action: guarantee.action,
      deadline: guarantee.deadline,
      feeForRenewedTerm: guarantee.feeForRenewedTerm,
      productName: guarantee.deadlineRule.productName,
      source: guarantee.deadlineRule.source,
      isEstimate: guarantee.deadlineRule.isEstimate,
    },
    guaranteeDeadline: plan.guaranteeDeadline,
    brokerageFee: plan.brokerageFee,
    stayOrMove: plan.stayOrMove
      ? {
          ...plan.stayOrMove,
          staying: { ...plan.stayOrMove.staying },
          moving: { ...plan.stayOrMove.moving },
        }
      : null,
    timeline: plan.timeline.map((step) => ({ ...step })),
    conditions: plan.conditions.map((condition) => ({ ...condition })),
  };
}
