import type { JeonseSafetyRequest, KeptSafetyCheck } from '@jipsa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadApi } from '../../../shared/api/load-api.ts';

export const KEPT_SAFETY_CHECK_PATH = '/api/v1/keptSafetyCheck';
const keptSafetyCheckPath = (id: string) => `${KEPT_SAFETY_CHECK_PATH}/${encodeURIComponent(id)}`;

const KEPT_SAFETY_CHECKS_QUERY_KEY = ['keptSafetyCheck'] as const;

const keptSchema = () =>
  import('@jipsa/contracts/kept-safety-check').then((contract) => contract.keptSafetyCheckSchema);
const keptListSchema = () =>
  import('@jipsa/contracts/kept-safety-check').then((contract) => contract.keptSafetyCheckSchema.array());

/** `GET /api/v1/keptSafetyCheck` (members only): the member's kept safety results, newest first. */
export function useKeptSafetyChecks() {
  return useQuery(
    queryOptions({
      queryKey: KEPT_SAFETY_CHECKS_QUERY_KEY,
      queryFn: async ({ signal }): Promise<KeptSafetyCheck[]> => {
        const api = await loadApi();
        return api.get(KEPT_SAFETY_CHECK_PATH, { auth: true, schema: keptListSchema, signal });
      },
    }),
  );
}

/** `POST /api/v1/keptSafetyCheck`: keeps the question with the verdict the server gives it today. */
export function useKeepSafetyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (question: JeonseSafetyRequest): Promise<KeptSafetyCheck> => {
      const api = await loadApi();
      return api.post(KEPT_SAFETY_CHECK_PATH, question, { auth: true, schema: keptSchema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEPT_SAFETY_CHECKS_QUERY_KEY }),
  });
}

/** `DELETE /api/v1/keptSafetyCheck/:id`: removes one of the member's kept results. */
export function useRemoveKeptSafetyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      const api = await loadApi();
      await api.delete(keptSafetyCheckPath(id), { auth: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEPT_SAFETY_CHECKS_QUERY_KEY }),
  });
}
