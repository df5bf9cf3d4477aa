import { SUSPENSION_DAYS_MAX, type AuditEntry, type ReportQueueItem } from '@jipsa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { PATHS } from '../../../shared/config/paths.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { Modal } from '../../../shared/ui/modal.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  ADMIN_QUERY_KEY,
  runModerationAction,
  useAuditLogQuery,
  useReportQueueQuery,
  type ModerationAction,
} from '../api/admin.ts';
import {
  formatKoreaDate,
  formatKoreaDateTime,
  HIDDEN_REASON_LABELS,
  moderationCopy as copy,
  REPORT_REASON_LABELS,
} from '../copy.ts';
import styles from './admin-reports-page.module.css';

const EXCERPT_LENGTH = 120;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text);

const isLoginNeeded = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 401 || error.errorCode === 'LOGIN_REQUIRED' || error.errorCode === 'UNAUTHENTICATED');
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** Search engines keep away from the desk: it is not prerendered, and it says noindex itself. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * `/admin/reports` (issue 33): the operators' desk. The server decides who is an operator: a member gets its 403 and
 * this page says the desk is for operators only; a visitor is asked to log in. The queue as the server orders it
 * (newest, then most-reported), each item with its reports and the four actions (each with a reason, confirmed);
 * the audit log below.
 */
export function AdminReportsPage() {
  useDocumentTitle(copy.adminTitle);
  useNoIndex();
  const queue = useReportQueueQuery();
  const isOperator = queue.isSuccess;
  const audit = useAuditLogQuery(isOperator);
  const [notice, setNotice] = useState<string | null>(null);

  if (queue.isError && isLoginNeeded(queue.error)) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{copy.adminLoginTitle}</h1>
        <p className={styles.lead}>{copy.adminLoginBody}</p>
        <Link className={styles.link} to={`${PATHS.loginPage}?redirect=${encodeURIComponent(PATHS.adminReports)}`}>
          {copy.login}
        </Link>
      </section>
    );
  }

  if (queue.isError && isForbidden(queue.error)) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{copy.adminOnly}</h1>
        <p className={styles.lead}>{copy.adminOnlyBody}</p>
        <Link className={styles.link} to={PATHS.home}>
          {copy.goHome}
        </Link>
      </section>
    );
  }
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{copy.adminTitle}</h1>
      <div className={styles.notice} role="status">
        {notice}
      </div>
      <section aria-labelledby="admin-queue" className={styles.section}>
        <h2 id="admin-queue" className={styles.heading}>
          {copy.queueHeading}
        </h2>
        {queue.isPending ? (
          <p role="status" className={styles.lead}>
            <Spinner />
            <span className="visually-hidden">{copy.adminLoading}</span>
          </p>
        ) : queue.isError ? (
          <div role="alert" className={styles.lead}>
            <p>{copy.adminFailed}</p>
            <button type="button" className={styles.secondary} onClick={() => void queue.refetch()}>
              {copy.retry}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className={styles.lead}>{copy.adminEmpty}</p>
        ) : (
          <ol className={styles.list}>
            {items.map((item) => (
              <li key={`${item.targetType}-${item.targetId}`}>
                <QueueItem item={item} onDone={setNotice} />
              </li>
            ))}
          </ol>
        )}
        {queue.hasNextPage && (
          <button
            type="button"
            className={styles.secondary}
            disabled={queue.isFetchingNextPage}
            onClick={() => void queue.fetchNextPage()}
          >
            {copy.more}
          </button>
        )}
      </section>
      {isOperator && (
        <section aria-labelledby="admin-audit" className={styles.section}>
          <h2 id="admin-audit" className={styles.heading}>
            {copy.auditHeading}
          </h2>
          {audit.isError ? (
            <div role="alert" className={styles.lead}>
              <p>{copy.auditFailed}</p>
              <button type="button" className={styles.secondary} onClick={() => void audit.refetch()}>
                {copy.retry}
              </button>
            </div>
          ) : audit.isSuccess && entries.length === 0 ? (
            <p className={styles.lead}>{copy.auditEmpty}</p>
          ) : (
            <ol className={styles.list}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <AuditRow entry={entry} />
                </li>
              ))}
            </ol>
          )}
          {audit.hasNextPage && (
            <button
              type="button"
              className={styles.secondary}
              disabled={audit.isFetchingNextPage}
              onClick={() => void audit.fetchNextPage()}
            >
              {copy.more}
            </button>
          )}
        </section>
      )}
    </section>
  );
}

