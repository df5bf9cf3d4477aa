import type { RentOfferCompareRequestInput } from '@jipsa/contracts';
import { WON_PER_MANWON } from '../../../shared/format/format-manwon.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { rentOffersCopy as copy } from '../copy.ts';
import type { RentOffersQuestion } from './rent-offers-params.ts';

/** Where a message belongs: `offers.{i}.deposit`, `offers.{i}.rent`, `offers.{i}.label`, `line.full`, …, `fee` or `form`. */
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
  // One 관리비 is asked for the unit and sent with every offer.
  if (area === 'offers' && field === 'maintenanceFee') return 'fee';
  if (area === 'offers' && indexOrField !== undefined && field !== undefined) {
    return `offers.${indexOrField}.${FIELD_OF_PATH[field] ?? field}`;
  }
  if (area === 'conversion' && indexOrField !== undefined) return `line.${FIELD_OF_PATH[indexOrField] ?? indexOrField}`;
  return 'form';
}

type Profile = RentOfferCompareRequestInput['profile'];

// The request's schema loads when a question is checked, not with the page: the page is live without zod (issue 32).
const loadRequestSchema = () =>
  import('@jipsa/contracts/rent-offers').then((contract) => contract.rentOfferCompareRequestSchema);

async function check(
  question: RentOffersQuestion,
  profile: Profile | null,
): Promise<{ request: RentOfferCompareRequestInput; errors: Record<RentOffersFieldKey, string> }> {
  const errors: Record<RentOffersFieldKey, string> = {};
  question.offers.forEach((offer, index) => {
    if (offer.deposit.trim() === '') errors[`offers.${index}.deposit`] = copy.offerRequired(offer.label);
    if (offer.rent.trim() === '') errors[`offers.${index}.rent`] = copy.offerRequired(offer.label);
  });
  if (question.offers.length + (question.conversion ? 1 : 0) < 2) errors.form = copy.needTwoOffers;

  const conversion = question.conversion;
  const maintenanceFee = question.maintenanceFee.trim() === '' ? 0 : toWon(question.maintenanceFee);
  const request: RentOfferCompareRequestInput = {
    profile: profile ?? ({} as Profile),
    offers: question.offers.map((offer) => ({
      label: offer.label.trim(),
      rentalDeposit: toWon(offer.deposit),
      monthlyRent: toWon(offer.rent),
      maintenanceFee,
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
  const parsed = (await loadRequestSchema()).safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // Without a person the question alone is checked; the loan form asks for the person.
      if (profile === null && issue.path[0] === 'profile') continue;
      const key = keyOf(issue.path);
      errors[key] ??= issue.message;
    }
  }
  return { request, errors };
}

/**
 * The request of a typed question for a person, checked with the contract (its Korean messages, before the
 * round trip): an empty amount is asked for (0 is an answer), an empty 관리비 is none, and a comparison needs two
 * offers or one offer and the conversion line.
 * @example (await rentOffersRequest({ offers: [{ label: '전세', deposit: '', rent: '0' }], conversion: null, maintenanceFee: '' }, profile)).ok // false
 */
export async function rentOffersRequest(
  question: RentOffersQuestion,
  profile: Profile,
): Promise<RentOffersRequestCheck> {
  const { request, errors } = await check(question, profile);
  const first = Object.keys(errors)[0];
  return first === undefined ? { ok: true, request } : { ok: false, errors, first };
}

/**
 * The question alone, checked as `rentOffersRequest` checks it, for a person the loan form has not described yet.
 * @example (await checkRentOffersQuestion(EMPTY_QUESTION)).ok // false: the amounts are empty
 */
export async function checkRentOffersQuestion(
  question: RentOffersQuestion,
): Promise<{ ok: true } | { ok: false; errors: Record<RentOffersFieldKey, string>; first: RentOffersFieldKey }> {
  const { errors } = await check(question, null);
  const first = Object.keys(errors)[0];
  return first === undefined ? { ok: true } : { ok: false, errors, first };
}
