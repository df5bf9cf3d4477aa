import { institutionOfProductCode } from '../../../shared/lib/institution-of-product-code.ts';
import type { ProductFamily } from '../copy-report.ts';

// HF-01 and HF-02 are Seoul's interest subsidies: HF guarantees them, but the person applies to Seoul first.
const SEOUL_SUBSIDY_CODES: ReadonlySet<string> = new Set(['HF-01', 'HF-02']);

/**
 * The family whose documents, process and cautions a product shares.
 * @example productFamilyOf('NHUF-02') // 'FUND'
 * @example productFamilyOf('HF-02') // 'SEOUL'
 */
export function productFamilyOf(productCode: string | null): ProductFamily {
  if (productCode !== null && SEOUL_SUBSIDY_CODES.has(productCode)) return 'SEOUL';
  const institution = institutionOfProductCode(productCode);
  if (institution === 'NHUF') return 'FUND';
  if (institution === 'DEFAULT') return 'OTHER';
  return institution;
}
