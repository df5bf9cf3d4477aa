import type { PolicyDate } from './policy-date.ts';

/**
 * Writes a policy date the way the screens say it.
 * @example formatPolicyDate('2025-10-16') // '2025년 10월 16일'
 */
export function formatPolicyDate(policyDate: PolicyDate): string {
  const [year, month, day] = policyDate.split('-');
  return `${Number(year)}년 ${Number(month)}월 ${Number(day)}일`;
}
