import { isLessonLine, type InvoiceRecord } from '../../entities/invoice-entity';
import type { LessonRecord } from '../../entities/lesson-entity';
import type { StudentRecord } from '../../entities/student-entity';

/**
 * Which fields of a record an entry shows (auditPut keeps those that changed).
 * Ids rather than the copies of other records' names a record carries: the
 * screen names people as they are now, and a name copied into the log would
 * outlive the person's erasure in more places.
 */
export const auditedStudentFields = (
  student: Pick<StudentRecord, 'name' | 'grade' | 'parentId' | 'subjects'>,
) => ({
  name: student.name,
  grade: student.grade,
  parentId: student.parentId,
  subjects: student.subjects,
});

export const auditedLessonFields = (lesson: LessonRecord) => ({
  studentId: lesson.studentId,
  teacherId: lesson.teacherId,
  subject: lesson.subject,
  startTime: lesson.startTime,
  endTime: lesson.endTime,
  timezone: lesson.timezone,
  status: lesson.status,
  ...(lesson.attendance ? { attendance: lesson.attendance } : {}),
  notes: lesson.notes,
  meetingLink: lesson.meetingLink,
  ...(lesson.recurringLessonId ? { recurringLessonId: lesson.recurringLessonId } : {}),
  ...(lesson.invoiceId ? { invoiceId: lesson.invoiceId } : {}),
});

/** An invoice's terms and money; its lines by lesson and rate, its payments without who typed them in. */
export const auditedInvoiceFields = (invoice: InvoiceRecord) => ({
  invoiceNumber: invoice.invoiceNumber,
  studentId: invoice.studentId,
  parentId: invoice.parentId,
  status: invoice.status,
  currency: invoice.currency,
  startDate: invoice.startDate,
  endDate: invoice.endDate,
  dueDate: invoice.dueDate,
  lines: invoice.lines.map((line) =>
    isLessonLine(line)
      ? { lessonId: line.lessonId, rateMinor: line.rateMinor, amountMinor: line.amountMinor }
      : { kind: line.kind, description: line.description, amountMinor: line.amountMinor },
  ),
  taxRatePercent: invoice.taxRatePercent,
  totalMinor: invoice.totalMinor,
  notes: invoice.notes,
  payments: (invoice.payments ?? []).map((payment) => ({
    id: payment.id,
    amountMinor: payment.amountMinor,
    date: payment.date,
    method: payment.method,
    reference: payment.reference,
  })),
  ...(invoice.voidReason !== undefined ? { voidReason: invoice.voidReason } : {}),
  ...(invoice.creditedMinor ? { creditedMinor: invoice.creditedMinor } : {}),
  ...(invoice.creditedToFamilyMinor ? { creditedToFamilyMinor: invoice.creditedToFamilyMinor } : {}),
  ...(invoice.creditNotes?.length ? { creditNotes: invoice.creditNotes.map((note) => note.number) } : {}),
});
