import type { RentOfferCompareRequestInput } from '@jipsa/contracts';
import { useQuery } from '@tanstack/react-query';
import { rentOffersRequest, type RentOffersRequestCheck } from '../lib/rent-offers-request.ts';
import type { RentOffersQuestion } from '../lib/rent-offers-params.ts';

type Profile = RentOfferCompareRequestInput['profile'];

/**
 * The check of the question the URL asks, for the person of the loan form: `null` when there is nothing to check yet,
 * `'checking'` while the contract's schema loads (it is not part of the page's first code, issue 32).
 */
export function useAskedRentOffersCheck(
  question: RentOffersQuestion | null,
  profile: Profile | null,
): RentOffersRequestCheck | 'checking' | null {
  const asked = question && profile ? { question, profile } : null;
  const check = useQuery({
    queryKey: ['rentOffersAskedCheck', asked],
    queryFn: () => rentOffersRequest(asked!.question, asked!.profile),
    enabled: asked !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (asked === null) return null;
  return check.data ?? 'checking';
}
