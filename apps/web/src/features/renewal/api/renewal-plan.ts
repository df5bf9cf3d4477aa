import type { RenewalPlanRequestInput, RenewalPlanView, SavedRenewalPlan } from '@jipsa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error.ts';
import { LOAN_ADVICE_QUERY_KEY } from '../../../shared/api/loan-advice-list.ts';
import { loadApi } from '../../../shared/api/load-api.ts';

export const RENEWAL_PLAN_PATH = '/api/v1/renewalPlan';
export const savedRenewalPlanPath = (reportId: string) =>
  `/api/v1/loanAdvice/${encodeURIComponent(reportId)}/renewalPlan`;

const planSchema = () => import('@jipsa/contracts/renewal').then((contract) => contract.renewalPlanSchema);
const savedSchema = () => import('@jipsa/contracts/renewal').then((contract) => contract.savedRenewalPlanSchema);

/**
 * `POST /api/v1/renewalPlan` without a report (a guest's or a member's session): nothing is stored, the same question
 * gets the same answer.
 */
export function fetchRenewalPlan(request: RenewalPlanRequestInput, signal?: AbortSignal): Promise<RenewalPlanView> {
  return loadApi().then((api) =>
    api.post(RENEWAL_PLAN_PATH, request, { auth: true, schema: planSchema, ...(signal ? { signal } : {}) }),
  );
}

/** The plan of an asked draft (a query although it is a POST: nothing is stored). */
export function useRenewalPlan(request: RenewalPlanRequestInput | null, sessionReady: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['renewalPlan', request],
      queryFn: ({ signal }) => fetchRenewalPlan(request!, signal),
      staleTime: 5 * 60 * 1000,
      retry: false,
    }),
    enabled: request !== null && sessionReady,
  });
}

export const savedRenewalPlanQueryKey = (reportId: string) =>
  [...LOAN_ADVICE_QUERY_KEY, 'renewalPlan', reportId] as const;

/** `GET /api/v1/loanAdvice/:id/renewalPlan` (owner only): the plan kept with the report; null when none is kept. */
export function useSavedRenewalPlan(reportId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: savedRenewalPlanQueryKey(reportId ?? ''),
      queryFn: async ({ signal }): Promise<SavedRenewalPlan | null> => {
        const api = await loadApi();
        try {
          return await api.get(savedRenewalPlanPath(reportId!), { auth: true, schema: savedSchema, signal });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      retry: false,
    }),
    enabled: reportId !== null,
  });
}

/**
 * `POST /api/v1/renewalPlan` with `loanAdviceResultId`: the plan computed and kept with the report; the saved
 * plan's cache then holds what a reopening reads, so a reload shows the same.
 */
export function useSaveRenewalPlan(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: RenewalPlanRequestInput): Promise<RenewalPlanView> => {
      const api = await loadApi();
      return api.post(
        RENEWAL_PLAN_PATH,
        { ...request, loanAdviceResultId: reportId },
        { auth: true, schema: planSchema },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedRenewalPlanQueryKey(reportId) }),
  });
}
