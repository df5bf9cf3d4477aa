import { ApiError } from '../../../shared/api/api-error.ts';
import { loadApi } from '../../../shared/api/load-api.ts';
import { readAuthToken } from '../../../shared/api/session-tokens.ts';
import { config } from '../../../shared/config/config.ts';

// The report's contract-checklist calendar, which carries the renewal plan's deadlines too (issue 48). The same
// download as the checklist's own button; a feature does not import another, and the two may yet part ways.
const checklistPath = (reportId: string) => `/api/v1/loanAdvice/${encodeURIComponent(reportId)}/checklist`;
export const renewalCalendarPath = (reportId: string) => `${checklistPath(reportId)}.ics`;

/**
 * Downloads the report's `…/checklist.ics` as `jipsa-checklist.ics`. The calendar is not JSON, so it is fetched here
 * with the session's token; reading the checklist through the API client first renews an expired token.
 */
export async function downloadRenewalCalendar(reportId: string): Promise<void> {
  const api = await loadApi();
  await api.get(checklistPath(reportId), { auth: true });
  const token = readAuthToken();
  const response = await fetch(`${config.apiBaseUrl}${renewalCalendarPath(reportId)}`, {
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
