import { useEffect } from 'react';
import { useAddressParams } from '../../../lib/use-address-params';
import { makeUpBookingParams } from '../../../screens';
import { withParams } from '../lesson-url-state';
import type { LessonDialog } from './lesson-dialog';

/**
 * "Book make-up" on Student Management links here (`makeUpBookingPath`): the page opens the booking
 * form on that student with the credit preset, then forgets the link's parameters so that a reload or
 * Back does not open the form again. Only staff book: for anyone else the parameters are just dropped.
 */
export function useMakeUpBookingLink(canBook: boolean, open: (dialog: LessonDialog) => void) {
  const [searchParams, setSearchParams] = useAddressParams();
  const studentId = searchParams.get(makeUpBookingParams.student);
  const creditId = searchParams.get(makeUpBookingParams.credit);
  useEffect(() => {
    if (!studentId || !creditId) return;
    if (canBook) open({ kind: 'form', mode: 'book', makeUp: { studentId, creditId } });
    setSearchParams(
      (current) =>
        withParams(current, { [makeUpBookingParams.student]: null, [makeUpBookingParams.credit]: null }),
      { replace: true },
    );
  }, [canBook, creditId, open, setSearchParams, studentId]);
}
