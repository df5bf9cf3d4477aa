import type { HousingArea, HousingInfoRequest, RentHousingType } from '@jipsa/contracts';

/** What a housing source knows of one address; `notice` (Korean) when part of it could not be read. */
export type HousingAnswer = { housingType: RentHousingType | null; areas: HousingArea[]; notice?: string };

/**
 * Where housing info comes from: MOLIT's building register and rent transactions when its key is
 * configured, generic area buckets always. Official sources fail with `UpstreamError`.
 */
export type HousingSource = {
  readonly name: 'MOLIT' | 'OFFLINE';
  lookup(request: HousingInfoRequest): Promise<HousingAnswer>;
};
