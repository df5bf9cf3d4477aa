import type { DepositTroublePlanRequestInput, DepositTroublePlanView } from '@jipsa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error.ts';
import { loadApi } from '../../../shared/api/load-api.ts';
import { readAuthToken } from '../../../shared/api/session-tokens.ts';
import { config } from '../../../shared/config/config.ts';

export const DEPOSIT_TROUBLE_PLAN_PATH = '/api/v1/depositTroublePlan';
export const DEPOSIT_TROUBLE_CALENDAR_PATH = `${DEPOSIT_TROUBLE_PLAN_PATH}/calendar`;

const planSchema = () =>
  import('@jipsa/contracts/deposit-trouble').then((contract) => contract.depositTroublePlanSchema);

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
