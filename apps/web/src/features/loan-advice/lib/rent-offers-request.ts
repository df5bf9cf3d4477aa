import { rentOfferCompareRequestSchema, type RentOfferCompareRequestInput } from '@jipsa/contracts';
import { WON_PER_MANWON } from '../../../shared/format/format-manwon.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { rentOffersCopy as copy } from '../copy-rent-offers.ts';
import type { RentOffersQuestion } from './rent-offers-params.ts';

/** Where a message belongs: `offers.{i}.deposit`, `offers.{i}.rent`, `offers.{i}.label`, `line.full`, … or `form`. */
export type RentOffersFieldKey = string;

export type RentOffersRequestCheck =
  | { ok: true; request: RentOfferCompareRequestInput }
  | { ok: false; errors: Record<RentOffersFieldKey, string>; first: RentOffersFieldKey };

const toWon = (manwon: string) => Math.round(amountValue(manwon) * WON_PER_MANWON);

const FIELD_OF_PATH: Readonly<Record<string, string>> = {
  rentalDeposit: 'deposit',
  monthlyRent: 'rent',
  label: 'label',
  fullDeposit: 'full',
  conversionRatePercent: 'rate',
  minDeposit: 'min',
};

function keyOf(path: readonly PropertyKey[]): RentOffersFieldKey {
  const [area, indexOrField, field] = path.map(String);
  if (area === 'offers' && indexOrField !== undefined && field !== undefined) {
    return `offers.${indexOrField}.${FIELD_OF_PATH[field] ?? field}`;
  }
  if (area === 'conversion' && indexOrField !== undefined) return `line.${FIELD_OF_PATH[indexOrField] ?? indexOrField}`;
  return 'form';
}

/**
 * The request of a typed question for a person, checked with the contract (its Korean messages, before the
 * round trip): an empty amount is asked for (0 is an answer), and a comparison needs two offers or one offer
 * and the conversion line.
 * @example rentOffersRequest({ offers: [{ label: '전세', deposit: '', rent: '0' }], conversion: null }, profile).ok // false
 */
export function rentOffersRequest(
  question: RentOffersQuestion,
  profile: RentOfferCompareRequestInput['profile'],
): RentOffersRequestCheck {
  const errors: Record<RentOffersFieldKey, string> = {};
  question.offers.forEach((offer, index) => {
    if (offer.deposit.trim() === '') errors[`offers.${index}.deposit`] = copy.offerRequired(offer.label);
    if (offer.rent.trim() === '') errors[`offers.${index}.rent`] = copy.offerRequired(offer.label);
  });
  if (question.offers.length + (question.conversion ? 1 : 0) < 2) errors.form = copy.needTwoOffers;

  const conversion = question.conversion;
  const request: RentOfferCompareRequestInput = {
    profile,
    offers: question.offers.map((offer) => ({
      label: offer.label.trim(),
      rentalDeposit: toWon(offer.deposit),
      monthlyRent: toWon(offer.rent),
    })),
    ...(conversion
      ? {
          conversion: {
            fullDeposit: toWon(conversion.fullDeposit),
            conversionRatePercent: amountValue(conversion.ratePercent),
            minDeposit: toWon(conversion.minDeposit),
          },
        }
      : {}),
  };
  const parsed = rentOfferCompareRequestSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = keyOf(issue.path);
      errors[key] ??= issue.message;
    }
  }
  const first = Object.keys(errors)[0];
  return first === undefined ? { ok: true, request } : { ok: false, errors, first };
}
