import { ApiError } from './api-error.ts';
import { loadApi } from './load-api.ts';
import { readAuthToken } from './session-tokens.ts';
import { config } from '../config/config.ts';

/** A report's contract checklist; its calendar carries the saved renewal plan's deadlines too (issue 48). */
export const checklistPath = (reportId: string) => `/api/v1/loanAdvice/${encodeURIComponent(reportId)}/checklist`;
export const checklistCalendarPath = (reportId: string) => `${checklistPath(reportId)}.ics`;

/**
 * Downloads a report's `…/checklist.ics` as `jipsa-checklist.ics` (the checklist's button and the renewal plan's). The
 * calendar is not JSON, so it is fetched here with the session's token; reading the checklist through the API client
 * first renews an expired token the usual way.
 */
export async function downloadChecklistCalendar(reportId: string): Promise<void> {
  const api = await loadApi();
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
