import type { RenewalPlanView } from '@jipsa/contracts';
import { useId, useState, type ReactNode } from 'react';
import { formatKoreanDate } from '../../../shared/format/format-korean-date.ts';
import { formatPayment, formatWon } from '../../../shared/format/format-won.ts';
import cardStyles from '../../../shared/ui/card.module.css';
import { downloadChecklistCalendar } from '../../../shared/api/checklist-calendar.ts';
import { renewalCopy as copy } from '../copy.ts';
import pageStyles from '../../../shared/ui/question-page.module.css';
import styles from './renewal.module.css';

const day = (date: string) => formatKoreanDate(date);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={cardStyles.card} aria-labelledby={id}>
      <h2 id={id} className={pageStyles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One figure: what it is, and its date or amount. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function LeaseSection({ plan }: { plan: RenewalPlanView }) {
  const window = plan.renewalRequestWindow;
  const offer = plan.landlordOffer;
  return (
    <Section title={copy.leaseHeading}>
      <dl className={styles.figures}>
        {window ? (
          <Figure label={copy.windowLabel}>
            {copy.window(day(window.from), day(window.to))}
            <br />
            {copy.windowStatus[window.status]}
          </Figure>
        ) : null}
        <Figure label={copy.renewedEnd}>{day(plan.renewedLeaseEnd)}</Figure>
        <Figure label={copy.leavingNoticeBy}>{day(plan.leavingNoticeBy)}</Figure>
        {plan.maxDepositOnRenewal !== null && (
          <Figure label={copy.maxDeposit}>{formatWon(plan.maxDepositOnRenewal)}</Figure>
        )}
        {plan.maxMonthlyRentForIncrease !== null && (
          <Figure label={copy.maxRent}>{copy.perMonth(plan.maxMonthlyRentForIncrease)}</Figure>
        )}
        <Figure label={copy.earlyExit}>
          {plan.earlyExitEffectiveDate === null ? copy.earlyExitNone : day(plan.earlyExitEffectiveDate)}
        </Figure>
      </dl>
      {!window && <p className={styles.text}>{copy.rightUsed}</p>}
      {plan.increaseCap && !plan.increaseCap.increaseAllowed && <p className={styles.text}>{copy.noIncrease}</p>}
      {plan.maxMonthlyRentForIncrease !== null && (
        <p className={styles.small}>{copy.conversionCap(String(plan.conversionCapPercent))}</p>
      )}
      {offer &&
        (offer.overCap ? (
          <p className={styles.flag} role="note">
            {copy.offerOverCap(offer.excessAsDeposit, offer.excessAsMonthlyRent)}
          </p>
        ) : (
          <p className={styles.text}>{offer.capApplies ? copy.offerWithinCap : copy.offerNoCap}</p>
        ))}
    </Section>
  );
}

function LoanSection({ plan }: { plan: RenewalPlanView }) {
  const fund = plan.fundExtension;
  const bank = plan.bankLoan;
  if (fund) {
    return (
      <Section title={copy.fundHeading}>
        <dl className={styles.figures}>
          <Figure label={copy.fundAllowed}>{fund.allowed ? copy.allowed : copy.notAllowed}</Figure>
          <Figure label={copy.fundNthLabel}>{copy.fundNth(fund.nth, fund.regularExtensions)}</Figure>
          <Figure label={copy.repayToAvoid}>{formatWon(fund.repaymentToAvoidAddOn)}</Figure>
          <Figure label={copy.costWithoutRepaying}>{formatPayment(fund.costWithoutRepaying)}</Figure>
          {plan.fundIncreaseLimit !== null && (
            <Figure label={copy.fundIncreaseLimit}>{formatWon(plan.fundIncreaseLimit)}</Figure>
          )}
        </dl>
        {fund.extraExtension && (
          <p className={styles.text}>
            {copy.extraExtension(
              fund.extraExtension.index,
              fund.extraExtension.childrenNeeded,
              fund.extraExtension.allowed,
            )}
          </p>
        )}
      </Section>
    );
  }
  if (bank) {
    return (
      <Section title={copy.bankHeading}>
        <p className={styles.text}>{copy.dsrExtension(bank.extension.counted)}</p>
        {bank.increase && <p className={styles.text}>{copy.dsrIncrease(bank.increase.counted)}</p>}
        {bank.singleHouseLimit && (
          <p className={styles.text}>
            {copy.singleHouseLimit(bank.singleHouseLimit.limit, bank.singleHouseLimit.maxIncrease)}
          </p>
        )}
      </Section>
    );
  }
  return null;
}

function RefinanceSection({ refinance }: { refinance: NonNullable<RenewalPlanView['refinance']> }) {
  return (
    <Section title={copy.refinanceHeading}>
      <p className={styles.verdict}>{copy.verdicts[refinance.verdict]}</p>
      <dl className={styles.figures}>
        <Figure label={copy.prepaymentFee}>{formatPayment(refinance.prepaymentFee)}</Figure>
        <Figure label={copy.guaranteeFee}>{formatPayment(refinance.guaranteeFee)}</Figure>
        <Figure label={copy.stampDuty}>{formatPayment(refinance.stampDuty)}</Figure>
        <Figure label={copy.upfrontCost}>{formatPayment(refinance.upfrontCost)}</Figure>
        <Figure label={copy.monthlySaving}>{formatPayment(refinance.monthlySaving)}</Figure>
        <Figure label={copy.breakEven}>
          {refinance.breakEvenMonths === null ? copy.breakEvenNever : copy.breakEvenMonths(refinance.breakEvenMonths)}
        </Figure>
        <Figure label={copy.horizon(refinance.horizonMonths)}>{formatPayment(refinance.net)}</Figure>
      </dl>
      <p className={styles.small}>
        {copy.refinanceWindow(day(refinance.window.from), day(refinance.window.to), refinance.inWindow)}
      </p>
    </Section>
  );
}

function GuaranteeSection({ plan }: { plan: RenewalPlanView }) {
  const { guarantee } = plan;
  return (
    <Section title={copy.guaranteeHeading}>
      <dl className={styles.figures}>
        <Figure label={`${guarantee.productName} ${copy.guaranteeDeadline}`}>{day(plan.guaranteeDeadline)}</Figure>
        {guarantee.feeForRenewedTerm !== null && (
          <Figure label={copy.guaranteeFeeForTerm}>{formatPayment(guarantee.feeForRenewedTerm)}</Figure>
        )}
      </dl>
      <p className={styles.text}>{copy.guaranteeActions[guarantee.action]}</p>
    </Section>
  );
}

function MoveSection({
  plan,
  movingCost,
  withReport,
}: {
  plan: RenewalPlanView;
  movingCost: number;
  withReport: boolean;
}) {
  if (plan.brokerageFee === null) return null;
  // The server prices the next home for the person of a report; without one there is nothing to compare with.
  const comparisonNeedsReport = !plan.stayOrMove && !withReport;
  return (
    <Section title={copy.moveHeading}>
      <dl className={styles.figures}>
        <Figure label={copy.brokerageFee}>{formatPayment(plan.brokerageFee)}</Figure>
        {movingCost > 0 && <Figure label={copy.movingCostLine}>{formatPayment(movingCost)}</Figure>}
      </dl>
      {comparisonNeedsReport && <p className={styles.small}>{copy.stayOrMoveNeedsReport}</p>}
    </Section>
  );
}

function StayOrMoveSection({ answer }: { answer: NonNullable<RenewalPlanView['stayOrMove']> }) {
  // The difference is moving's total less staying's: below 0 it is what moving saves, said as a saving.
  const movingSaves = answer.difference < 0;
  return (
    <Section title={copy.stayOrMoveHeading}>
      <p className={styles.verdict}>{copy.stayOrMoveVerdicts[answer.verdict]}</p>
      <dl className={styles.figures}>
        <Figure label={copy.stayMonthly}>{formatPayment(answer.staying.monthlyCost)}</Figure>
        <Figure label={copy.moveMonthly}>{formatPayment(answer.moving.monthlyCost)}</Figure>
        <Figure
          label={movingSaves ? copy.overHorizonSaving(answer.horizonMonths) : copy.overHorizon(answer.horizonMonths)}
        >
          {formatPayment(Math.abs(answer.difference))}
        </Figure>
      </dl>
    </Section>
  );
}

function Timeline({ plan }: { plan: RenewalPlanView }) {
  return (
    <Section title={copy.timelineHeading}>
      <ol className={styles.timeline}>
        {plan.timeline.map((step) => (
          <li key={step.code} className={styles.step} data-passed={step.passed}>
            <span className={styles.stepDate}>
              {day(step.date)}
              {step.passed && ` · ${copy.passed}`}
            </span>
            <span className={styles.stepTitle}>{step.title}</span>
            <span className={styles.text}>{step.detail}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Conditions({ plan }: { plan: RenewalPlanView }) {
  if (plan.conditions.length === 0) return null;
  return (
    <Section title={copy.conditionsHeading}>
      <ul className={styles.conditions}>
        {plan.conditions.map((condition) => (
          <li key={condition.code} className={styles.text}>
            {condition.message} <span className={styles.small}>({copy.certainty[condition.certainty]})</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CalendarLink({ reportId }: { reportId: string }) {
  const [failed, setFailed] = useState(false);
  const download = () => {
    setFailed(false);
    downloadChecklistCalendar(reportId).catch(() => setFailed(true));
  };
  return (
    <div className={styles.form}>
      <button type="button" className={cardStyles.secondaryButton} onClick={download}>
        {copy.ics}
      </button>
      <p className={styles.small}>{copy.icsNote}</p>
      {failed && (
        <p className={pageStyles.error} role="alert">
          {copy.icsFailed}
        </p>
      )}
    </div>
  );
}

/**
 * The plan with every date and amount: the lease at renewal, the loan's extension, the 대환 break-even, the return
 * guarantee, the move, the deadlines in order, and the conditions the answer rests on.
 */
export function RenewalPlanResult({
  plan,
  movingCost,
  reportId,
}: {
  plan: RenewalPlanView;
  /** What the person said the move itself costs, in 원 (0 when not said). */
  movingCost: number;
  /** The report the plan is kept with: its checklist calendar carries the deadlines. */
  reportId: string | null;
}) {
  const headingId = useId();
  return (
    <section className={styles.answer} aria-labelledby={headingId}>
      <h2 id={headingId} className={pageStyles.question}>
        {copy.resultHeading}
      </h2>
      <p className={styles.small}>{copy.today(day(plan.today))}</p>
      <LeaseSection plan={plan} />
      <LoanSection plan={plan} />
      {plan.refinance && <RefinanceSection refinance={plan.refinance} />}
      <GuaranteeSection plan={plan} />
      <MoveSection plan={plan} movingCost={movingCost} withReport={reportId !== null} />
      {plan.stayOrMove && <StayOrMoveSection answer={plan.stayOrMove} />}
      <Timeline plan={plan} />
      <Conditions plan={plan} />
      {reportId !== null && <CalendarLink reportId={reportId} />}
    </section>
  );
}
