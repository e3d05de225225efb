import type { PaymentMethod } from '../../shared/invoices/payment-methods';
import type { Role } from '../../shared/roles';
import type { TopicStatus } from '../../shared/topic-statuses';
import type { BilledLesson, InvoiceHeader } from '../entities/invoice-entity';
import type { LessonDetails } from '../entities/lesson-entity';

/**
 * The shape of a family export's data.json (docs/data-export.md describes
 * every field). Raise the version whenever a field changes meaning or goes
 * away; adding a field keeps it.
 *
 * What is left out on purpose: password hashes, session and token data,
 * other families' data, staff's own contact details (a teacher's email), and
 * who among staff recorded a payment. Everything the family may see in the
 * app about its children is in, notes included: a subject access request
 * gives the data subject their personal data.
 */
export const familyExportFormatVersion = 1;

export interface FamilyExportDocument {
  formatVersion: typeof familyExportFormatVersion;
  exportedAt: string;
  school: { name: string; dataContactName: string; dataContactEmail: string };
  account: ExportedAccount;
  students: ExportedStudent[];
  invoices: ExportedInvoice[];
  notifications: ExportedNotification[];
  /** The audit log's entries about the family's account and children (empty until the audit log exists). */
  auditEntries: ExportedAuditEntry[];
}

export interface ExportedAccount {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  /** 'active', or 'invited' / 'unverified' while the account cannot sign in yet. */
  status: string;
  createdAt: string;
  updatedAt: string;
  /** Email categories the account turned on or off; the rest follow their defaults. */
  emailPreferences: { on: string[]; off: string[] };
}

export interface ExportedStudent {
  id: string;
  name: string;
  grade: string;
  createdAt: string;
  updatedAt: string;
  subjects: { id: string; name: string }[];
  teachers: { id: string; name: string }[];
  progress: ExportedTopicProgress[];
  lessons: ExportedLesson[];
}

export interface ExportedTopicProgress {
  subjectId: string;
  subjectName: string;
  unitId: string;
  topicId: string;
  topicName: string;
  status: TopicStatus;
  note: string;
  updatedAt: string;
  /** Every status change, oldest first, with who made it as the account is now. */
  history: { status: TopicStatus; changedAt: string; changedBy: string; changedByRole: Role | null }[];
}

/** Its times, state, notes and meeting link are the lesson's as the app shows them (`lessonDetailsOf`). */
export interface ExportedLesson extends LessonDetails {
  id: string;
  subjectName: string;
  teacherName: string;
  recurring: boolean;
  invoiceId: string | null;
}

/** Its status, currency, period and dates are the invoice's as the app shows them (`invoiceHeaderOf`). */
export interface ExportedInvoice extends InvoiceHeader {
  id: string;
  invoiceNumber: string;
  studentId: string;
  studentName: string;
  sentAt: string | null;
  paidAt: string | null;
  /** When and why a void invoice was voided; null on any other. Who voided it (staff) is left out. */
  voidedAt: string | null;
  voidReason: string | null;
  /** Amounts in major units (pounds, dirhams) as shown on the invoice. */
  subtotal: number;
  taxRatePercent: number;
  tax: number;
  total: number;
  notes: string;
  /**
   * Each billed lesson as the invoice shows it (`billedLessonOf`), with its length and money;
   * a fee or discount (docs/invoice-lines.md) by its kind, description and amount.
   */
  items: (
    | (BilledLesson & { durationMinutes: number; rate: number; amount: number })
    | { kind: 'custom' | 'discount'; description: string; amount: number }
  )[];
  payments: { id: string; amount: number; date: string; method: PaymentMethod; reference: string }[];
  /** The invoice's PDF inside the zip. */
  pdf: string;
}

export interface ExportedNotification {
  id: string;
  kind: string;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
}

/** One audit log entry about the family, a child or an invoice; who among staff made it is given by role only. */
export interface ExportedAuditEntry {
  at: string;
  action: string;
  targetType: string;
  targetId: string;
  actorRole: Role;
  changedFields: string[];
  /** The changed fields' values (secrets redacted by the log itself); null once erased or not applicable. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
