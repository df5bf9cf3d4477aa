import type { LoanAdviceReport } from '@jipsa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { LOAN_ADVICE_QUERY_KEY } from '../../../shared/api/loan-advice-list.ts';
import type { LoanProfileDraft } from '../../../shared/lib/loan-form-request.ts';
import { loanAdviceReportQueryKey } from './loan-advice-report.ts';

export const CREATE_LOAN_ADVICE_PATH = '/api/v1/loanAdvice';

/**
 * `POST /api/v1/loanAdvice` (guest or member): computes and stores the report of a complete form. On
 * /loan-info-entry the API client also keeps this body as `adviceReport` for the login round trip.
 */
export function createLoanAdvice(request: LoanProfileDraft): Promise<LoanAdviceReport> {
  return api.post(CREATE_LOAN_ADVICE_PATH, request, {
    auth: 'orGuest',
    schema: () => import('@jipsa/contracts/loan-advice').then((contract) => contract.loanAdviceReportSchema),
  });
}

/** Creates the report, hands it to the report page's cache and refreshes the report lists. */
export function useCreateLoanAdvice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLoanAdvice,
    onSuccess: (report) => {
      queryClient.setQueryData(loanAdviceReportQueryKey(report.loanAdviceResultId), report);
      void queryClient.invalidateQueries({ queryKey: [...LOAN_ADVICE_QUERY_KEY, 'list'] });
    },
  });
}
