import { CalendarPlus } from 'lucide-react';
import type { Student } from '../../../../shared/schemas/student-schemas';
import { useOpenMakeUpCredits } from '../../api/make-up-credits-query';
import { ButtonLink } from '../../components/button-link';
import { Modal } from '../../components/modal';
import { RetryAlert } from '../../components/retry-alert';
import { Spinner } from '../../components/spinner';
import { makeUpCreditOrigin } from '../../lib/make-up-credit-origin';
import { calendarDateText } from '../../lib/make-up-credit-text';
import { studentDisplayName } from '../../lib/student-display-name';
import { makeUpBookingPath } from '../../screens';

/**
 * A student's make-up credits still to use (docs/lesson-policy.md#make-up-credits), soonest to expire
 * first, each with "Book make-up": Lesson Booking's form on that student with the credit preset.
 */
export function MakeUpCreditsDialog({ student, onClose }: { student: Student | null; onClose: () => void }) {
  return (
    <Modal
      open={student !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={student ? `Make-up credits: ${studentDisplayName(student)}` : 'Make-up credits'}
      description="A free cancellation by the family, or any by the school, gives one. A make-up lesson booked with it is not billed."
    >
      {student ? <OpenCredits studentId={student._id} /> : null}
    </Modal>
  );
}

function OpenCredits({ studentId }: { studentId: string }) {
  const credits = useOpenMakeUpCredits(studentId);
  if (credits.isPending)
    return (
      <div className="flex justify-center py-6 text-brand-700">
        <Spinner label="Loading make-up credits" />
      </div>
    );
  if (credits.isError)
    return (
      <RetryAlert
        message="Failed to load the make-up credits"
        onRetry={() => void credits.refetch()}
        retrying={credits.isFetching}
      />
    );
  if (credits.data.length === 0) return <p className="text-sm text-slate-600">No make-up credits to use.</p>;
  return (
    <ul className="divide-y divide-slate-200" aria-label="Make-up credits to use">
      {credits.data.map((credit) => (
        <li key={credit._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold break-words text-slate-900">{makeUpCreditOrigin(credit)}</p>
            <p className="text-sm text-slate-600">Expires {calendarDateText(credit.expiresOn)}</p>
          </div>
          <ButtonLink size="sm" to={makeUpBookingPath(studentId, credit._id)}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            Book make-up
            <span className="sr-only"> for the {makeUpCreditOrigin(credit)}</span>
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
