import type { LoanAdviceReport } from '@jipsa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-error.ts';
import { api } from '../../../shared/api/api.ts';
import { LOAN_ADVICE_QUERY_KEY } from '../../../shared/api/loan-advice-list.ts';

export const loanAdviceReportPath = (id: string) => `/api/v1/loanAdvice/${encodeURIComponent(id)}`;

const reportIdSchema = z.uuid();

/**
 * Report ids are UUIDs; anything else cannot name a report, so the page says "not found" at once
 * instead of asking the server.
 * @example isReportId('42') // false
 */
export function isReportId(id: string): boolean {
  return reportIdSchema.safeParse(id).success;
}

/** `GET /api/v1/loanAdvice/{id}` (owner only: someone else's id is a 404). */
export function fetchLoanAdviceReport(id: string, signal?: AbortSignal): Promise<LoanAdviceReport> {
  return api.get(loanAdviceReportPath(id), {
    auth: true,
    schema: () => import('@jipsa/contracts/loan-advice').then((contract) => contract.loanAdviceReportSchema),
    ...(signal ? { signal } : {}),
  });
}

export const loanAdviceReportQueryKey = (id: string) => [...LOAN_ADVICE_QUERY_KEY, 'report', id] as const;

/** A stored report never changes, so once loaded it is never fetched again. */
export const loanAdviceReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: loanAdviceReportQueryKey(id),
    queryFn: ({ signal }) => fetchLoanAdviceReport(id, signal),
    staleTime: Infinity,
  });

export function useLoanAdviceReportQuery(id: string) {
  return useQuery({ ...loanAdviceReportQueryOptions(id), enabled: isReportId(id) });
}

/**
 * The report cannot be shown to this person (wrong id, someone else's, or no session to prove it is
 * theirs): a friendly "not found", not the generic error view with a retry that would fail again.
 */
export function isReportUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404);
}
