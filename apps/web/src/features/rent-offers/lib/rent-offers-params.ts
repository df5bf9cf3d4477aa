import { MAX_RENT_OFFERS } from '@jipsa/contracts';
import { WON_PER_MANWON } from '../../../shared/format/format-manwon.ts';
import { RENT_OFFER_KINDS, rentOfferKind } from './rent-offer-kind.ts';

/** One offer as typed: amounts in 만원 as the fields hold them. */
export type RentOfferDraft = { label: string; deposit: string; rent: string };

/** The landlord's conversion line as typed (만원, percent). */
export type ConversionDraft = { fullDeposit: string; ratePercent: string; minDeposit: string };

/** The whole question of /rent-offers, as the URL holds it. */
export type RentOffersQuestion = {
  offers: RentOfferDraft[];
  conversion: ConversionDraft | null;
  /** The unit's 관리비 a month in 만원, '' when not given (landlords quote one for the unit, ADR 0017). */
  maintenanceFee: string;
};

const LATER_LABELS = ['조건 4', '조건 5'] as const;

/** A new offer named after the kinds the question does not name yet (전세, 반전세, 월세), then 조건 4, 조건 5. */
export function emptyOffer(taken: readonly string[]): RentOfferDraft {
  const label =
    [...RENT_OFFER_KINDS, ...LATER_LABELS].find((name) => !taken.includes(name)) ?? `조건 ${taken.length + 1}`;
  return { label, deposit: '', rent: '' };
}

/** A new question: 전세, 반전세 and 월세 to fill, no conversion line. */
export const EMPTY_QUESTION: RentOffersQuestion = {
  offers: [
    { label: '전세', deposit: '', rent: '' },
    { label: '반전세', deposit: '', rent: '' },
    { label: '월세', deposit: '', rent: '' },
  ],
  conversion: null,
  maintenanceFee: '',
};

const toManwonText = (won: number) => String(Math.floor(won / WON_PER_MANWON));

/**
 * The question a visit starts from: the deposit and rent the loan form holds as the first offer, named by its
 * kind, then the two other kinds to fill.
 * @example startingRentOffersQuestion(150_000_000, 400_000).offers.map((offer) => offer.label) // ['반전세', '전세', '월세']
 */
export function startingRentOffersQuestion(rentalDeposit: number | null, monthlyRent: number | null) {
  if (rentalDeposit === null) return EMPTY_QUESTION;
  const rent = monthlyRent ?? 0;
  const current: RentOfferDraft = {
    label: rentOfferKind(rentalDeposit, rent),
    deposit: toManwonText(rentalDeposit),
    rent: toManwonText(rent),
  };
  const second = emptyOffer([current.label]);
  const question: RentOffersQuestion = {
    offers: [current, second, emptyOffer([current.label, second.label])],
    conversion: null,
    maintenanceFee: '',
  };
  return question;
}

const SEPARATOR = '~';

/**
 * The query string of a question: `o=label~deposit~rent` per offer (만원), `line=full~rate~min` for the
 * conversion line and `fee=` for the 관리비, so a reload, the back button and a shared link show the same
 * comparison.
 * @example rentOffersSearch({ offers: [{ label: '전세', deposit: '30000', rent: '0' }], conversion: null, maintenanceFee: '' }) // '?o=%EC%A0%84%EC%84%B8~30000~0'
 */
export function rentOffersSearch(question: RentOffersQuestion): string {
  const params = new URLSearchParams();
  for (const offer of question.offers) {
    params.append('o', [offer.label.replaceAll(SEPARATOR, ' '), offer.deposit, offer.rent].join(SEPARATOR));
  }
  if (question.conversion) {
    const { fullDeposit, ratePercent, minDeposit } = question.conversion;
    params.set('line', [fullDeposit, ratePercent, minDeposit].join(SEPARATOR));
  }
  if (question.maintenanceFee !== '') params.set('fee', question.maintenanceFee);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Reads a question back from the URL; null when it holds none. */
export function readRentOffersQuestion(params: URLSearchParams): RentOffersQuestion | null {
  const offers = params
    .getAll('o')
    .slice(0, MAX_RENT_OFFERS)
    .map((text) => {
      const [label = '', deposit = '', rent = ''] = text.split(SEPARATOR);
      return { label, deposit, rent };
    });
  const line = params.get('line');
  const [fullDeposit = '', ratePercent = '', minDeposit = ''] = line?.split(SEPARATOR) ?? [];
  if (offers.length === 0 && line === null) return null;
  return {
    offers,
    conversion: line === null ? null : { fullDeposit, ratePercent, minDeposit },
    maintenanceFee: params.get('fee') ?? '',
  };
}
