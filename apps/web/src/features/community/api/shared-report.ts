import type { SharedReport } from '@jipsa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { postPath } from './post-detail.ts';

/** `GET /api/v1/post/{postId}/report` (no login): the attached report as every reader sees it. */
export function useSharedReport(postId: string | null) {
  return useQuery({
    queryKey: ['sharedReport', postId],
    queryFn: ({ signal }): Promise<SharedReport> =>
      api.get(`${postPath(postId ?? '')}/report`, {
        schema: () => import('@jipsa/contracts/shared-report').then((contract) => contract.sharedReportSchema),
        signal,
      }),
    enabled: postId !== null,
    retry: false,
  });
}
