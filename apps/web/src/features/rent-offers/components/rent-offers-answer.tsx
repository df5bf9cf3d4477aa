import type { ComparedRentOffer, RentOfferCompareRequestInput, RentOfferCompareResponse } from '@jipsa/contracts';
import { marketRateAgeDays } from '@jipsa/domain';
import type { ReactNode } from 'react';
import { useRevealHeading } from '../../../shared/lib/use-reveal-heading.ts';
import { marketRateDateSentence } from '../../../shared/copy/market-rate-date-sentence.ts';
import { formatKoreanDate } from '../../../shared/format/format-korean-date.ts';
import { formatPayment } from '../../../shared/format/format-won.ts';
import cardStyles from '../../../shared/ui/card.module.css';
import { rentOffersCopy as copy } from '../copy.ts';
import { rentOfferSplitSentence } from '../lib/rent-offer-split-sentence.ts';
import { CostCurveChart } from './cost-curve-chart.tsx';
import pageStyles from '../../../shared/ui/question-page.module.css';
import styles from './rent-offers.module.css';
import { SourceText } from '../../../shared/ui/source-text.tsx';

const TWO_YEARS = 24;

type Part = { key: keyof typeof copy.parts; amount: number };

function partsOf(offer: ComparedRentOffer): Part[] {
  return [
    { key: 'interest', amount: offer.monthlyInterestCost },
    { key: 'rent', amount: offer.monthlyRent },
    { key: 'maintenance', amount: offer.maintenanceFee },
    { key: 'opportunity', amount: offer.opportunityCostOwnFunds },
    { key: 'oneOff', amount: offer.oneOffCostsMonthly },
  ];
}

/** What it costs before the tax credit comes back: the bar's full length. */
const grossOf = (offer: ComparedRentOffer) => partsOf(offer).reduce((sum, part) => sum + part.amount, 0);

/** The verdict in one sentence: the cheapest payable offer against the next one, both named. */
function winnerSentence(offers: readonly ComparedRentOffer[]): string {
  const feasible = offers.filter((offer) => offer.feasible);
  const [best, next] = feasible;
  if (best === undefined) return copy.noneFeasible;
  if (next === undefined) return copy.onlyFeasible(best.label);
  const difference = next.monthlyTotal - best.monthlyTotal;
  if (difference === 0) return copy.tie;
  return copy.winner(best.label, next.label, difference, difference * TWO_YEARS);
}

