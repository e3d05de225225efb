import { useId, useState } from 'react';
import { formatMoney } from '../../../../../shared/invoices/money';
import {
  attendanceLabels,
  attendanceValues,
  hasStarted,
  type Attendance,
} from '../../../../../shared/lessons/lesson-attendance';
import { billsCancellation } from '../../../../../shared/lessons/lesson-cancellation';
import { familyRoles, staffAdminRoles, type Role } from '../../../../../shared/roles';
import type { FamilyCancelQuote } from '../../../../../shared/schemas/lesson-cancel-schemas';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { messageOf } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  useFamilyCancel,
  useFamilyCancelQuote,
  useRecordAttendance,
  useWaiveCharge,
} from './lesson-cancel-api';
import { lessonActionButton } from './more-actions-button';

export interface LessonCancelActionsProps {
  lesson: Lesson;
  user: { id: string; role: Role };
  lessonLabel: string;
}

/** An upcoming lesson still on: what a family may cancel (the API decides, docs/lesson-policy.md). */
export function isFamilyCancelable(lesson: Lesson, now = new Date()): boolean {
  return (lesson.status === 'pending' || lesson.status === 'confirmed') && !hasStarted(lesson.startTime, now);
}

/**
 * What the lesson policy lets each person do from a lesson's card or row
 * (docs/lesson-policy.md): the family cancels an upcoming lesson after
 * reading what it costs, staff waive a late cancellation charge, and staff or
 * the lesson's teacher record attendance once it has started.
 */
export function LessonCancelActions({ lesson, user, lessonLabel }: LessonCancelActionsProps) {
  const staff = staffAdminRoles.includes(user.role);
  const started = hasStarted(lesson.startTime, new Date());
  const family = familyRoles.includes(user.role) && isFamilyCancelable(lesson);
  const waivable = staff && billsCancellation(lesson);
  const attendance =
    (staff || (user.role === 'teacher' && lesson.teacher._id === user.id)) &&
    started &&
    lesson.status !== 'canceled';
  if (!family && !waivable && !attendance) return null;
  return (
    <div className="flex flex-wrap items-center justify-end gap-1">
      {attendance ? <AttendanceSelect lesson={lesson} lessonLabel={lessonLabel} /> : null}
      {family ? <FamilyCancelButton lesson={lesson} lessonLabel={lessonLabel} /> : null}
      {waivable ? <WaiveChargeButton lesson={lesson} lessonLabel={lessonLabel} /> : null}
    </div>
  );
}

/** The confirmation's words: free (with a make-up credit), or what the late cancellation costs. */
export function cancelQuoteMessage(quote: FamilyCancelQuote): string {
  if (!quote.late)
    return `Cancelling now is free: it is more than ${quote.noticeHours} hours before the lesson. ${
      quote.makeUpCredit ? 'Your child gets a make-up credit for another lesson.' : ''
    }`.trim();
  const notice = `This is a late cancellation: the school asks for ${quote.noticeHours} hours' notice.`;
  if (quote.charge.type === 'none') return `${notice} The school does not charge for it.`;
  const share = quote.charge.type === 'full' ? 'the full lesson' : `${quote.charge.percent}% of the lesson`;
  return `${notice} You will be charged ${share} (about ${formatMoney(quote.charge.amount, quote.charge.currency)}) on your next invoice.`;
}

/** A lesson card's button that opens its confirmation; screen readers hear which lesson it is for. */
function DialogTrigger(props: { label: string; lessonLabel: string; tone: string; onOpen: () => void }) {
  return (
    <button type="button" onClick={props.onOpen} className={`${lessonActionButton} ${props.tone}`}>
      {props.label}
      <span className="sr-only">: {props.lessonLabel}</span>
    </button>
  );
}

function FamilyCancelButton({ lesson, lessonLabel }: { lesson: Lesson; lessonLabel: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useFamilyCancel();
  // Not read while the cancellation is sent or once it is made: the refresh after it would ask again
  // about a lesson that is now canceled (a 409).
  const quote = useFamilyCancelQuote(lesson._id, open && !cancel.isPending && !cancel.isSuccess);
  const message = quote.data
    ? cancelQuoteMessage(quote.data)
    : quote.isError
      ? messageOf(quote.error, 'Could not read the cancellation policy.')
      : "Checking the school's cancellation policy…";
  return (
    <>
      <DialogTrigger
        label="Cancel lesson"
        lessonLabel={lessonLabel}
        tone="text-red-700 hover:bg-red-50 hover:text-red-800"
        onOpen={() => {
          cancel.reset();
          setOpen(true);
        }}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel this lesson?"
        message={message}
        confirmLabel={quote.data?.charge.percent ? 'Cancel and accept the charge' : 'Cancel lesson'}
        busy={quote.isPending || cancel.isPending}
        error={cancel.isError ? messageOf(cancel.error, 'The lesson could not be canceled.') : null}
        onConfirm={() => {
          if (!quote.data) return;
          cancel.mutate(
            { id: lesson._id, acceptLateCharge: quote.data.charge.percent > 0 },
            { onSuccess: () => setOpen(false) },
          );
        }}
      />
    </>
  );
}

function WaiveChargeButton({ lesson, lessonLabel }: { lesson: Lesson; lessonLabel: string }) {
  const [open, setOpen] = useState(false);
  const waive = useWaiveCharge();
  return (
    <>
      <DialogTrigger
        label="Waive charge"
        lessonLabel={lessonLabel}
        tone="text-brand-700 hover:bg-brand-50 hover:text-brand-800"
        onOpen={() => {
          waive.reset();
          setOpen(true);
        }}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Waive the late cancellation charge?"
        message={`The family canceled late and is charged ${lesson.lateChargePercent}% of the lesson. Waiving it takes the charge off a draft invoice; an invoice already sent needs a credit note instead.`}
        confirmLabel="Waive charge"
        confirmVariant="primary"
        busy={waive.isPending}
        error={waive.isError ? messageOf(waive.error, 'The charge could not be waived.') : null}
        onConfirm={() => waive.mutate(lesson._id, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}

function AttendanceSelect({ lesson, lessonLabel }: { lesson: Lesson; lessonLabel: string }) {
  const id = useId();
  const record = useRecordAttendance();
  return (
    <span className="inline-flex flex-col items-end">
      <label htmlFor={id} className="sr-only">
        Attendance: {lessonLabel}
      </label>
      <select
        id={id}
        value={lesson.attendance ?? ''}
        disabled={record.isPending}
        onChange={(event) => {
          if (event.target.value)
            record.mutate({ id: lesson._id, attendance: event.target.value as Attendance });
        }}
        className="h-9 rounded-control border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        <option value="" disabled>
          Attendance…
        </option>
        {attendanceValues.map((value) => (
          <option key={value} value={value}>
            {attendanceLabels[value]}
          </option>
        ))}
      </select>
      {record.isError ? (
        <span role="alert" className="text-xs text-red-700">
          {messageOf(record.error, 'Attendance was not saved.')}
        </span>
      ) : null}
    </span>
  );
}
