import { CONTRACT_STEP_CODES, isPolicyDate, validateContractDates } from '@jipsa/domain';
import { z } from 'zod';
import { strictRequest } from './loan-advice.ts';
import { depositTroubleDeadlineSchema } from './deposit-trouble.ts';
import { renewalDeadlineSchema } from './renewal.ts';

// The dated contract checklist kept with a report (issue 30): GET/PUT /api/v1/loanAdvice/:id/checklist,
// PUT …/checklist/steps/:code, GET …/checklist.ics.

const dateField = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, { error: missing })
    .refine(isPolicyDate, { error: '날짜를 2027-03-01 형식으로 입력해주세요.' });

/** 계약일, 잔금일·입주일, 계약 만기, in order (the domain's `validateContractDates` says which one is wrong). */
export const contractDatesRequestSchema = strictRequest({
  contractDate: dateField('계약일을 입력해주세요.'),
  balanceDate: dateField('잔금일·입주일을 입력해주세요.'),
  leaseEndDate: dateField('계약 만기를 입력해주세요.'),
}).superRefine((dates, context) => {
  const result = validateContractDates(dates);
  if (!result.ok) context.addIssue({ code: 'custom', path: [result.field], message: result.reason });
});
export type ContractDatesRequest = z.infer<typeof contractDatesRequestSchema>;

export const contractStepCodeSchema = z.enum(CONTRACT_STEP_CODES, { error: '체크리스트 단계를 다시 확인해주세요.' });

export const contractStepSchema = z.object({
  code: contractStepCodeSchema,
  phase: z.enum(['BEFORE_SIGNING', 'BALANCE_DAY', 'DURING_LEASE', 'BEFORE_LEASE_END']),
  title: z.string(),
  detail: z.string(),
  condition: z.string().nullable(),
  dueDate: z.string().nullable(),
  window: z.object({ from: z.string(), to: z.string() }).optional(),
  source: z.string(),
  /** Ticked off by the person. */
  done: z.boolean(),
});
export type ContractStepView = z.infer<typeof contractStepSchema>;

/** A report's checklist: no dates yet → `dates: null` and no steps. */
export const contractChecklistSchema = z.object({
  dates: z.object({ contractDate: z.string(), balanceDate: z.string(), leaseEndDate: z.string() }).nullable(),
  steps: z.array(contractStepSchema),
  updatedAt: z.string().nullable(),
  /**
   * The deadlines of the renewal plan saved with the report (issue 48: POST /api/v1/renewalPlan with
   * `loanAdviceResultId`), in date order; absent when none is saved. The .ics carries them too.
   */
  renewalDeadlines: z.array(renewalDeadlineSchema).optional(),
  /** The deadlines of the deposit-trouble plan kept with the report (issue 49), in date order; absent when none. */
  depositTroubleDeadlines: z.array(depositTroubleDeadlineSchema).optional(),
});
export type ContractChecklist = z.infer<typeof contractChecklistSchema>;

export const contractStepDoneRequestSchema = strictRequest({
  done: z.boolean({ error: '완료 여부를 true 또는 false로 보내주세요.' }),
});
export type ContractStepDoneRequest = z.infer<typeof contractStepDoneRequestSchema>;
