import { toMajorUnits } from '../../shared/invoices/money';
import { familyVisibleStatuses } from '../../shared/invoices/invoice-statuses';
import type { Role } from '../../shared/roles';
import { defaultTopicStatus } from '../../shared/topic-statuses';
import { findSubjectNames, findTopicNames } from '../entities/curriculum-entity';
import {
  billedLessonOf,
  isLessonLine,
  familyInvoices as invoicesOfFamily,
  invoiceHeaderOf,
  type InvoiceRecord,
} from '../entities/invoice-entity';
import { lessonDetailsOf, lessonsBetween, type LessonRecord } from '../entities/lesson-entity';
import { liveNotifications, unreadNotificationIds } from '../entities/notification-entity';
import {
  readStatusChanges,
  readTopicProgress,
  type StatusChangeItem,
  type TopicProgressItem,
} from '../entities/progress-entity';
import type { SchoolProfileRecord } from '../entities/school-profile-entity';
import { getStudentsByIds, type StudentRecord } from '../entities/student-entity';
import { findUsersById, type UserRecord } from '../entities/user-entity';
import { auditEntriesAbout } from './family-audit-entries';
import {
  familyExportFormatVersion,
  type ExportedInvoice,
  type ExportedLesson,
  type ExportedStudent,
  type ExportedTopicProgress,
  type FamilyExportDocument,
} from './family-export-document';

/** Every lesson a child ever had: the student index's sort key starts with the lesson's ISO start. */
const allTime = ['0000', '9999'] as const;

/** What one child's partition and lesson index hold, read with two Queries and one more (all paged). */
interface ChildRecords {
  student: StudentRecord;
  progress: TopicProgressItem[];
  history: StatusChangeItem[];
  lessons: LessonRecord[];
}

async function childRecords(student: StudentRecord): Promise<ChildRecords> {
  const [progress, history, lessons] = await Promise.all([
    readTopicProgress(student.id),
    readStatusChanges(student.id),
    lessonsBetween({ studentId: student.id }, ...allTime),
  ]);
  return { student, progress, history, lessons };
}

/** Names of the subjects, topics and accounts the records point at: one BatchGetItem per kind. */
interface Names {
  subjects: Map<string, string>;
  topics: Map<string, string>;
  accounts: Map<string, UserRecord>;
}

async function namesFor(children: readonly ChildRecords[]): Promise<Names> {
  const subjectIds = new Set<string>();
  const topicIds = new Set<string>();
  const accountIds = new Set<string>();
  for (const child of children) {
    child.student.subjects.forEach((id) => subjectIds.add(id));
    child.student.teacherIds.forEach((id) => accountIds.add(id));
    for (const topic of child.progress) {
      subjectIds.add(topic.subjectId);
      topicIds.add(topic.topicId);
    }
    for (const change of child.history) if (change.changedById) accountIds.add(change.changedById);
  }
  const [subjects, topics, accounts] = await Promise.all([
    findSubjectNames(subjectIds),
    findTopicNames(topicIds),
    findUsersById([...accountIds]),
  ]);
  return { subjects, topics, accounts };
}

/** Who made a status change, as the account is now (as the progress history shows it). */
function changerOf(
  change: StatusChangeItem,
  accounts: Names['accounts'],
): { changedBy: string; changedByRole: Role | null } {
  if (change.changedById === undefined) return { changedBy: change.changedBy ?? '', changedByRole: null };
  const account = accounts.get(change.changedById);
  return account
    ? { changedBy: account.name, changedByRole: account.role }
    : { changedBy: 'Former account', changedByRole: null };
}

function progressOf(child: ChildRecords, names: Names): ExportedTopicProgress[] {
  const historyByTopic = new Map<string, ExportedTopicProgress['history']>();
  // The history's sort key is `HISTORY#<topic>#<time>`: the Query answers each topic's changes oldest first.
  for (const change of child.history) {
    const entries = historyByTopic.get(change.topicId) ?? [];
    entries.push({
      status: change.status,
      changedAt: change.changedAt,
      ...changerOf(change, names.accounts),
    });
    historyByTopic.set(change.topicId, entries);
  }
  return child.progress.map((topic) => ({
    subjectId: topic.subjectId,
    subjectName: names.subjects.get(topic.subjectId) ?? '',
    unitId: topic.unitId,
    topicId: topic.topicId,
    topicName: names.topics.get(topic.topicId) ?? '',
    status: topic.status ?? defaultTopicStatus,
    note: topic.note ?? '',
    updatedAt: topic.updatedAt,
    history: historyByTopic.get(topic.topicId) ?? [],
  }));
}

/** A teacher's email is staff's own contact detail, which families do not see in the app either. */
function lessonOf(lesson: LessonRecord): ExportedLesson {
  return {
    id: lesson.id,
    subjectName: lesson.subjectName,
    teacherName: lesson.teacherName,
    ...lessonDetailsOf(lesson),
    recurring: Boolean(lesson.recurringLessonId),
    invoiceId: lesson.invoiceId ?? null,
  };
}

