import type { ContractChecklist, ContractDatesRequest } from '@jipsa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { checklistPath } from '../../../shared/api/checklist-calendar.ts';
import { LOAN_ADVICE_QUERY_KEY } from '../../../shared/api/loan-advice-list.ts';

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
