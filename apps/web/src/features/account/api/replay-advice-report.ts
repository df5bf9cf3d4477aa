import { api } from '../../../shared/api/api.ts';

export const LOAN_ADVICE_PATH = '/api/v1/loanAdvice';

/** Only what the login result page needs to know of the report: where to show it. */
const loadCreatedReportSchema = () =>
  import('@jipsa/contracts/loan-advice').then((contract) =>
    contract.loanAdviceReportSchema.pick({ loanAdviceResultId: true, hasEligibleProduct: true }),
  );

export type CreatedReport = { loanAdviceResultId: string; hasEligibleProduct: boolean };

/**
 * `POST /api/v1/loanAdvice` with the request body stored as `adviceReport` before login (spec §4
 * "Return path before login"): the report the person asked for as a guest, now made as the member.
 */
export function replayAdviceReport(body: unknown): Promise<CreatedReport> {
  return api.post(LOAN_ADVICE_PATH, body, { auth: true, schema: loadCreatedReportSchema });
}
