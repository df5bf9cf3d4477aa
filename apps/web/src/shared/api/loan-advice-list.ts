import type { LoanAdviceSummary } from '@jipsa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

// Shared because three features list the person's reports: home (the "최근 보고서" shortcut), deposit
// entry (members' recent reports) and community (attaching a report to a post).

export const LOAN_ADVICE_LIST_PATH = '/api/v1/loanAdvice';

/** Every loan-advice query starts with this key, so a new report can refresh them all at once. */
export const LOAN_ADVICE_QUERY_KEY = ['loanAdvice'] as const;

const loadLoanAdviceListSchema = () =>
  import('@jipsa/contracts/loan-advice').then((contract) => contract.loanAdviceSummarySchema.array());

/** `GET /api/v1/loanAdvice`: the person's (guest or member) reports, newest first. */
export function fetchLoanAdviceList(signal?: AbortSignal): Promise<LoanAdviceSummary[]> {
  return api.get(LOAN_ADVICE_LIST_PATH, {
    auth: true,
    schema: loadLoanAdviceListSchema,
    ...(signal ? { signal } : {}),
  });
}

export const loanAdviceListQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: [...LOAN_ADVICE_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => fetchLoanAdviceList(signal),
    enabled,
  });

/** The person's reports; pass `enabled: false` when they cannot have any (`canListOwnReports`). */
export function useLoanAdviceListQuery(enabled = true) {
  return useQuery(loanAdviceListQueryOptions(enabled));
}
