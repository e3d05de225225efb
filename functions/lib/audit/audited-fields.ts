import type { LessonRecord } from '../entities/lesson-entity';
import type { StudentRecord } from '../entities/student-entity';

/**
 * Which fields of a record an entry shows (auditPut keeps those that changed).
 * Ids rather than the copies of other records' names a record carries: the
 * screen names people as they are now, and a name copied into the log would
 * outlive the person's erasure in more places.
 */
export const auditedStudentFields = (student: Pick<StudentRecord, 'name' | 'grade' | 'parentId' | 'subjects'>) => ({
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
  timezone: lesson.timezone,
  status: lesson.status,
  notes: lesson.notes,
  meetingLink: lesson.meetingLink,
  ...(lesson.recurringLessonId ? { recurringLessonId: lesson.recurringLessonId } : {}),
  ...(lesson.invoiceId ? { invoiceId: lesson.invoiceId } : {}),
});
