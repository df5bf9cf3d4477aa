import type { RenewalDeadlineView } from '@jipsa/contracts';
import type { ContractStep } from '@jipsa/domain';
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { CALENDAR_COPY } from './copy.ts';

/** A dated deadline of a plan (the renewal plan's, the deposit-trouble plan's): one all-day event with a reminder. */
export type CalendarDeadline = Pick<RenewalDeadlineView, 'date' | 'title' | 'detail' | 'source' | 'passed'> & {
  readonly code: string;
};

/** One plan's deadlines in a calendar, its events named by `uidPart`. */
export type PlanDeadlines = { readonly uidPart: string; readonly deadlines: readonly CalendarDeadline[] };

export type ChecklistCalendarInput = {
  /** The report the checklist belongs to: part of every event's UID, so a re-download updates the same events. */
  readonly reportId: string;
  readonly steps: readonly ContractStep[];
  /** The steps the person ticked: their events say so in the title (calendar apps show a VEVENT's STATUS nowhere). */
  readonly doneCodes?: ReadonlySet<string>;
  /**
   * The deadlines of the plans kept with the report (the renewal plan's, issue 48, as `uidPart` 'renewal'; the
   * deposit-trouble plan's, issue 49), as events `<report>-<uidPart>-<code>@jipsa`; those already passed when the
   * plan was made are left out.
   */
  readonly plans?: readonly PlanDeadlines[];
  /** The last change of the checklist or a plan: the events' DTSTAMP, so the same checklist gives the same bytes. */
  readonly updatedAt: Date;
  /** Where the person can open the checklist again. */
  readonly reportUrl: string | null;
};

// A calendar date 'YYYY-MM-DD' as the UTC midnight ical-generator prints as DTSTART;VALUE=DATE (it formats
// all-day dates with UTC getters, so the server's time zone never moves a day).
const ALARM_BEFORE_SECONDS = 7 * 24 * 60 * 60;

const utcMidnight = (date: string) => new Date(`${date}T00:00:00.000Z`);

/**
 * The checklist as an RFC 5545 calendar: one all-day VEVENT per dated step (steps without a day stay on the page),
 * UIDs `<report>-<step>@jipsa`, CRLF lines folded at 75 octets on UTF-8 boundaries, text escaped (ical-generator,
 * ADR 0032). A step with a window sits on its day with the window in the description; a deadline (the window's last day)
 * gets a reminder a week before; a window opening on a day no other step marks gets its own event
 * `<report>-<step>-opens@jipsa`. A ticked step's events read "✓ … (완료)" and remind no more. The kept plans'
 * deadlines follow as events `<report>-<plan>-<code>@jipsa`, each with a reminder a week before.
 */
export function checklistCalendar({
  reportId,
  steps,
  doneCodes = new Set(),
  plans = [],
  updatedAt,
  reportUrl,
}: ChecklistCalendarInput): string {
  const calendar = ical({
    name: '집사 계약 체크리스트',
    prodId: { company: 'jipsa', product: 'contract-checklist', language: 'KO' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const eventDays = new Set(steps.map((step) => step.dueDate));
  const opensOnItsOwnDay = (step: ContractStep) =>
    step.window !== undefined && step.window.from !== step.dueDate && !eventDays.has(step.window.from);
  for (const step of steps) {
    if (step.dueDate === null) continue;
    const done = doneCodes.has(step.code);
    const title = opensOnItsOwnDay(step) ? CALENDAR_COPY.windowCloses(step.title) : step.title;
    const lines = [
      step.detail,
      ...(step.window ? [`기간: ${step.window.from} ~ ${step.window.to}`] : []),
      ...(step.condition ? [`조건: ${step.condition}`] : []),
      `근거: ${step.source}`,
    ];
    const event = calendar.createEvent({
      id: `${reportId}-${step.code}@jipsa`,
      start: utcMidnight(step.dueDate),
      allDay: true,
      stamp: updatedAt,
      summary: done ? CALENDAR_COPY.done(title) : title,
      description: lines.join('\n'),
      ...(reportUrl ? { url: reportUrl } : {}),
    });
    const isDeadline = step.window !== undefined && step.window.to === step.dueDate;
    // A ticked step needs no reminder.
    if (isDeadline && !done)
      event.createAlarm({ type: ICalAlarmType.display, trigger: ALARM_BEFORE_SECONDS, description: step.title });
    if (!opensOnItsOwnDay(step) || !step.window) continue;
    // A window that opens on a day no other step marks (the 갱신요구 window, issue 50) gets its opening as an event
    // too: the close alone tells the person too late that they could have asked months before.
    const opening = calendar.createEvent({
      id: `${reportId}-${step.code}-opens@jipsa`,
      start: utcMidnight(step.window.from),
      allDay: true,
      stamp: updatedAt,
      summary: done ? CALENDAR_COPY.done(CALENDAR_COPY.windowOpens(step.title)) : CALENDAR_COPY.windowOpens(step.title),
      description: lines.join('\n'),
      ...(reportUrl ? { url: reportUrl } : {}),
    });
    if (!done)
      opening.createAlarm({
        type: ICalAlarmType.display,
        trigger: ALARM_BEFORE_SECONDS,
        description: CALENDAR_COPY.windowOpens(step.title),
      });
  }
  for (const { uidPart, deadline } of plans.flatMap((group) =>
    group.deadlines.map((each) => ({ uidPart: group.uidPart, deadline: each })),
  )) {
    if (deadline.passed) continue;
    const event = calendar.createEvent({
      id: `${reportId}-${uidPart}-${deadline.code}@jipsa`,
      start: utcMidnight(deadline.date),
      allDay: true,
      stamp: updatedAt,
      summary: deadline.title,
      description: [deadline.detail, `근거: ${deadline.source}`].join('\n'),
      ...(reportUrl ? { url: reportUrl } : {}),
    });
    event.createAlarm({ type: ICalAlarmType.display, trigger: ALARM_BEFORE_SECONDS, description: deadline.title });
  }
  return calendar.toString();
}
