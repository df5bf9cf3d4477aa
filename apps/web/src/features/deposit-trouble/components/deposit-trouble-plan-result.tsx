import type { DepositTroublePlanRequestInput, DepositTroublePlanView } from '@jipsa/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { formatKoreanDate } from '../../../shared/format/format-korean-date.ts';
import { formatPayment, formatWon } from '../../../shared/format/format-won.ts';
import cardStyles from '../../../shared/ui/card.module.css';
import { PlanConditionList, PlanDeadlineTimeline, PlanFigure } from '../../../shared/ui/plan-result-parts.tsx';
import { downloadDepositTroubleCalendar } from '../api/deposit-trouble-plan.ts';
import { depositTroubleCopy as copy } from '../copy.ts';
import pageStyles from '../../../shared/ui/question-page.module.css';
import planStyles from '../../../shared/ui/plan-page.module.css';
import styles from './deposit-trouble.module.css';
import { SourceText } from '../../../shared/ui/source-text.tsx';
import { sourceCopy } from '../../../shared/copy/source-copy.ts';

const day = (date: string) => formatKoreanDate(date);
type Plan = DepositTroublePlanView;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={cardStyles.card} aria-labelledby={id}>
      <h3 id={id} className={pageStyles.heading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function RegistrationSection({ plan }: { plan: Plan }) {
  const registration = plan.leaseRegistration;
  const { costs } = registration;
  return (
    <Section title={copy.registrationHeading}>
      {/* The one sentence the guide never leaves out. */}
      <p className={styles.flag} role="note">
        {registration.moveOnlyOnceRegistered}
      </p>
      {registration.alreadyRegistered ? (
        <p className={planStyles.text}>{copy.alreadyRegistered}</p>
      ) : (
        <>
          <dl className={planStyles.figures}>
            <PlanFigure label={copy.applyFrom}>{day(registration.applyFrom)}</PlanFigure>
          </dl>
          <p className={planStyles.text}>
            {registration.canApplyNow ? copy.canApplyNow : copy.notYet(registration.applyFrom)}{' '}
            {registration.registrationBeforeService.registrationBeforeService ? copy.beforeService : copy.afterService}
          </p>
          <h4 className={styles.subheading}>{copy.costsHeading}</h4>
          <dl className={planStyles.figures}>
            {costs.items.map((item) => (
              <PlanFigure key={item.code} label={copy.costItems[item.code]}>
                {formatPayment(item.amount)}
              </PlanFigure>
            ))}
            <PlanFigure label={copy.costTotal}>{formatPayment(costs.total)}</PlanFigure>
          </dl>
          <p className={planStyles.small}>
            {copy.costItems.SERVICE}:{' '}
            {copy.serviceDetail(costs.serviceFeeUnit, costs.rule.servicesPerParty, costs.parties)}
          </p>
          <p className={planStyles.text}>{copy.reclaimable}</p>
        </>
      )}
      <p className={planStyles.small}>
        <SourceText source={registration.source} />
      </p>
    </Section>
  );
}

function ClaimSection({ plan }: { plan: Plan }) {
  const claim = plan.guaranteeClaim;
  if (claim.guarantee === 'NONE') {
    return (
      <Section title={copy.claimHeading}>
        <p className={planStyles.text}>{copy.noGuarantee}</p>
      </Section>
    );
  }
  if (claim.guarantee === 'UNKNOWN') {
    return (
      <Section title={copy.claimHeading}>
        <p className={planStyles.text}>{copy.unknownGuarantee}</p>
      </Section>
    );
  }
  return (
    <Section title={copy.claimHeading}>
      <p className={planStyles.verdict}>{copy.claimGuarantee(copy.guarantees[claim.guarantee])}</p>
      {claim.earliestClaimOn !== null ? (
        <>
          <dl className={planStyles.figures}>
            <PlanFigure label={copy.earliestClaimOn}>{day(claim.earliestClaimOn)}</PlanFigure>
          </dl>
          <p className={planStyles.text}>{claim.claimOpen ? copy.claimOpen : copy.claimNotYet}</p>
        </>
      ) : (
        <p className={planStyles.text}>{copy.termsUnknown}</p>
      )}
      <ol className={planStyles.list}>
        {claim.steps.map((step) => (
          <li key={step.code} className={planStyles.step}>
            <span className={planStyles.stepTitle}>{step.title}</span>
            <span className={planStyles.text}>{step.detail}</span>
          </li>
        ))}
      </ol>
      {claim.rule && (
        <p className={planStyles.small}>
          <SourceText source={claim.rule.source} />
        </p>
      )}
    </Section>
  );
}

function FraudSection({ plan }: { plan: Plan }) {
  const fraud = plan.fraudVictim;
  return (
    <Section title={copy.fraudHeading}>
      <dl className={planStyles.figures}>
        <PlanFigure label={copy.outlookLabel}>
          <span className={styles.outlook} data-outlook={fraud.outlook}>
            {copy.outlooks[fraud.outlook]}
          </span>
        </PlanFigure>
      </dl>
      <p className={planStyles.small}>{copy.notADecision}</p>
      <h4 className={styles.subheading}>{copy.requirementsLabel}</h4>
      <ul className={planStyles.list}>
        {fraud.requirements.map((requirement) => (
          <li key={requirement.code} className={styles.requirement} data-status={requirement.status}>
            <span className={planStyles.stepTitle}>
              {copy.requirements[requirement.code]} · {copy.statuses[requirement.status]}
            </span>
            <span className={planStyles.text}>{requirement.reason}</span>
          </li>
        ))}
      </ul>
      <p className={planStyles.text}>{copy.lawExpires(fraud.law.lawExpiresOn, fraud.law.firstContractBy)}</p>
      <p className={planStyles.text}>
        {copy.howToApply(
          fraud.process.cityInvestigationDays,
          fraud.process.committeeDays,
          fraud.process.committeeExtensionDays,
          fraud.process.appealDays,
        )}
      </p>
      {fraud.outlook !== 'NOT_COVERED' && (
        <dl className={planStyles.figures}>
          <PlanFigure label={copy.decisionBy}>{day(fraud.process.decisionBy)}</PlanFigure>
        </dl>
      )}
      {fraud.supports.length > 0 && (
        <>
          <h4 className={styles.subheading}>{copy.supportsLabel}</h4>
          <ul className={planStyles.list}>
            {fraud.supports.map((support) => (
              <li key={support.code} className={styles.requirement}>
                <span className={planStyles.stepTitle}>
                  {support.title} <span className={planStyles.small}>({copy.supportSince(support.effectiveFrom)})</span>
                </span>
                <span className={planStyles.text}>{support.detail}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={planStyles.small}>
        <SourceText source={fraud.law.source} />
      </p>
      <p className={planStyles.text}>
        {copy.loansNote}{' '}
        <Link className={styles.link} to={PATHS.home}>
          {copy.loansLink}
        </Link>
      </p>
    </Section>
  );
}

function CalendarButton({ request }: { request: DepositTroublePlanRequestInput }) {
  const [failed, setFailed] = useState(false);
  const download = () => {
    setFailed(false);
    downloadDepositTroubleCalendar(request, copy.icsFileName).catch(() => setFailed(true));
  };
  return (
    <>
      <button type="button" className={cardStyles.secondaryButton} onClick={download}>
        {copy.ics}
      </button>
      {failed && (
        <p className={pageStyles.error} role="alert">
          {copy.icsFailed}
        </p>
      )}
    </>
  );
}

function Timeline({ plan, request }: { plan: Plan; request: DepositTroublePlanRequestInput }) {
  return (
    <Section title={copy.timelineHeading}>
      <PlanDeadlineTimeline
        steps={plan.timeline}
        passedLabel={copy.passed}
        note={(step) => (
          <span className={planStyles.small}>
            <SourceText source={step.source} /> ({sourceCopy.certainty[step.certainty]})
          </span>
        )}
      />
      <CalendarButton request={request} />
    </Section>
  );
}

function Conditions({ plan }: { plan: Plan }) {
  if (plan.conditions.length === 0) return null;
  return (
    <Section title={copy.conditionsHeading}>
      <PlanConditionList conditions={plan.conditions} />
    </Section>
  );
}

/**
 * The dated plan: the 임차권등기명령 (from when, its costs, "move only once it is on the registry"), the guarantee
 * claim's steps and first day, the 전세사기피해자 outlook requirement by requirement (never a decision), the dates in
 * order with their calendar, and the conditions the answer rests on. The heading takes the focus when it arrives.
 */
export function DepositTroublePlanResult({
  plan,
  request,
}: {
  plan: Plan;
  /** The request the plan answers: its calendar is asked with the same. */
  request: DepositTroublePlanRequestInput;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className={styles.answer} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={pageStyles.question}>
        {copy.resultHeading}
      </h2>
      <p className={planStyles.small}>{copy.today(plan.today)}</p>
      <dl className={planStyles.figures}>
        <PlanFigure label={copy.leaseEndedOn}>{day(plan.leaseEndedOn)}</PlanFigure>
        <PlanFigure label={copy.unreturned}>{formatWon(plan.unreturnedAmount)}</PlanFigure>
      </dl>
      <RegistrationSection plan={plan} />
      <ClaimSection plan={plan} />
      <FraudSection plan={plan} />
      <Timeline plan={plan} request={request} />
      <Conditions plan={plan} />
    </section>
  );
}
