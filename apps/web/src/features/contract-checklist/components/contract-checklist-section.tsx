import type { ContractChecklist, ContractStepView, RenewalDeadlineView } from '@jipsa/contracts';
import { koreaDateTime, validateContractDates } from '@jipsa/domain';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { downloadChecklistCalendar } from '../../../shared/api/checklist-calendar.ts';
import { depositTroublePath, renewalPath } from '../../../shared/config/paths.ts';
import { formatKoreanDate } from '../../../shared/format/format-korean-date.ts';
import cardStyles from '../../../shared/ui/card.module.css';
import { useChecklistQuery, useSaveChecklistDatesMutation, useTickStepMutation } from '../api/contract-checklist.ts';
import { contractChecklistCopy as copy } from '../copy.ts';
import styles from './contract-checklist.module.css';
import { SourceText } from '../../../shared/ui/source-text.tsx';

type DateField = 'contractDate' | 'balanceDate' | 'leaseEndDate';
type Dates = Record<DateField, string>;
type FieldErrors = Partial<Record<DateField, string>>;

const FIELDS: readonly DateField[] = ['contractDate', 'balanceDate', 'leaseEndDate'];
const EMPTY_DATES: Dates = { contractDate: '', balanceDate: '', leaseEndDate: '' };

/** The first thing wrong with the dates, per field, in Korean; empty when they can be sent. */
function checkDates(dates: Dates): FieldErrors {
  const missing = FIELDS.find((field) => dates[field] === '');
  if (missing) return { [missing]: copy.required(copy[missing]) };
  const result = validateContractDates(dates);
  return result.ok ? {} : { [result.field]: result.reason };
}

function errorsOf(error: unknown): { fields: FieldErrors; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: copy.saveFailed };
  const fields: FieldErrors = {};
  for (const fieldError of error.fieldErrors) {
    if ((FIELDS as readonly string[]).includes(fieldError.field))
      fields[fieldError.field as DateField] = fieldError.message;
  }
  return { fields, message: Object.keys(fields).length > 0 ? null : error.message || copy.saveFailed };
}

/**
 * On the report (issue 30): the dated contract checklist of this report — three dates in, then each step with its
 * day, reason and source, ticked off here and kept with the report, and the whole list as an .ics calendar.
 */
export function ContractChecklistSection({ reportId }: { reportId: string }) {
  const headingId = useId();
  const checklist = useChecklistQuery(reportId);
  return (
    <section className={cardStyles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.lead}>{copy.lead}</p>
      {/* What to do at the lease's end, planned and kept with this report (issue 48). */}
      <Link className={styles.renewalLink} to={renewalPath(reportId)}>
        {copy.renewalLink}
      </Link>
      {/* When the deposit does not come back: 임차권등기, the guarantee claim, help for victims (issue 49). */}
      <Link className={styles.depositTroubleLink} to={depositTroublePath(reportId)}>
        {copy.depositTroubleLink}
      </Link>
      {checklist.isPending && (
        <p className={styles.status} role="status">
          {copy.loading}
        </p>
      )}
      {checklist.isError && (
        <div className={styles.status} role="alert">
          <p>{copy.loadFailed}</p>
          <button type="button" className={styles.secondary} onClick={() => void checklist.refetch()}>
            {copy.retry}
          </button>
        </div>
      )}
      {checklist.data && (
        <>
          <DatesForm key={checklist.data.updatedAt ?? 'new'} reportId={reportId} checklist={checklist.data} />
          {checklist.data.steps.length === 0 ? (
            <p className={styles.status}>{copy.empty}</p>
          ) : (
            <Steps reportId={reportId} steps={checklist.data.steps} />
          )}
          <PlanDeadlines heading={copy.renewalDeadlines} deadlines={checklist.data.renewalDeadlines} />
          <PlanDeadlines heading={copy.depositTroubleDeadlines} deadlines={checklist.data.depositTroubleDeadlines} />
          {(checklist.data.steps.length > 0 ||
            checklist.data.renewalDeadlines !== undefined ||
            checklist.data.depositTroubleDeadlines !== undefined) && <CalendarDownload reportId={reportId} />}
        </>
      )}
    </section>
  );
}

