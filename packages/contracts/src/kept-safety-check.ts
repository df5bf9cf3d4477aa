import { z } from 'zod';
import { instantField, koreanDayField } from './date-fields.ts';
import { jeonseSafetyRequestSchema } from './jeonse-safety.ts';
import { jeonseRiskLevelSchema } from './loan-advice.ts';

// POST/GET/DELETE /api/v1/keptSafetyCheck (issue 50): a member keeps a jeonse safety result like a report.

/**
 * One kept safety result: the question as the result URL carried it (address, deposit, values, 등기부 flags) and the
 * verdict as it was answered that day. Opening it asks the question again as of today; the kept verdict stays.
 */
export const keptSafetyCheckSchema = z.object({
  keptSafetyCheckId: z.uuid(),
  question: jeonseSafetyRequestSchema,
  riskLevel: jeonseRiskLevelSchema,
  /** Null when the house value was unknown that day. */
  jeonseRatioPercent: z.number().min(0).nullable(),
  /** The day the verdict was answered (its `policyDate`, Korea's calendar). */
  checkedOn: koreanDayField,
  keptAt: instantField,
});

export type KeptSafetyCheck = z.infer<typeof keptSafetyCheckSchema>;
