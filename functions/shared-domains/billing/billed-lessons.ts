import { invoiceStatusLabels, itemsEditable } from '../../../shared/invoices/invoice-statuses';
import type { LessonStatus } from '../../../shared/lesson-statuses';
import {
  findInvoice,
  withTotals,
  isLessonLine,
  type InvoiceLineRecord,
  type InvoiceRecord,
} from '../../entities/invoice-entity';
import type { LessonRecord } from '../../entities/lesson-entity';
import { conflict } from '../../platform/http-errors';
import { billsCancellation } from '../../../shared/lessons/lesson-cancellation';
import { invoiceChangeWrites, revise } from './invoice-change';
import { inPeriod, lineFor } from './invoice-lines';
import type { EntityWrite } from '../../platform/table/table-write';

/**
 * Billed work stays billed: a lesson on a sent, paid or overdue invoice
 * cannot be canceled, deleted, moved, reassigned or put back to an earlier
 * status (409 naming the invoice), while a lesson on a draft may change and the draft follows it
 * in the same transaction. The invoice write is guarded by the revision
 * read, so an invoice sent while the lesson is being edited cancels the
 * edit instead of billing a lesson that changed.
 */

/** A change to one lesson; `after` is absent when the lesson is deleted. */
export interface LessonChange {
  before: LessonRecord;
  after?: LessonRecord;
}

/** What a change does to what an invoice bills, in the words of the refusal; undefined when nothing billed changes. */
type BillingEffect =
  'deleted' | 'canceled' | 'waived' | 'reassigned' | 'moved' | `marked ${LessonStatus}` | 'relabelled';

/**
 * A lesson goes pending, then confirmed, then completed as it takes place:
 * an invoice may bill it before it happened, so going on along that path
 * leaves the bill true, while going back (a completed lesson pending again)
 * would leave a sent invoice billing a lesson that no longer says it was held.
 */
const statusOrder: Record<LessonStatus, number> = { pending: 0, confirmed: 1, completed: 2, canceled: -1 };
const goesBack = (before: LessonStatus, after: LessonStatus) =>
  before !== after && !(statusOrder[after] > statusOrder[before] && statusOrder[before] >= 0);

function effectOf({ before, after }: LessonChange): BillingEffect | undefined {
  if (!after) return 'deleted';
  if (after.status === 'canceled' && before.status !== 'canceled') return 'canceled';
  // A late cancellation's charge waived: the line bills nothing any more (docs/lesson-policy.md#waivers).
  if (billsCancellation(before) && !billsCancellation(after)) return 'waived';
  if (after.studentId !== before.studentId || after.teacherId !== before.teacherId) return 'reassigned';
  const moved =
    after.startTime !== before.startTime ||
    after.endTime !== before.endTime ||
    after.timezone !== before.timezone;
  if (moved) return 'moved';
  if (goesBack(before.status, after.status)) return `marked ${after.status}`;
  // Attendance only labels a line ("(late)"): a draft's line follows it, a sent invoice keeps its snapshot.
  if (
    after.subjectName !== before.subjectName ||
    after.teacherName !== before.teacherName ||
    after.attendance !== before.attendance
  )
    return 'relabelled';
  return undefined;
}

/** A sent invoice keeps its lines as billed (a snapshot): only a new subject or teacher name leaves it untouched. */
const changesBill = (effect: BillingEffect | undefined) => effect !== undefined && effect !== 'relabelled';

/**
 * The invoices billing the lessons these changes affect, each read once
 * (consistently); a lesson on no invoice costs nothing here.
 */
export async function invoicesBilling(changes: readonly LessonChange[]): Promise<Map<string, InvoiceRecord>> {
  const ids = new Set(
    changes.filter((change) => change.before.invoiceId && effectOf(change)).map((c) => c.before.invoiceId!),
  );
  const invoices = await Promise.all([...ids].map(findInvoice));
  return new Map(invoices.filter((invoice) => invoice !== undefined).map((invoice) => [invoice.id, invoice]));
}

const describeInvoice = (invoice: InvoiceRecord) =>
  `${invoice.invoiceNumber} (${invoiceStatusLabels[invoice.status].toLowerCase()})`;

function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

interface LockedLesson {
  effect: BillingEffect;
  invoice: InvoiceRecord;
}

