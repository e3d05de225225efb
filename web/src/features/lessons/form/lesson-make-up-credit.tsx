import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useOpenMakeUpCredits } from '../../../api/make-up-credits-query';
import { makeUpCreditOrigin } from '../../../lib/make-up-credit-origin';
import { calendarDateText } from '../../../lib/make-up-credit-text';
import { Alert } from '../../../components/alert';
import type { LessonFormValues } from './lesson-form-model';

/**
 * The booking form's make-up credit (docs/lesson-policy.md#make-up-credits): which canceled lesson it
 * makes up for and until when, and that the lesson is not billed. The credit is the student's: choosing
 * another student drops it, and a credit used or expired since the link was made is said and dropped,
 * so the booking is then an ordinary one and nobody is told it is free when it is not.
 */
export function LessonMakeUpCredit({
  form,
  studentId,
  creditStudentId,
  subjectIds,
}: {
  form: UseFormReturn<LessonFormValues>;
  studentId: string;
  /** The student the credit belongs to. */
  creditStudentId: string;
  /** The chosen student's subjects the form offers. */
  subjectIds: readonly string[];
}) {
  const creditId = form.watch('makeUpCreditId');
  const credits = useOpenMakeUpCredits(creditStudentId);
  const credit = credits.data?.find((open) => open._id === creditId);
  const gone = Boolean(creditId) && credits.isSuccess && !credit;
  const otherStudent = studentId !== creditStudentId;

  useEffect(() => {
    if (creditId && (gone || otherStudent)) form.setValue('makeUpCreditId', '');
  }, [creditId, form, gone, otherStudent]);

  // The make-up is for the canceled lesson's subject, unless someone already chose one.
  const subject = credit?.subject;
  const subjectOffered = Boolean(subject) && subjectIds.includes(subject!);
  useEffect(() => {
    if (subject && subjectOffered && !form.getValues('subject')) form.setValue('subject', subject);
  }, [form, subject, subjectOffered]);

  if (gone && !otherStudent)
    return (
      <Alert tone="warning" title="This make-up credit is no longer available">
        It has been used or has expired: this booking is an ordinary lesson and is billed as usual.
      </Alert>
    );
  if (!creditId || otherStudent) return null;
  if (credits.isError)
    return (
      <Alert tone="warning" title="Make-up lesson">
        The credit’s details could not be loaded; booking still uses it, and the lesson is not billed.
      </Alert>
    );
  return (
    <Alert tone="info" title="Make-up lesson">
      {credit ? (
        <>
          For the {makeUpCreditOrigin(credit)}. The credit is used by this booking (it expires{' '}
          {calendarDateText(credit.expiresOn)}), and the lesson is not billed.
        </>
      ) : (
        'Loading the make-up credit…'
      )}
    </Alert>
  );
}
