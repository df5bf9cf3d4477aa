// Enum value lists as plain constants, without zod: a screen that only lists the choices (the house-type chips, the
// registry's flags) loads no schema library before it is live (issue 32). The schemas are built from these.
export { REGISTRY_FLAGS, type RegistryFlag } from '@jipsa/domain';

export const RENT_HOUSING_TYPES = ['APARTMENT', 'OFFICETEL', 'HOUSEHOLD_HOUSE', 'FAMILY_HOUSE'] as const;