function studentOf(child: ChildRecords, names: Names): ExportedStudent {
  const { student } = child;
  return {
    id: student.id,
    name: student.name,
    grade: student.grade,
    createdAt: student.createdAt,
    updatedAt: student.updatedAt,
    subjects: student.subjects.map((id) => ({ id, name: names.subjects.get(id) ?? '' })),
    teachers: student.teacherIds.map((id) => ({
      id,
      name: names.accounts.get(id)?.name ?? 'Former account',
    })),
    progress: progressOf(child, names),
    lessons: child.lessons.map(lessonOf),
  };
}

/** The zip's path of an invoice's PDF; the number is the school's own (`INV-2026-0007`). */
export const invoicePdfPath = (invoice: Pick<InvoiceRecord, 'invoiceNumber'>) =>
  `invoices/${invoice.invoiceNumber.replace(/[^\w.-]/g, '_')}.pdf`;

/** Who recorded a payment or voided the invoice is left out: staff's names are not the family's data. */
function invoiceOf(invoice: InvoiceRecord): ExportedInvoice {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    studentId: invoice.studentId,
    studentName: invoice.studentName,
    ...invoiceHeaderOf(invoice),
    sentAt: invoice.sentAt ?? null,
    paidAt: invoice.paidAt ?? null,
    voidedAt: invoice.voidedAt ?? null,
    voidReason: invoice.voidReason ?? null,
    subtotal: toMajorUnits(invoice.subtotalMinor),
    taxRatePercent: invoice.taxRatePercent,
    tax: toMajorUnits(invoice.taxMinor),
    total: toMajorUnits(invoice.totalMinor),
    notes: invoice.notes,
    items: invoice.lines.map((line) =>
      isLessonLine(line)
        ? {
            ...billedLessonOf(line),
            durationMinutes: line.durationMinutes,
            rate: toMajorUnits(line.rateMinor),
            amount: toMajorUnits(line.amountMinor),
          }
        : { kind: line.kind, description: line.description, amount: toMajorUnits(line.amountMinor) },
    ),
    payments: (invoice.payments ?? []).map((payment) => ({
      id: payment.id,
      amount: toMajorUnits(payment.amountMinor),
      date: payment.date,
      method: payment.method,
      reference: payment.reference,
    })),
    pdf: invoicePdfPath(invoice),
  };
}

/** The invoices sent to the family (drafts are the school's work in progress, which families never see). */
export async function familyInvoices(familyId: string): Promise<InvoiceRecord[]> {
  const invoices = await invoicesOfFamily(familyId);
  return invoices.filter((invoice) => familyVisibleStatuses.includes(invoice.status));
}

async function notificationsOf(familyId: string, now: Date) {
  const [items, unread] = await Promise.all([
    liveNotifications(familyId, now),
    unreadNotificationIds(familyId, now),
  ]);
  return items.map((notification) => ({
    id: notification.id,
    kind: notification.kind,
    title: notification.title,
    body: notification.body,
    createdAt: notification.createdAt,
    read: !unread.has(notification.id),
  }));
}

/**
 * Everything the school holds about one family (data.json's shape,
 * family-export-document.ts): every read is a GetItem, a BatchGetItem or a
 * paged Query of the family's own partitions, so nothing of another family
 * can be in it.
 */
export async function familyExportDocument(
  family: UserRecord,
  invoices: readonly InvoiceRecord[],
  school: { name: string; profile: SchoolProfileRecord },
  now: Date,
): Promise<FamilyExportDocument> {
  const [students, notifications, auditEntries] = await Promise.all([
    getStudentsByIds(family.children),
    notificationsOf(family.id, now),
    auditEntriesAbout({
      familyId: family.id,
      studentIds: family.children,
      invoiceIds: invoices.map((invoice) => invoice.id),
    }),
  ]);
  const children = await Promise.all(students.sort((a, b) => a.name.localeCompare(b.name)).map(childRecords));
  const names = await namesFor(children);
  return {
    formatVersion: familyExportFormatVersion,
    exportedAt: now.toISOString(),
    school: {
      name: school.name,
      dataContactName: school.profile.dataContactName,
      dataContactEmail: school.profile.dataContactEmail || school.profile.contactEmail,
    },
    account: {
      id: family.id,
      name: family.name,
      email: family.email,
      phone: family.phone ?? '',
      role: family.role,
      status: family.accountStatus ?? 'active',
      createdAt: family.createdAt,
      updatedAt: family.updatedAt,
      emailPreferences: {
        on: [...(family.emailChoices?.on ?? [])],
        off: [...(family.emailChoices?.off ?? [])],
      },
    },
    students: children.map((child) => studentOf(child, names)),
    invoices: invoices.map(invoiceOf),
    notifications,
    auditEntries,
  };
}
