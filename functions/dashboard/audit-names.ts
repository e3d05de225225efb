import type { AuditTargetType } from '../../shared/audit/audit-actions';
import { schoolToday, shortDate } from '../../shared/invoices/invoice-period';
import { listSubjectsByName } from '../entities/curriculum-entity';
import { findInvoices } from '../entities/invoice-entity';
import { findLessons } from '../entities/lesson-entity';
import { getStudentsByIds } from '../entities/student-entity';
import { findUsersById } from '../entities/user-entity';

/** What an entry says: its record and the fields before and after (values may be ids of other records). */
export interface NamedEntry {
  actorId: string;
  targetType: AuditTargetType;
  targetId: string;
  before?: Record<string, unknown> | undefined;
  after?: Record<string, unknown> | undefined;
}

type Kind = 'user' | 'student' | 'invoice' | 'lesson' | 'subject';

/** The fields whose values are ids of another record (audited-fields.ts and the services' entries). */
const idFields: Record<string, Kind> = {
  parentId: 'user',
  teacherId: 'user',
  userId: 'user',
  recipientUserId: 'user',
  children: 'student',
  students: 'student',
  studentId: 'student',
  subject: 'subject',
  subjects: 'subject',
  invoiceId: 'invoice',
  lessonId: 'lesson',
};

const targetKinds: Partial<Record<AuditTargetType, Kind>> = {
  user: 'user',
  student: 'student',
  invoice: 'invoice',
  lesson: 'lesson',
  subject: 'subject',
};

const idLike = /^[0-9a-f]{24}$/;

/** The ids an entry mentions, by kind: its record's and those in its id fields. */
function mentionedIds(entry: NamedEntry, into: Record<Kind, Set<string>>): void {
  const targetKind = targetKinds[entry.targetType];
  if (targetKind) into[targetKind].add(entry.targetId);
  into.user.add(entry.actorId);
  for (const side of [entry.before, entry.after])
    for (const [field, value] of Object.entries(side ?? {})) {
      const kind = idFields[field];
      if (!kind) continue;
      for (const id of Array.isArray(value) ? value : [value])
        if (typeof id === 'string' && idLike.test(id)) into[kind].add(id);
    }
}

/** "Maths, Amy A1, 3 Mar 2026" (the day on the school's calendar). */
const lessonName = (lesson: { subjectName: string; studentName: string; startTime: string }) =>
  [lesson.subjectName, lesson.studentName, shortDate(schoolToday(new Date(lesson.startTime)))]
    .filter(Boolean)
    .join(', ');

/** An empty set of ids for each kind of record an entry may mention. */
const noIds = (): Record<Kind, Set<string>> => ({
  user: new Set(),
  student: new Set(),
  invoice: new Set(),
  lesson: new Set(),
  subject: new Set(),
});

/**
 * The names, as they are now, of every record a page of entries mentions
 * (issue 40: the log shows names and invoice numbers, not ids), by id: one
 * BatchGetItem per kind of record mentioned, in parallel, and the subjects'
 * one Query when a subject is. A record gone since keeps no name: the screen
 * says so.
 */
export async function namesOf(entries: readonly NamedEntry[]): Promise<Map<string, string>> {
  const ids = noIds();
  for (const entry of entries) mentionedIds(entry, ids);
  const [users, students, invoices, lessons, subjects] = await Promise.all([
    findUsersById([...ids.user]),
    ids.student.size ? getStudentsByIds([...ids.student]) : [],
    ids.invoice.size ? findInvoices([...ids.invoice]) : [],
    ids.lesson.size ? findLessons([...ids.lesson]) : [],
    ids.subject.size ? listSubjectsByName() : [],
  ]);
  const names = new Map<string, string>();
  for (const [id, user] of users) names.set(id, user.name);
  for (const student of students) names.set(student.id, student.name);
  for (const invoice of invoices)
    names.set(invoice.id, invoice.invoiceNumber || `Draft invoice of ${invoice.studentName}`);
  for (const lesson of lessons) names.set(lesson.id, lessonName(lesson));
  for (const subject of subjects) if (ids.subject.has(subject.id)) names.set(subject.id, subject.name);
  return names;
}

/** The names of the records one entry mentions. */
export function namesForEntry(entry: NamedEntry, names: ReadonlyMap<string, string>): Record<string, string> {
  const ids = noIds();
  mentionedIds(entry, ids);
  const own: Record<string, string> = {};
  for (const set of Object.values(ids))
    for (const id of set) {
      const name = names.get(id);
      if (name !== undefined) own[id] = name;
    }
  return own;
}
