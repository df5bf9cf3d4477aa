import type { DepositTroublePlanRequestInput, DepositTroublePlanView, SavedDepositTroublePlan } from '@jipsa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error.ts';
import { LOAN_ADVICE_QUERY_KEY } from '../../../shared/api/loan-advice-list.ts';
import { loadApi } from '../../../shared/api/load-api.ts';
import { readAuthToken } from '../../../shared/api/session-tokens.ts';
import { config } from '../../../shared/config/config.ts';

export const DEPOSIT_TROUBLE_PLAN_PATH = '/api/v1/depositTroublePlan';
export const DEPOSIT_TROUBLE_CALENDAR_PATH = `${DEPOSIT_TROUBLE_PLAN_PATH}/calendar`;

export const savedDepositTroublePlanPath = (reportId: string) =>
  `/api/v1/loanAdvice/${encodeURIComponent(reportId)}/depositTroublePlan`;

const planSchema = () =>
  import('@jipsa/contracts/deposit-trouble').then((contract) => contract.depositTroublePlanSchema);
const savedSchema = () =>
  import('@jipsa/contracts/deposit-trouble').then((contract) => contract.savedDepositTroublePlanSchema);

/**
 * `POST /api/v1/depositTroublePlan` (a guest's or a member's session): the dated plan on the server's Korean today;
 * nothing is stored, the same question gets the same answer.
 */
export function fetchDepositTroublePlan(
  request: DepositTroublePlanRequestInput,
  signal?: AbortSignal,
): Promise<DepositTroublePlanView> {
  return loadApi().then((api) =>
    api.post(DEPOSIT_TROUBLE_PLAN_PATH, request, {
      auth: 'orGuest',
      schema: planSchema,
      ...(signal ? { signal } : {}),
    }),
  );
}

/** The plan of an asked draft (a query although it is a POST: nothing is stored). */
export function useDepositTroublePlan(request: DepositTroublePlanRequestInput | null, sessionReady: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['depositTroublePlan', request],
      queryFn: ({ signal }) => fetchDepositTroublePlan(request!, signal),
      staleTime: 5 * 60 * 1000,
      retry: false,
    }),
    enabled: request !== null && sessionReady,
  });
}

export const savedDepositTroublePlanQueryKey = (reportId: string) =>
  [...LOAN_ADVICE_QUERY_KEY, 'depositTroublePlan', reportId] as const;

/** `GET /api/v1/loanAdvice/:id/depositTroublePlan` (owner only): the plan kept with the report; null when none is. */
export function useSavedDepositTroublePlan(reportId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: savedDepositTroublePlanQueryKey(reportId ?? ''),
      queryFn: async ({ signal }): Promise<SavedDepositTroublePlan | null> => {
        const api = await loadApi();
        try {
          return await api.get(savedDepositTroublePlanPath(reportId!), { auth: true, schema: savedSchema, signal });
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
 * `POST /api/v1/depositTroublePlan` with `loanAdviceResultId`: the plan computed and kept with a member's report
 * (its checklist and .ics then carry the dates); the kept plan's cache then holds what a reopening reads.
 */
export function useSaveDepositTroublePlan(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: DepositTroublePlanRequestInput): Promise<DepositTroublePlanView> => {
      const api = await loadApi();
      return api.post(
        DEPOSIT_TROUBLE_PLAN_PATH,
        { ...request, loanAdviceResultId: reportId },
        { auth: true, schema: planSchema },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOAN_ADVICE_QUERY_KEY }),
  });
}

/**
 * `POST /api/v1/depositTroublePlan/calendar` with the same request, saved as `fileName`. The calendar is not JSON, so
 * it is fetched here with the session's token (a guest gets one first, as the plan does).
 */
export async function downloadDepositTroubleCalendar(
  request: DepositTroublePlanRequestInput,
  fileName: string,
): Promise<void> {
  const api = await loadApi();
  await api.ensureGuestToken();
  const token = readAuthToken();
  const response = await fetch(`${config.apiBaseUrl}${DEPOSIT_TROUBLE_CALENDAR_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Profile: 'prod', ...(token ? { AccessToken: token } : {}) },
    credentials: 'include',
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new ApiError({ status: response.status, errorCode: 'INTERNAL', message: '' });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
