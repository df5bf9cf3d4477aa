import type { AuditEntry, ReportQueue, ReportTargetType } from '@jipsa/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const ADMIN_QUERY_KEY = ['moderation', 'admin'] as const;
const PAGE_SIZE = 20;

export type ModerationAction = 'hide' | 'restore' | 'delete' | 'suspend';

/** `GET /api/v1/admin/reports?page=&size=`: the queue, newest and most-reported first (operators only). */
function fetchQueue(page: number, signal: AbortSignal): Promise<ReportQueue> {
  return api.get(`/api/v1/admin/reports?page=${page}&size=${PAGE_SIZE}`, {
    auth: true,
    schema: () => import('@jipsa/contracts/moderation').then((contract) => contract.reportQueueSchema),
    signal,
  });
}

/** `GET /api/v1/admin/audit-log?page=&size=`: who did what, when and why, newest first. */
function fetchAuditLog(page: number, signal: AbortSignal): Promise<{ entries: AuditEntry[]; hasNext: boolean }> {
  return api.get(`/api/v1/admin/audit-log?page=${page}&size=${PAGE_SIZE}`, {
    auth: true,
    schema: () => import('@jipsa/contracts/moderation').then((contract) => contract.auditLogSchema),
    signal,
  });
}

const nextPage = (last: { hasNext: boolean }, pages: unknown[]) => (last.hasNext ? pages.length : undefined);

export const reportQueueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'queue'],
    queryFn: ({ pageParam, signal }) => fetchQueue(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

export const auditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'audit'],
    queryFn: ({ pageParam, signal }) => fetchAuditLog(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

export const useReportQueueQuery = () => useInfiniteQuery(reportQueueQueryOptions());
export const useAuditLogQuery = (enabled: boolean) => useInfiniteQuery({ ...auditLogQueryOptions(), enabled });

const ACTION_PATHS: Record<ModerationAction, string> = {
  hide: 'hide',
  restore: 'restore',
  delete: 'delete',
  suspend: 'suspend-author',
};

/** `POST /api/v1/admin/reports/{targetType}/{targetId}/{action}` with the reason (and days for a suspension). */
export async function runModerationAction(
  action: ModerationAction,
  target: { targetType: ReportTargetType; targetId: string },
  body: { reason: string; days?: number },
): Promise<{ until?: string }> {
  const path = `/api/v1/admin/reports/${target.targetType}/${encodeURIComponent(target.targetId)}/${ACTION_PATHS[action]}`;
  const answer = await api.post<{ until: string } | null>(path, body, { auth: true });
  return answer && typeof answer === 'object' && 'until' in answer ? { until: answer.until } : {};
}
