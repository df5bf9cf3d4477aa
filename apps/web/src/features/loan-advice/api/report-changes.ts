import type { LoanAdviceChanges, LoanAdviceReport } from '@jipsa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { LOAN_ADVICE_QUERY_KEY } from '../../../shared/api/loan-advice-list.ts';
import { loanAdviceReportQueryKey } from './loan-advice-report.ts';

export const reportChangesPath = (id: string) => `/api/v1/loanAdvice/${encodeURIComponent(id)}/changes`;
export const renewReportPath = (id: string) => `/api/v1/loanAdvice/${encodeURIComponent(id)}/renew`;

/** `GET /api/v1/loanAdvice/{id}/changes` (owner only): what the report would say if it were made today. */
export function fetchReportChanges(id: string, signal?: AbortSignal): Promise<LoanAdviceChanges> {
  return api.get(reportChangesPath(id), {
    auth: true,
    schema: () => import('@jipsa/contracts/loan-advice').then((contract) => contract.loanAdviceChangesSchema),
    ...(signal ? { signal } : {}),
  });
}

/**
 * Asked once per visit of the report: the answer changes only when rates or rules do. No retry — the notice is an
 * extra above the report, and a report whose changes cannot be read simply shows none.
 */
export const reportChangesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...LOAN_ADVICE_QUERY_KEY, 'changes', id],
    queryFn: ({ signal }) => fetchReportChanges(id, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useReportChangesQuery(id: string) {
  return useQuery(reportChangesQueryOptions(id));
}

/** `POST /api/v1/loanAdvice/{id}/renew`: a new stored report of the same answers, by today's rates and rules. */
export function renewReport(id: string): Promise<LoanAdviceReport> {
  return api.post(renewReportPath(id), undefined, {
    auth: 'orGuest',
    schema: () => import('@jipsa/contracts/loan-advice').then((contract) => contract.loanAdviceReportSchema),
  });
}

/** Caches the new report under its id (its page then shows it at once) and refreshes the report lists. */
export function useRenewReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewReport,
    onSuccess: (report) => {
      queryClient.setQueryData(loanAdviceReportQueryKey(report.loanAdviceResultId), report);
      void queryClient.invalidateQueries({ queryKey: [...LOAN_ADVICE_QUERY_KEY, 'list'] });
    },
  });
}