function QueueItem({ item, onDone }: { item: ReportQueueItem; onDone: (notice: string) => void }) {
  const [action, setAction] = useState<ModerationAction | null>(null);
  const kind = item.targetType === 'POST' ? copy.targetPost : copy.targetComment;
  const headingId = useId();
  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <p className={styles.meta}>
        <span className={styles.badge}>{kind}</span>
        <span className={styles.badge} data-tone={item.hidden ? 'hidden' : undefined}>
          {item.hidden ? copy.hiddenBadge : copy.visibleBadge}
        </span>
        <span>{copy.reportCount(item.reportCount)}</span>
      </p>
      <h3 id={headingId} className={styles.itemTitle}>
        {item.title ?? excerpt(item.content)}
      </h3>
      {item.title !== null && <p className={styles.excerpt}>{excerpt(item.content)}</p>}
      <p className={styles.meta}>{copy.author(item.authorName)}</p>
      {item.hidden && item.hiddenReason && (
        <p className={styles.meta}>{copy.hiddenBecause(HIDDEN_REASON_LABELS[item.hiddenReason])}</p>
      )}
      {item.reports.length > 0 && (
        <details className={styles.reports}>
          <summary>
            {copy.reportsOf} ({item.reports.length})
          </summary>
          <ul>
            {item.reports.map((report) => (
              <li key={report.reportId}>
                {copy.reportLine(
                  report.reporterName,
                  REPORT_REASON_LABELS[report.reason],
                  formatKoreaDateTime(report.createdDate),
                )}
                {report.detail && <span className={styles.detail}>{report.detail}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className={styles.actions}>
        {item.hidden ? (
          <button type="button" className={styles.secondary} onClick={() => setAction('restore')}>
            {copy.restore}
          </button>
        ) : (
          <button type="button" className={styles.secondary} onClick={() => setAction('hide')}>
            {copy.hide}
          </button>
        )}
        <button type="button" className={styles.secondary} data-tone="danger" onClick={() => setAction('delete')}>
          {copy.remove}
        </button>
        {item.authorId !== null && (
          <button type="button" className={styles.secondary} data-tone="danger" onClick={() => setAction('suspend')}>
            {copy.suspend}
          </button>
        )}
      </div>
      <ActionDialog item={item} action={action} onClose={() => setAction(null)} onDone={onDone} />
    </article>
  );
}

type ActionDialogProps = {
  item: ReportQueueItem;
  action: ModerationAction | null;
  onClose: () => void;
  onDone: (notice: string) => void;
};

/** One action's confirmation with its required reason (and the days of a suspension). */
function ActionDialog({ item, action, onClose, onDone }: ActionDialogProps) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [problem, setProblem] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const reasonId = useId();
  const daysId = useId();
  const shown = action ?? 'hide';

  useEffect(() => {
    if (action !== null) return;
    setReason('');
    setDays('7');
    setProblem(null);
  }, [action]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (action === null) return;
    const trimmed = reason.trim();
    if (trimmed === '') return setProblem(copy.actionReasonRequired);
    const dayCount = Number(days);
    if (action === 'suspend' && !(Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= SUSPENSION_DAYS_MAX))
      return setProblem(copy.suspendDaysInvalid(SUSPENSION_DAYS_MAX));
    setIsPending(true);
    try {
      const target = { targetType: item.targetType, targetId: item.targetId };
      const result = await runModerationAction(action, target, {
        reason: trimmed,
        ...(action === 'suspend' ? { days: dayCount } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
      onDone(
        action === 'suspend'
          ? copy.actionDone.suspend(result.until ? formatKoreaDate(result.until) : '')
          : copy.actionDone[action],
      );
      onClose();
    } catch (error) {
      setProblem(error instanceof ApiError && error.status > 0 ? error.message : copy.actionFailed);
    } finally {
      setIsPending(false);
    }
  };

  const confirmLabel = { hide: copy.hide, restore: copy.restore, delete: copy.remove, suspend: copy.suspend }[shown];
  return (
    <Modal open={action !== null} onClose={() => !isPending && onClose()} title={copy.actionTitle[shown]}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.lead}>{copy.actionBody[shown]}</p>
        {shown === 'suspend' && (
          <>
            <label className={styles.fieldLabel} htmlFor={daysId}>
              {copy.suspendDays}
            </label>
            <input
              id={daysId}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={1}
              max={SUSPENSION_DAYS_MAX}
              required
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          </>
        )}
        <label className={styles.fieldLabel} htmlFor={reasonId}>
          {copy.actionReason}
        </label>
        <textarea
          id={reasonId}
          className={styles.input}
          rows={3}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondary} onClick={onClose} disabled={isPending}>
            {copy.close}
          </button>
          <button
            type="submit"
            className={styles.primary}
            data-tone={shown === 'delete' || shown === 'suspend' ? 'danger' : undefined}
            disabled={isPending}
            aria-busy={isPending || undefined}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <div className={styles.item}>
      <p className={styles.itemTitle}>
        {copy.auditLine(entry.actorName, copy.auditAction[entry.action], copy.auditTarget[entry.targetType])}
      </p>
      <p className={styles.meta}>
        <time dateTime={entry.createdDate}>{formatKoreaDateTime(entry.createdDate)}</time>
        {entry.until && <span> · {copy.auditUntil(formatKoreaDate(entry.until))}</span>}
      </p>
      <p className={styles.excerpt}>{copy.auditReason(entry.reason)}</p>
    </div>
  );
}
