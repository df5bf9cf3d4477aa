import type { RenewalPlanView } from '@jipsa/contracts';
import { useId, useState, type ReactNode } from 'react';
import { formatKoreanDate } from '../../../shared/format/format-korean-date.ts';
import { formatPayment, formatWon } from '../../../shared/format/format-won.ts';
import cardStyles from '../../../shared/ui/card.module.css';
import { PlanConditionList, PlanDeadlineTimeline, PlanFigure } from '../../../shared/ui/plan-result-parts.tsx';
import { downloadChecklistCalendar } from '../../../shared/api/checklist-calendar.ts';
import { renewalCopy as copy } from '../copy.ts';
import pageStyles from '../../../shared/ui/question-page.module.css';
import planStyles from '../../../shared/ui/plan-page.module.css';
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

function LeaseSection({ plan }: { plan: RenewalPlanView }) {
  const window = plan.renewalRequestWindow;
  const offer = plan.landlordOffer;
  return (
    <Section title={copy.leaseHeading}>
      <dl className={planStyles.figures}>
        {window ? (
          <PlanFigure label={copy.windowLabel}>
            {copy.window(day(window.from), day(window.to))}
            <br />
            {copy.windowStatus[window.status]}
          </PlanFigure>
        ) : null}
        <PlanFigure label={copy.renewedEnd}>{day(plan.renewedLeaseEnd)}</PlanFigure>
        <PlanFigure label={copy.leavingNoticeBy}>{day(plan.leavingNoticeBy)}</PlanFigure>
        {plan.maxDepositOnRenewal !== null && (
          <PlanFigure label={copy.maxDeposit}>{formatWon(plan.maxDepositOnRenewal)}</PlanFigure>
        )}
        {plan.maxMonthlyRentForIncrease !== null && (
          <PlanFigure label={copy.maxRent}>{copy.perMonth(plan.maxMonthlyRentForIncrease)}</PlanFigure>
        )}
        <PlanFigure label={copy.earlyExit}>
          {plan.earlyExitEffectiveDate === null ? copy.earlyExitNone : day(plan.earlyExitEffectiveDate)}
        </PlanFigure>
      </dl>
      {!window && <p className={planStyles.text}>{copy.rightUsed}</p>}
      {plan.increaseCap && !plan.increaseCap.increaseAllowed && <p className={planStyles.text}>{copy.noIncrease}</p>}
      {plan.maxMonthlyRentForIncrease !== null && (
        <p className={planStyles.small}>{copy.conversionCap(String(plan.conversionCapPercent))}</p>
      )}
      {offer &&
        (offer.overCap ? (
          <p className={styles.flag} role="note">
            {copy.offerOverCap(offer.excessAsDeposit, offer.excessAsMonthlyRent)}
          </p>
        ) : (
          <p className={planStyles.text}>{offer.capApplies ? copy.offerWithinCap : copy.offerNoCap}</p>
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
        <dl className={planStyles.figures}>
          <PlanFigure label={copy.fundAllowed}>{fund.allowed ? copy.allowed : copy.notAllowed}</PlanFigure>
          <PlanFigure label={copy.fundNthLabel}>{copy.fundNth(fund.nth, fund.regularExtensions)}</PlanFigure>
          <PlanFigure label={copy.repayToAvoid}>{formatWon(fund.repaymentToAvoidAddOn)}</PlanFigure>
          <PlanFigure label={copy.costWithoutRepaying}>{formatPayment(fund.costWithoutRepaying)}</PlanFigure>
          {plan.fundIncreaseLimit !== null && (
            <PlanFigure label={copy.fundIncreaseLimit}>{formatWon(plan.fundIncreaseLimit)}</PlanFigure>
          )}
        </dl>
        {fund.extraExtension && (
          <p className={planStyles.text}>
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
        <p className={planStyles.text}>{copy.dsrExtension(bank.extension.counted)}</p>
        {bank.increase && <p className={planStyles.text}>{copy.dsrIncrease(bank.increase.counted)}</p>}
        {bank.singleHouseLimit && (
          <p className={planStyles.text}>
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
      <p className={planStyles.verdict}>{copy.verdicts[refinance.verdict]}</p>
      <dl className={planStyles.figures}>
        <PlanFigure label={copy.prepaymentFee}>{formatPayment(refinance.prepaymentFee)}</PlanFigure>
        <PlanFigure label={copy.guaranteeFee}>{formatPayment(refinance.guaranteeFee)}</PlanFigure>
        <PlanFigure label={copy.stampDuty}>{formatPayment(refinance.stampDuty)}</PlanFigure>
        <PlanFigure label={copy.upfrontCost}>{formatPayment(refinance.upfrontCost)}</PlanFigure>
        <PlanFigure label={copy.monthlySaving}>{formatPayment(refinance.monthlySaving)}</PlanFigure>
        <PlanFigure label={copy.breakEven}>
          {refinance.breakEvenMonths === null ? copy.breakEvenNever : copy.breakEvenMonths(refinance.breakEvenMonths)}
        </PlanFigure>
        <PlanFigure label={copy.horizon(refinance.horizonMonths)}>{formatPayment(refinance.net)}</PlanFigure>
      </dl>
      <p className={planStyles.small}>
        {copy.refinanceWindow(day(refinance.window.from), day(refinance.window.to), refinance.inWindow)}
      </p>
    </Section>
  );
}

function GuaranteeSection({ plan }: { plan: RenewalPlanView }) {
  const { guarantee } = plan;
  return (
    <Section title={copy.guaranteeHeading}>
      <dl className={planStyles.figures}>
        <PlanFigure label={`${guarantee.productName} ${copy.guaranteeDeadline}`}>
          {day(plan.guaranteeDeadline)}
        </PlanFigure>
        {guarantee.feeForRenewedTerm !== null && (
          <PlanFigure label={copy.guaranteeFeeForTerm}>{formatPayment(guarantee.feeForRenewedTerm)}</PlanFigure>
        )}
      </dl>
      <p className={planStyles.text}>{copy.guaranteeActions[guarantee.action]}</p>
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
      <dl className={planStyles.figures}>
        <PlanFigure label={copy.brokerageFee}>{formatPayment(plan.brokerageFee)}</PlanFigure>
        {movingCost > 0 && <PlanFigure label={copy.movingCostLine}>{formatPayment(movingCost)}</PlanFigure>}
      </dl>
      {comparisonNeedsReport && <p className={planStyles.small}>{copy.stayOrMoveNeedsReport}</p>}
    </Section>
  );
}

function StayOrMoveSection({ answer }: { answer: NonNullable<RenewalPlanView['stayOrMove']> }) {
  // The difference is moving's total less staying's: below 0 it is what moving saves, said as a saving.
  const movingSaves = answer.difference < 0;
  return (
    <Section title={copy.stayOrMoveHeading}>
      <p className={planStyles.verdict}>{copy.stayOrMoveVerdicts[answer.verdict]}</p>
      <dl className={planStyles.figures}>
        <PlanFigure label={copy.stayMonthly}>{formatPayment(answer.staying.monthlyCost)}</PlanFigure>
        <PlanFigure label={copy.moveMonthly}>{formatPayment(answer.moving.monthlyCost)}</PlanFigure>
        <PlanFigure
          label={movingSaves ? copy.overHorizonSaving(answer.horizonMonths) : copy.overHorizon(answer.horizonMonths)}
        >
          {formatPayment(Math.abs(answer.difference))}
        </PlanFigure>
      </dl>
    </Section>
  );
}

function Timeline({ plan }: { plan: RenewalPlanView }) {
  return (
    <Section title={copy.timelineHeading}>
      <PlanDeadlineTimeline steps={plan.timeline} passedLabel={copy.passed} />
    </Section>
  );
}

function Conditions({ plan }: { plan: RenewalPlanView }) {
  if (plan.conditions.length === 0) return null;
  return (
    <Section title={copy.conditionsHeading}>
      <PlanConditionList conditions={plan.conditions} />
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
    <div className={planStyles.form}>
      <button type="button" className={cardStyles.secondaryButton} onClick={download}>
        {copy.ics}
      </button>
      <p className={planStyles.small}>{copy.icsNote}</p>
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
    <section className={planStyles.answer} aria-labelledby={headingId}>
      <h2 id={headingId} className={pageStyles.question}>
        {copy.resultHeading}
      </h2>
      <p className={planStyles.small}>{copy.today(day(plan.today))}</p>
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
