import { INSTITUTIONS, type Institution } from '@jipsa/domain';
import type { InstitutionIconKey } from '../copy/institution-names.ts';

const isInstitution = (prefix: string): prefix is Institution => (INSTITUTIONS as readonly string[]).includes(prefix);

/**
 * The institution whose icon a product shows (spec §3 "Loan advice summary report"): the part of the
 * product code before '-' when it is HF, NHUF, SGI or HUG, else DEFAULT (also for no product at all).
 * @example institutionOfProductCode('NHUF-02') // 'NHUF'
 * @example institutionOfProductCode('KB-7') // 'DEFAULT'
 */
export function institutionOfProductCode(productCode: string | null | undefined): InstitutionIconKey {
  const prefix = productCode?.split('-')[0] ?? '';
  return isInstitution(prefix) ? prefix : 'DEFAULT';
}
