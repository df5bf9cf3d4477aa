import type { RecommendedProductResponse } from '@jipsa/contracts';
import type { IneligibilityReasonCode } from '@jipsa/domain';

export type NearMiss = {
  readonly product: RecommendedProductResponse;
  readonly code: IneligibilityReasonCode;
  /** The failed rule in the person's own figures (e.g. the deposit against the cap). */
  readonly reason: string;
};

/**
 * The products that fail one rule only: the answer would change if that one thing did, so the
 * no-report page names it ("what would change the answer when a rule is close").
 * @example nearMisses(report.recommendedProducts)[0].code // 'DEPOSIT_OVER_CAP'
 */
export function nearMisses(products: readonly RecommendedProductResponse[]): NearMiss[] {
  return products.flatMap((product) => {
    const [code, ...otherCodes] = product.notEligibleReasonCodes;
    if (product.eligible || code === undefined || otherCodes.length > 0) return [];
    return [{ product, code, reason: product.notEligibleReasons[0] ?? '' }];
  });
}