/** One offer's monthly cost as a stacked bar (scaled to the dearest offer) with the figures it is made of. */
function OfferCost({ offer, rank, scale }: { offer: ComparedRentOffer; rank: number | null; scale: number }) {
  const width = (amount: number) => `${scale === 0 ? 0 : (amount / scale) * 100}%`;
  return (
    <li className={styles.offer} data-feasible={offer.feasible}>
      <div className={styles.offerTop}>
        <span className={styles.rank}>{rank === null ? copy.infeasible : copy.rank(rank)}</span>
        <strong className={styles.offerName} data-offer-name>
          {offer.label}
        </strong>
        <span className={styles.offerTotal}>
          {copy.monthlyTotal} <strong>{formatPayment(offer.monthlyTotal)}</strong>
        </span>
      </div>
      <p className={pageStyles.hint}>{copy.depositAndRent(offer.rentalDeposit, offer.monthlyRent)}</p>
      {offer.feasible && (
        <p className={pageStyles.hint}>
          {offer.loanProductName !== null && offer.expectedLoanRate !== null
            ? copy.loanLine(offer.loanProductName, offer.expectedLoanRate, offer.loanAmount)
            : copy.noLoan}
        </p>
      )}
      {offer.reasons.map((reason) => (
        <p key={reason} className={pageStyles.error}>
          {reason}
        </p>
      ))}
      <div className={styles.stack} role="img" aria-label={copy.barLabel(offer.label, offer.monthlyTotal)}>
        {partsOf(offer).map((part) => (
          <span key={part.key} className={styles.segment} data-part={part.key} style={{ width: width(part.amount) }} />
        ))}
      </div>
      {offer.monthlyTaxCredit > 0 && (
        <div className={styles.creditTrack} aria-hidden="true">
          <span className={styles.segment} data-part="taxCredit" style={{ width: width(offer.monthlyTaxCredit) }} />
        </div>
      )}
      <dl className={styles.parts}>
        {partsOf(offer)
          .filter((part) => part.key !== 'maintenance' || part.amount > 0)
          .map((part) => (
            <div key={part.key} className={styles.partRow}>
              <dt>
                <span className={styles.swatch} data-part={part.key} aria-hidden="true" />
                {copy.parts[part.key]}
              </dt>
              <dd>{formatPayment(part.amount)}</dd>
            </div>
          ))}
        {offer.monthlyTaxCredit > 0 && (
          <div className={styles.partRow}>
            <dt>
              <span className={styles.swatch} data-part="taxCredit" aria-hidden="true" />
              {copy.parts.taxCredit}
            </dt>
            <dd>−{formatPayment(offer.monthlyTaxCredit)}</dd>
          </div>
        )}
      </dl>
      {offer.jeonseRiskLevel !== null && (
        <p className={styles.risk} data-risk={offer.jeonseRiskLevel}>
          {copy.risk[offer.jeonseRiskLevel]}
          {offer.jeonseRatioPercent !== null && ` (${copy.percentText(offer.jeonseRatioPercent)})`}
        </p>
      )}
    </li>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={cardStyles.card} aria-labelledby={id}>
      <h2 id={id} className={pageStyles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The comparison's answer: the verdict, the ranked offers, the cheapest split with its chart, and the terms. It
 * starts below the whole question, so each new asking (`revealKey`) brings its heading into view with the focus
 * (issue 50 #3): a guest back from the loan form lands on the answer, not on the top of their own form.
 */
export function RentOffersAnswer({
  answer,
  conversion,
  revealKey,
}: {
  answer: RentOfferCompareResponse;
  /** The landlord's line as asked: its full deposit for the split's sentence, its rate for the legal-cap warning. */
  conversion: RentOfferCompareRequestInput['conversion'];
  revealKey: unknown;
}) {
  const headingRef = useRevealHeading(revealKey);
  const scale = Math.max(...answer.offers.map(grossOf), answer.bestSplit ? grossOf(answer.bestSplit) : 0);
  const ranks = new Map(
    answer.offers.filter((offer) => offer.feasible).map((offer, index) => [offer, index + 1] as const),
  );
  const showsRisk = answer.offers.some((offer) => offer.jeonseRiskLevel !== null);
  const split = answer.bestSplit;
  const splitSentence = split && conversion ? rentOfferSplitSentence(split, conversion.fullDeposit) : null;
  return (
    <section className={styles.answer} aria-labelledby="rent-offers-answer">
      <h2 id="rent-offers-answer" ref={headingRef} tabIndex={-1} className={styles.answerHeading}>
        {copy.answerHeading}
      </h2>
      <p className={styles.verdict} role="status">
        {winnerSentence(answer.offers)}
      </p>
      {answer.conversionAboveLegalCap && conversion && (
        <p className={cardStyles.notice}>
          {copy.aboveCap(conversion.conversionRatePercent, answer.legalConversionCapPercent)}
        </p>
      )}

      <Section id="rent-offers-ranking" title={copy.resultHeading}>
        <ol className={styles.offers}>
          {answer.offers.map((offer) => (
            <OfferCost
              key={`${offer.label}-${offer.rentalDeposit}`}
              offer={offer}
              rank={ranks.get(offer) ?? null}
              scale={scale}
            />
          ))}
        </ol>
        {showsRisk && <p className={pageStyles.hint}>{copy.riskNote}</p>}
      </Section>

      {answer.conversionCurve.length > 0 && (
        <Section id="rent-offers-split" title={copy.splitHeading}>
          {splitSentence === null ? (
            <p className={pageStyles.hint}>{copy.splitNone}</p>
          ) : (
            <p className={styles.value}>{splitSentence}</p>
          )}
          <CostCurveChart points={answer.conversionCurve} best={split} summary={splitSentence} />
        </Section>
      )}

      {answer.impliedConversionRates.length > 0 && (
        <Section id="rent-offers-implied" title={copy.impliedHeading}>
          <ul className={styles.list}>
            {answer.impliedConversionRates.map((rate) => (
              <li key={`${rate.from}-${rate.to}`}>
                {copy.implied(rate.from, rate.to, rate.ratePercent)}
                {rate.ratePercent > answer.legalConversionCapPercent && (
                  <span className={styles.overCap}> · {copy.overCap}</span>
                )}
              </li>
            ))}
          </ul>
          {answer.impliedConversionRates.some((rate) => rate.ratePercent > answer.legalConversionCapPercent) && (
            <p className={pageStyles.hint}>{copy.overCapNextStep}</p>
          )}
        </Section>
      )}

      <Section id="rent-offers-tax" title={copy.taxHeading}>
        <p className={pageStyles.hint}>
          {answer.taxCredit.applies
            ? copy.taxApplies(answer.taxCredit.ratePercent, answer.taxCredit.yearlyRentCap)
            : copy.taxNotApplies}
        </p>
        <ul className={styles.list}>
          {answer.taxCredit.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </Section>

      <section className={styles.sources} aria-labelledby="rent-offers-sources">
        <h2 id="rent-offers-sources" className={styles.sourcesHeading}>
          {copy.sourcesHeading}
        </h2>
        <p>{copy.assumptions(answer.depositInterestRate, answer.contractMonths)}</p>
        <p>{copy.policyDate(formatKoreanDate(answer.policyDate))}</p>
        <p>
          {marketRateDateSentence(answer.marketRateDate, marketRateAgeDays(answer.marketRateDate, answer.policyDate))}
        </p>
        <ul>
          {answer.sources.map((source) => (
            <li key={source}>
              <SourceText source={source} />
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
