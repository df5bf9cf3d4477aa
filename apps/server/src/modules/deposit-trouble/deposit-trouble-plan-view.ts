import type { DepositTroublePlanView } from '@jipsa/contracts';
import type { DepositTroublePlan } from '@jipsa/domain';

/**
 * The domain's plan as the API's answer: the same names and values, its read-only lists copied into the view's.
 * @example depositTroublePlanView(plan).timeline // the plan's deadlines, in order
 */
export function depositTroublePlanView(plan: DepositTroublePlan): DepositTroublePlanView {
  const { leaseRegistration, guaranteeClaim, fraudVictim } = plan;
  return {
    ...plan,
    leaseRegistration: {
      ...leaseRegistration,
      costs: { ...leaseRegistration.costs, items: [...leaseRegistration.costs.items] },
    },
    guaranteeClaim: { ...guaranteeClaim, steps: [...guaranteeClaim.steps] },
    fraudVictim: {
      ...fraudVictim,
      requirements: [...fraudVictim.requirements],
      supports: [...fraudVictim.supports],
    },
    contacts: [...plan.contacts],
    timeline: [...plan.timeline],
    conditions: [...plan.conditions],
  };
}
