import { LOAN_PRODUCT_CODES } from '@jipsa/domain';
import { z } from 'zod';
import { koreanDayField } from './date-fields.ts';
import { institutionSchema } from './loan-advice.ts';

// GET /api/v1/post/{postId}/report (issue 11): the report attached to a post, as every reader may see it — its
// figures, none of the author's inputs (income, cash, age, address). No login.

const won = z.number().int().min(0);

export const sharedReportProductSchema = z.object({
  loanProductCode: z.enum(LOAN_PRODUCT_CODES),
  loanProductName: z.string(),
  institution: institutionSchema,
  eligible: z.boolean(),
  possibleLoanLimit: won,
  expectedLoanRate: z.number().min(0),
  /** The rules it failed by name ("소득 기준"), never the author's figures. */
  notEligibleRules: z.array(z.string()),
  isEstimate: z.boolean(),
});

export const sharedReportSchema = z.object({
  postId: z.uuid(),
  policyDate: koreanDayField,
  /** Every amount was computed on the author's answers rounded to this many 원 (issue 27): say so on screen. */
  amountUnit: won,
  hasEligibleProduct: z.boolean(),
  loanProductCode: z.enum(LOAN_PRODUCT_CODES).nullable(),
  loanProductName: z.string().nullable(),
  institution: institutionSchema.nullable(),
  expectedLoanRate: z.number().min(0).nullable(),
  possibleLoanLimit: won.nullable(),
  isEstimate: z.boolean(),
  loanAmount: won,
  monthlyInterestCost: won,
  monthlyRent: won,
  totalLivingCost: won,
  guaranteeInsuranceFee: won,
  stampDuty: won,
  otherProducts: z.array(sharedReportProductSchema),
});

export type SharedReport = z.output<typeof sharedReportSchema>;
