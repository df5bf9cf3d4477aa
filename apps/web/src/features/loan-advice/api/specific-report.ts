import type { LoanAdviceReport, SpecificRequestInput } from '@jipsa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { loanAdviceListQueryOptions } from '../../../shared/api/loan-advice-list.ts';
import { loanAdviceReportQueryKey } from './loan-advice-report.ts';

export const SPECIFIC_REPORT_PATH = '/api/v1/loanAdvice/specific';

/** `POST /api/v1/loanAdvice/specific`: a new stored report of the same answers with the picked product. */
export function createSpecificReport(request: SpecificRequestInput): Promise<LoanAdviceReport> {
  return api.post(SPECIFIC_REPORT_PATH, request, {
    auth: 'orGuest',
    schema: () => import('@jipsa/contracts/loan-advice').then((contract) => contract.loanAdviceReportSchema),
  });
}

/** Caches the new report under its id, so the page it navigates to shows it without a second request. */
export function useSpecificReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpecificReport,
    onSuccess: (report) => {
      queryClient.setQueryData(loanAdviceReportQueryKey(report.loanAdviceResultId), report);
      void queryClient.invalidateQueries({ queryKey: loanAdviceListQueryOptions().queryKey });
    },
  });
}