/** The 409's words: the invoice(s) by number and status, what cannot be done, and how to do it anyway. */
function lockedRefusal(locked: readonly LockedLesson[], changeCount: number) {
  const invoices = [...new Map(locked.map(({ invoice }) => [invoice.id, invoice])).values()];
  const where = `${invoices.length === 1 ? 'invoice' : 'invoices'} ${listed(invoices.map(describeInvoice))}`;
  const what = locked[0]!.effect;
  const saveFirst = `save ${invoices.length === 1 ? 'the invoice' : 'those invoices'} as a draft first`;
  if (changeCount === 1)
    return conflict(`This lesson is billed on ${where} and cannot be ${what}. To change it, ${saveFirst}.`);
  const count = locked.length;
  return conflict(
    `${count} of these lessons ${count === 1 ? 'is' : 'are'} billed on ${where} and cannot be ${what}. ` +
      `To change ${count === 1 ? 'it' : 'them'}, ${saveFirst}. Nothing was changed.`,
  );
}

export interface BillingPlan {
  /** Each change's lesson as it is to be stored (off its draft when it leaves it); absent when deleted. */
  lessons: (LessonRecord | undefined)[];
  /** The drafts whose lines change, as they will be once the writes commit. */
  drafts: InvoiceRecord[];
  /** The drafts' writes (invoice guarded by its revision, list rows, stats), for the lessons' transaction. */
  writes: EntityWrite[];
}

/**
 * A lesson leaves its draft when it is deleted, canceled (free), given to another
 * student or moved out of the invoice's period (it can then be billed on the
 * invoice of its new period); otherwise its line follows it, at the line's rate.
 */
function leavesDraft(after: LessonRecord, invoice: InvoiceRecord): boolean {
  // A charged late cancellation stays, its line now billing the charge (docs/lesson-policy.md#billing).
  const canceledFree = after.status === 'canceled' && !billsCancellation(after);
  return canceledFree || after.studentId !== invoice.studentId || !inPeriod(after, invoice);
}

type DraftLines = Map<string, InvoiceRecord['lines']>;

/** Leaves or updates the draft's lines (collected in `lines` by invoice id); answers the lesson to store. */
function followDraft(change: LessonChange, invoice: InvoiceRecord, lines: DraftLines) {
  const { before, after } = change;
  const current = lines.get(invoice.id) ?? invoice.lines;
  if (after && !leavesDraft(after, invoice)) {
    const follow = (line: InvoiceLineRecord) =>
      isLessonLine(line) && line.lessonId === before.id
        ? lineFor(after, line.rateMinor, line.id, line.rateSource)
        : line;
    lines.set(invoice.id, current.map(follow));
    return after;
  }
  lines.set(
    invoice.id,
    current.filter((line) => !isLessonLine(line) || line.lessonId !== before.id),
  );
  if (!after) return undefined;
  const { invoiceId: _left, ...unbilled } = after;
  return unbilled;
}

/**
 * What the changes do to the invoices billing their lessons (read with
 * invoicesBilling): a 409 when one would alter a lesson of a sent, paid or
 * overdue invoice, else the lessons to store and the drafts' writes.
 */
export function planBilling(
  changes: readonly LessonChange[],
  invoices: ReadonlyMap<string, InvoiceRecord>,
  now = new Date(),
): BillingPlan {
  const locked: LockedLesson[] = [];
  const lines: DraftLines = new Map();
  const lessons = changes.map((change) => {
    const { before, after } = change;
    const effect = effectOf(change);
    const invoice = before.invoiceId ? invoices.get(before.invoiceId) : undefined;
    if (!effect || !invoice) return after;
    if (!itemsEditable(invoice.status)) {
      if (changesBill(effect)) locked.push({ effect, invoice });
      return after;
    }
    // A draft's line holds no status: it stays as it is.
    if (effect.startsWith('marked ')) return after;
    return followDraft(change, invoice, lines);
  });
  if (locked.length > 0) throw lockedRefusal(locked, changes.length);
  const drafts = [...lines].map(([invoiceId, next]) =>
    withTotals(revise(invoices.get(invoiceId)!, { lines: next }, now)),
  );
  return {
    lessons,
    drafts,
    writes: drafts.flatMap((draft) => invoiceChangeWrites(invoices.get(draft.id), draft)),
  };
}

/**
 * Why a lesson's transaction was refused by its draft's guard (the invoice
 * was edited, sent or deleted since it was read): read again, a sent invoice
 * is named as if it had been sent first; otherwise the caller should retry.
 */
export async function billingRefusalAfterRace(changes: readonly LessonChange[]): Promise<Error> {
  try {
    planBilling(changes, await invoicesBilling(changes));
  } catch (refusal) {
    return refusal as Error;
  }
  return conflict('The invoice billing this lesson was changed meanwhile. Please reload and try again.');
}
