/** What people call an offer: 전세 (no rent), 반전세 (a deposit of more than 240 months' rent) or 월세. */
export type RentOfferKind = '전세' | '반전세' | '월세';

export const RENT_OFFER_KINDS: readonly RentOfferKind[] = ['전세', '반전세', '월세'];

// NOTE: 한국부동산원 전월세 통계's split of 보증부 월세 (in use 2026-11): 보증금이 월세의 240개월치를 넘으면
// 준전세 — called 반전세 in listings — and 240개월치 이하이면 (준)월세.
const HALF_JEONSE_MONTHS = 240;

/**
 * The kind of an offer by its deposit and rent (원), to name it the way a listing would.
 * @example rentOfferKind(150_000_000, 400_000) // '반전세'
 */
export function rentOfferKind(rentalDeposit: number, monthlyRent: number): RentOfferKind {
  if (monthlyRent === 0) return '전세';
  return rentalDeposit > monthlyRent * HALF_JEONSE_MONTHS ? '반전세' : '월세';
}
