import { MAX_RENT_OFFERS } from '@jipsa/contracts';

/** One offer as typed: amounts in 만원 as the fields hold them. */
export type RentOfferDraft = { label: string; deposit: string; rent: string };

/** The landlord's conversion line as typed (만원, percent). */
export type ConversionDraft = { fullDeposit: string; ratePercent: string; minDeposit: string };

/** The whole question of /rent-offers, as the URL holds it. */
export type RentOffersQuestion = {
  offers: RentOfferDraft[];
  conversion: ConversionDraft | null;
};

export const DEFAULT_LABELS = ['전세', '반전세', '월세', '조건 4', '조건 5'] as const;

export const emptyOffer = (index: number): RentOfferDraft => ({
  label: DEFAULT_LABELS[index] ?? `조건 ${index + 1}`,
  deposit: '',
  rent: '',
});

/** A new question: three offers to fill, no conversion line. */
export const EMPTY_QUESTION: RentOffersQuestion = {
  offers: [emptyOffer(0), emptyOffer(1), emptyOffer(2)],
  conversion: null,
};

const SEPARATOR = '~';

/**
 * The query string of a question: `o=label~deposit~rent` per offer (만원), `line=full~rate~min` for the
 * conversion line, so a reload, the back button and a shared link show the same comparison.
 * @example rentOffersSearch({ offers: [{ label: '전세', deposit: '30000', rent: '0' }], conversion: null }) // '?o=%EC%A0%84%EC%84%B8~30000~0'
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
  return { offers, conversion: line === null ? null : { fullDeposit, ratePercent, minDeposit } };
}
