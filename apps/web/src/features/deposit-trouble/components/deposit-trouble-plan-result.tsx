import type { DepositTroublePlanRequestInput, DepositTroublePlanView } from '@jipsa/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { formatKoreanDate } from '../../../shared/format/format-korean-date.ts';
import { formatPayment, formatWon } from '../../../shared/format/format-won.ts';
import cardStyles from '../../../shared/ui/card.module.css';
import { downloadDepositTroubleCalendar } from '../api/deposit-trouble-plan.ts';
import { depositTroubleCopy as copy } from '../copy.ts';
import pageStyles from '../../../shared/ui/question-page.module.css';
import styles from './deposit-trouble.module.css';

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

/** One figure: what it is, and its date or amount. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
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
        <p className={styles.text}>{copy.alreadyRegistered}</p>
      ) : (
        <>
          <dl className={styles.figures}>
            <Figure label={copy.applyFrom}>{day(registration.applyFrom)}</Figure>
          </dl>
          <p className={styles.text}>
            {registration.canApplyNow ? copy.canApplyNow : copy.notYet(registration.applyFrom)}{' '}
            {registration.registrationBeforeService.registrationBeforeService ? copy.beforeService : copy.afterService}
          </p>
          <h4 className={styles.subheading}>{copy.costsHeading}</h4>
          <dl className={styles.figures}>
            {costs.items.map((item) => (
              <Figure key={item.code} label={copy.costItems[item.code]}>
                {formatPayment(item.amount)}
              </Figure>
            ))}
            <Figure label={copy.costTotal}>{formatPayment(costs.total)}</Figure>
          </dl>
          <p className={styles.small}>
            {copy.costItems.SERVICE}:{' '}
            {copy.serviceDetail(costs.serviceFeeUnit, costs.rule.servicesPerParty, costs.parties)}
          </p>
          <p className={styles.text}>{copy.reclaimable}</p>
        </>
      )}
      <p className={styles.small}>{registration.source}</p>
    </Section>
  );
}

function ClaimSection({ plan }: { plan: Plan }) {
  const claim = plan.guaranteeClaim;
  if (claim.guarantee === 'NONE') {
    return (
      <Section title={copy.claimHeading}>
        <p className={styles.text}>{copy.noGuarantee}</p>
      </Section>
    );
  }
  if (claim.guarantee === 'UNKNOWN') {
    return (
      <Section title={copy.claimHeading}>
        <p className={styles.text}>{copy.unknownGuarantee}</p>
      </Section>
    );
  }
  return (
    <Section title={copy.claimHeading}>
      <p className={styles.verdict}>{copy.claimGuarantee(copy.guarantees[claim.guarantee])}</p>
      {claim.earliestClaimOn !== null ? (
        <>
          <dl className={styles.figures}>
            <Figure label={copy.earliestClaimOn}>{day(claim.earliestClaimOn)}</Figure>
          </dl>
          <p className={styles.text}>{claim.claimOpen ? copy.claimOpen : copy.claimNotYet}</p>
        </>
      ) : (
        <p className={styles.text}>{copy.termsUnknown}</p>
      )}
      <ol className={styles.steps}>
        {claim.steps.map((step) => (
          <li key={step.code} className={styles.step}>
            <span className={styles.stepTitle}>{step.title}</span>
            <span className={styles.text}>{step.detail}</span>
          </li>
        ))}
      </ol>
      {claim.rule && <p className={styles.small}>{claim.rule.source}</p>}
    </Section>
  );
}

function FraudSection({ plan }: { plan: Plan }) {
  const fraud = plan.fraudVictim;
  return (
    <Section title={copy.fraudHeading}>
      <dl className={styles.figures}>
        <Figure label={copy.outlookLabel}>
          <span className={styles.outlook} data-outlook={fraud.outlook}>
            {copy.outlooks[fraud.outlook]}
          </span>
        </Figure>
      </dl>
      <p className={styles.small}>{copy.notADecision}</p>
      <h4 className={styles.subheading}>{copy.requirementsLabel}</h4>
      <ul className={styles.requirements}>
        {fraud.requirements.map((requirement) => (
          <li key={requirement.code} className={styles.requirement} data-status={requirement.status}>
            <span className={styles.stepTitle}>
              {copy.requirements[requirement.code]} · {copy.statuses[requirement.status]}
            </span>
            <span className={styles.text}>{requirement.reason}</span>
          </li>
        ))}
      </ul>
      <p className={styles.text}>{copy.lawExpires(fraud.law.lawExpiresOn, fraud.law.firstContractBy)}</p>
      <p className={styles.text}>
        {copy.howToApply(
          fraud.process.cityInvestigationDays,
          fraud.process.committeeDays,
          fraud.process.committeeExtensionDays,
          fraud.process.appealDays,
        )}
      </p>
      {fraud.outlook !== 'NOT_COVERED' && (
        <dl className={styles.figures}>
          <Figure label={copy.decisionBy}>{day(fraud.process.decisionBy)}</Figure>
        </dl>
      )}
      {fraud.supports.length > 0 && (
        <>
          <h4 className={styles.subheading}>{copy.supportsLabel}</h4>
          <ul className={styles.requirements}>
            {fraud.supports.map((support) => (
              <li key={support.code} className={styles.requirement}>
                <span className={styles.stepTitle}>
                  {support.title} <span className={styles.small}>({copy.supportSince(support.effectiveFrom)})</span>
                </span>
                <span className={styles.text}>{support.detail}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.small}>{fraud.law.source}</p>
      <p className={styles.text}>
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
      <ol className={styles.timeline}>
        {plan.timeline.map((step) => (
          <li key={step.code} className={styles.step} data-passed={step.passed}>
            <span className={styles.stepDate}>
              {day(step.date)}
              {step.passed && ` · ${copy.passed}`}
            </span>
            <span className={styles.stepTitle}>{step.title}</span>
            <span className={styles.text}>{step.detail}</span>
            <span className={styles.small}>
              {step.source} ({copy.certainty[step.certainty]})
            </span>
          </li>
        ))}
      </ol>
      <CalendarButton request={request} />
    </Section>
  );
}

function Conditions({ plan }: { plan: Plan }) {
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
      <p className={styles.small}>{copy.today(plan.today)}</p>
      <dl className={styles.figures}>
        <Figure label={copy.leaseEndedOn}>{day(plan.leaseEndedOn)}</Figure>
        <Figure label={copy.unreturned}>{formatWon(plan.unreturnedAmount)}</Figure>
      </dl>
      <RegistrationSection plan={plan} />
      <ClaimSection plan={plan} />
      <FraudSection plan={plan} />
      <Timeline plan={plan} request={request} />
      <Conditions plan={plan} />
    </section>
  );
}
