import { formatMoney, currencies, type Currency } from '../../../../shared/invoices/money';
import type { AuditEntry } from '../../../../shared/schemas/audit-schemas';

/**
 * An audit entry as people read it (issue 40): the record by its name or
 * number, one line saying what changed, and each field before and after with
 * names for ids, amounts in money and times on the school's clock, instead of
 * ids and JSON. The names come with the entry (`names`, as the records are now).
 */

/** What a field is called on screen; any other field is its name in words ("dueDate": "Due date"). */
const fieldLabels: Record<string, string> = {
  parentId: 'Family',
  teacherId: 'Teacher',
  studentId: 'Student',
  userId: 'Account',
  recipientUserId: 'Recipient',
  children: 'Children',
  students: 'Students',
  subject: 'Subject',
  subjects: 'Subjects',
  invoiceId: 'Invoice',
  lessonId: 'Lesson',
  startTime: 'Start',
  endTime: 'End',
  totalMinor: 'Total',
  amountMinor: 'Amount',
  rateMinor: 'Rate',
  creditedMinor: 'Credited',
  taxRatePercent: 'VAT rate (%)',
  recurringLessonId: 'Series',
  meetingLink: 'Meeting link',
  signIn: 'Sign-in',
};

export function fieldLabel(name: string): string {
  const known = fieldLabels[name];
  if (known) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const idPattern = /^[0-9a-f]{24}$/;
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

let instantFormat: Intl.DateTimeFormat | undefined;
/** "3 Mar 2026, 10:00" on the school's clock. */
function instantText(value: string): string {
  instantFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return instantFormat.format(new Date(value));
}

/** The entry's currency, from either side (an invoice's or a payment's), for its amounts in minor units. */
function currencyOf(entry: AuditEntry): Currency | undefined {
  const value = entry.after?.currency ?? entry.before?.currency;
  return currencies.find((currency) => currency === value);
}

function amountText(minor: number, currency: Currency | undefined): string {
  return currency ? formatMoney(minor / 100, currency) : (minor / 100).toFixed(2);
}

const nameOf = (entry: AuditEntry, id: string) => entry.names?.[id] ?? 'a removed record';

/** One value in words: ids named, amounts as money, instants as dates, lists joined, objects field by field. */
export function valueText(entry: AuditEntry, field: string, value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return field.endsWith('Minor') ? amountText(value, currencyOf(entry)) : String(value);
  if (typeof value === 'string') {
    if (value === '') return '(empty)';
    if (idPattern.test(value)) return nameOf(entry, value);
    if (instantPattern.test(value)) return instantText(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)';
    return value.map((item) => valueText(entry, field, item)).join('; ');
  }
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== 'id')
      .map(([key, inner]) => `${fieldLabel(key)} ${valueText(entry, key, inner)}`)
      .join(', ');
  return String(value);
}

export interface FieldChange {
  field: string;
  label: string;
  /** Absent on a side the entry does not have (a creation has no before, a deletion no after). */
  before?: string;
  after?: string;
}

/** Every field the entry kept (auditPut keeps those that changed), before and after in words. */
export function fieldChanges(entry: AuditEntry): FieldChange[] {
  const names = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return names.map((field) => ({
    field,
    label: fieldLabel(field),
    ...(entry.before ? { before: valueText(entry, field, entry.before[field]) } : {}),
    ...(entry.after ? { after: valueText(entry, field, entry.after[field]) } : {}),
  }));
}

const settingNames: Record<string, string> = {
  'invoice-settings': 'Invoice settings',
};

/** The record in words: "Invoice INV-2026-0001", a person's or student's name, a lesson's subject, child and day. */
export function recordText(entry: AuditEntry): string {
  const name = entry.names?.[entry.targetId];
  switch (entry.targetType) {
    case 'invoice':
      return name ? `Invoice ${name}` : 'A deleted invoice';
    case 'lesson':
      return name ? `Lesson: ${name}` : 'A deleted lesson';
    case 'user':
      return name ?? 'A deleted account';
    case 'student':
      return name ?? 'A removed student';
    case 'subject':
      return name ? `Subject ${name}` : 'A deleted subject';
    case 'settings':
      return (
        settingNames[entry.targetId] ??
        fieldLabel(entry.targetId.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()))
      );
    case 'email':
      return 'An email';
    default:
      return name ?? `A ${entry.targetType}`;
  }
}

/** Longer than this, a field's before and after go in the details only; the summary names the field. */
const summaryValueLength = 60;

/** Kinds that make a record: their entry keeps only the record as made, and "Created" says it. */
const creations = /\.(create|createSeries|generate|issue|import)$/;

const isShort = (change: FieldChange) =>
  (change.before?.length ?? 0) + (change.after?.length ?? 0) <= summaryValueLength;

/** One line saying what changed: up to two fields with their values, else the fields' names. */
export function changeText(entry: AuditEntry): string {
  const changes = fieldChanges(entry);
  if (changes.length === 0)
    return entry.before && entry.after ? 'Saved without changes' : 'No field values kept';
  if (!entry.before && creations.test(entry.action)) return 'Created';
  if (!entry.after) return 'Removed';
  const short = changes.length <= 2 && changes.every(isShort);
  if (short)
    return changes
      .map((change) =>
        change.before === undefined
          ? `${change.label}: ${change.after}`
          : `${change.label}: ${change.before} → ${change.after}`,
      )
      .join('; ');
  const labels = changes.map((change) => change.label.toLowerCase());
  const verb = entry.before ? 'Changed' : 'Recorded';
  if (labels.length <= 3) return `${verb} ${joinWords(labels)}`;
  return `${verb} ${labels.slice(0, 2).join(', ')} and ${labels.length - 2} more`;
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
