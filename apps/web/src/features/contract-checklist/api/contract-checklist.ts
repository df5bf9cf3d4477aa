import type { ContractChecklist, ContractDatesRequest } from '@jipsa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error.ts';
import { api } from '../../../shared/api/api.ts';
import { LOAN_ADVICE_QUERY_KEY } from '../../../shared/api/loan-advice-list.ts';
import { readAuthToken } from '../../../shared/api/session-tokens.ts';
import { config } from '../../../shared/config/config.ts';

export const checklistPath = (reportId: string) => `/api/v1/loanAdvice/${encodeURIComponent(reportId)}/checklist`;
export const checklistCalendarPath = (reportId: string) => `${checklistPath(reportId)}.ics`;
const stepPath = (reportId: string, code: string) => `${checklistPath(reportId)}/steps/${encodeURIComponent(code)}`;

const checklistSchema = () =>
  import('@jipsa/contracts/contract-checklist').then((contract) => contract.contractChecklistSchema);

export const checklistQueryKey = (reportId: string) => [...LOAN_ADVICE_QUERY_KEY, 'checklist', reportId] as const;

/** `GET …/checklist` (owner only): the dates and the dated steps with their ticks; no dates → no steps. */
export const checklistQueryOptions = (reportId: string) =>
  queryOptions({
    queryKey: checklistQueryKey(reportId),
    queryFn: ({ signal }) => api.get(checklistPath(reportId), { auth: true, schema: checklistSchema, signal }),
  });

export function useChecklistQuery(reportId: string) {
  return useQuery(checklistQueryOptions(reportId));
}

/** `PUT …/checklist` with the three dates: the new schedule (ticks kept for steps the new dates still have). */
export function useSaveChecklistDatesMutation(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dates: ContractDatesRequest): Promise<ContractChecklist> =>
      api.put(checklistPath(reportId), dates, { auth: true, schema: checklistSchema }),
    onSuccess: (checklist) => queryClient.setQueryData(checklistQueryKey(reportId), checklist),
  });
}

type Tick = { code: string; done: boolean };

/**
 * `PUT …/checklist/steps/{code}`: the tick shows at once and goes back if the server refuses it (the caller says
 * so in Korean); the server's answer then replaces the cache.
 */
export function useTickStepMutation(reportId: string) {
  const queryClient = useQueryClient();
  const key = checklistQueryKey(reportId);
  return useMutation({
    mutationFn: ({ code, done }: Tick): Promise<ContractChecklist> =>
      api.put(stepPath(reportId, code), { done }, { auth: true, schema: checklistSchema }),
    onMutate: async ({ code, done }: Tick) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ContractChecklist>(key);
      if (previous) {
        queryClient.setQueryData<ContractChecklist>(key, {
          ...previous,
          steps: previous.steps.map((step) => (step.code === code ? { ...step, done } : step)),
        });
      }
      return { previous };
    },
    onError: (_error, _tick, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (checklist) => queryClient.setQueryData(key, checklist),
  });
}

/**
 * Downloads `…/checklist.ics` as `jipsa-checklist.ics`. The calendar is not JSON, so it is fetched here with the
 * session's token; reading the checklist through the API client first renews an expired token the usual way.
 */
export async function downloadChecklistCalendar(reportId: string): Promise<void> {
  await api.get(checklistPath(reportId), { auth: true });
  const token = readAuthToken();
  const response = await fetch(`${config.apiBaseUrl}${checklistCalendarPath(reportId)}`, {
    headers: { Profile: 'prod', ...(token ? { AccessToken: token } : {}) },
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError({ status: response.status, errorCode: 'INTERNAL', message: '' });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'jipsa-checklist.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
