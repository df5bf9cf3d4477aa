import type { RentHousingType } from '@jipsa/contracts';

/** The house types as the loan form, the jeonse-safety check and the address sheet name them. */
export const rentHousingTypeLabels: Record<RentHousingType, string> = {
  APARTMENT: '아파트',
  OFFICETEL: '오피스텔',
  HOUSEHOLD_HOUSE: '연립·다세대 (빌라)',
  FAMILY_HOUSE: '단독·다가구',
};