function DatesForm({ reportId, checklist }: { reportId: string; checklist: ContractChecklist }) {
  const formId = useId();
  const [dates, setDates] = useState<Dates>(checklist.dates ?? EMPTY_DATES);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveChecklistDatesMutation(reportId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = checkDates(dates);
    setFieldErrors(errors);
    setMessage(null);
    if (Object.keys(errors).length > 0) return;
    save.mutate(dates, {
      onError: (error) => {
        const { fields, message: text } = errorsOf(error);
        setFieldErrors(fields);
        setMessage(text);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {FIELDS.map((field) => {
        const inputId = `${formId}-${field}`;
        const errorId = `${inputId}-error`;
        const error = fieldErrors[field];
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={inputId}>{copy[field]}</label>
            <input
              id={inputId}
              name={field}
              type="date"
              value={dates[field]}
              onChange={(event) => setDates({ ...dates, [field]: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={save.isPending}>
        {save.isPending ? copy.saving : checklist.dates ? copy.update : copy.save}
      </button>
    </form>
  );
}

/** A step's day as people say it: '12월 5일 (토)', with the year when it is not this one. */
function dayOf(date: string): string {
  return formatKoreanDate(date, { weekday: true, omitYear: Number(koreaDateTime(new Date()).date.slice(0, 4)) });
}

function dayText(step: ContractStepView): string {
  if (step.window) return copy.window(dayOf(step.window.from), dayOf(step.window.to));
  return step.dueDate ? copy.onDay(dayOf(step.dueDate)) : copy.noDate;
}

function Steps({ reportId, steps }: { reportId: string; steps: readonly ContractStepView[] }) {
  const tick = useTickStepMutation(reportId);
  const [failed, setFailed] = useState(false);
  // The tick shows in the same render as the click (the cache's optimistic update lands a moment later).
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const toggle = (code: string, done: boolean) => {
    setFailed(false);
    setPending((current) => ({ ...current, [code]: done }));
    tick.mutate(
      { code, done },
      {
        onError: () => setFailed(true),
        onSettled: () =>
          setPending((current) => {
            const { [code]: _settled, ...rest } = current;
            return rest;
          }),
      },
    );
  };
  return (
    <>
      {failed && (
        <p className={styles.error} role="alert">
          {copy.tickFailed}
        </p>
      )}
      <p className={styles.progress}>
        {copy.progress(steps.filter((step) => (pending[step.code] ?? step.done) === true).length, steps.length)}
      </p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <Step key={step.code} step={{ ...step, done: pending[step.code] ?? step.done }} onToggle={toggle} />
        ))}
      </ol>
    </>
  );
}

function Step({ step, onToggle }: { step: ContractStepView; onToggle: (code: string, done: boolean) => void }) {
  const checkboxId = useId();
  return (
    <li className={step.done ? `${styles.step} ${styles.done}` : styles.step}>
      <div className={styles.stepHead}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={step.done}
          onChange={(event) => onToggle(step.code, event.target.checked)}
        />
        <label htmlFor={checkboxId} className={styles.stepTitle}>
          {step.title}
        </label>
      </div>
      <p className={styles.when}>
        <span className={styles.phase}>{copy.phases[step.phase]}</span> {dayText(step)}
      </p>
      <p className={styles.detail}>{step.detail}</p>
      {step.condition && (
        <p className={styles.meta}>
          <strong>{copy.condition}</strong> {step.condition}
        </p>
      )}
      <p className={styles.meta}>
        <strong>{copy.source}</strong> <SourceText source={step.source} />
      </p>
    </li>
  );
}

/** What a kept plan's date shows (the renewal plan's and the deposit-trouble plan's have this shape). */
type PlanDeadline = Pick<RenewalDeadlineView, 'date' | 'title' | 'detail' | 'source' | 'passed'> & { code: string };

/** The dates of a plan kept with this report (the renewal plan, the deposit-trouble plan); they go in the .ics too. */
function PlanDeadlines({ heading, deadlines }: { heading: string; deadlines: readonly PlanDeadline[] | undefined }) {
  const upcoming = deadlines?.filter((deadline) => !deadline.passed) ?? [];
  if (upcoming.length === 0) return null;
  return (
    <div className={styles.planDeadlines}>
      <h3 className={styles.planHeading}>{heading}</h3>
      <ol className={styles.steps}>
        {upcoming.map((deadline) => (
          <li key={deadline.code} className={styles.step}>
            <p className={styles.stepTitle}>{deadline.title}</p>
            <p className={styles.when}>{copy.onDay(dayOf(deadline.date))}</p>
            <p className={styles.detail}>{deadline.detail}</p>
            <p className={styles.meta}>
              <strong>{copy.source}</strong> <SourceText source={deadline.source} />
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

function CalendarDownload({ reportId }: { reportId: string }) {
  const [failed, setFailed] = useState(false);
  const download = () => {
    setFailed(false);
    downloadChecklistCalendar(reportId).catch(() => setFailed(true));
  };
  return (
    <div className={styles.download}>
      <button type="button" className={styles.secondary} onClick={download}>
        {copy.download}
      </button>
      <p className={styles.meta}>{copy.downloadNote}</p>
      {failed && (
        <p className={styles.error} role="alert">
          {copy.downloadFailed}
        </p>
      )}
    </div>
  );
}
