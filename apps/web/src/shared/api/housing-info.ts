import type { HousingInfo, HousingInfoRequest } from '@jipsa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export const HOUSING_INFO_PATH = '/api/v1/housingInfo';

/** `POST /api/v1/housingInfo` (no auth): housing type and exclusive areas of a chosen address. */
export function fetchHousingInfo(request: HousingInfoRequest, signal?: AbortSignal): Promise<HousingInfo> {
  return api.post(HOUSING_INFO_PATH, request, {
    schema: () => import('@jipsa/contracts/housing').then((contract) => contract.housingInfoSchema),
    ...(signal ? { signal } : {}),
  });
}

export const housingInfoQueryOptions = (request: HousingInfoRequest) =>
  queryOptions({
    queryKey: ['housing', 'housingInfo', request.districtCode, request.jibun, request.dongName],
    queryFn: ({ signal }) => fetchHousingInfo(request, signal),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

/** The area choices of an address; nothing is asked for null. */
export function useHousingInfoQuery(request: HousingInfoRequest | null) {
  return useQuery({
    ...housingInfoQueryOptions(request ?? { districtCode: '', jibun: '', dongName: '' }),
    enabled: request !== null,
  });
}
