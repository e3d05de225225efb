import { UpdateItemCommand, type Condition, UpdateTransaction } from 'dynamodb-toolbox';
import {
  InvoiceEntity,
  invoiceKeys,
  invoicesIssuedBetween,
  listedInvoiceOf,
} from '../../entities/invoice-entity';
import { LessonEntity, lessonKeys, studentLessonsFrom } from '../../entities/lesson-entity';
import { studentPages } from '../../entities/student-entity';
import { writtenUnlessRefused } from '../../platform/table/condition-refused';
import { queryEntityPages } from '../../platform/table/entity-query';
import type { EntityWrite } from '../../platform/table/table-write';
import { isTransactionCancelled } from '../../platform/table/transaction-errors';
import { maxTransactionItems, writeTransaction } from '../../platform/table/write-transaction';

/** One transaction per this many items (DynamoDB's limit): a hundred times fewer requests than one each. */
const itemsPerTransaction = maxTransactionItems;

/**
 * An item given its export-index keys unless it has them already, only if it
 * still exists and has the value they were worked out from: one written
 * since (by code that sets them) or deleted meanwhile is left as it is.
 */
interface IndexKeysUpdate {
  /** As one write of a transaction of a hundred. */
  write: EntityWrite;
  /** On its own, when its hundred was refused. */
  send: () => Promise<unknown>;
}

const withoutIndexKeys = { attr: 'GSI4PK', exists: false } as const;

function lessonIndexKeys(lesson: { id: string; startTime: string }): IndexKeysUpdate {
  const changes = { id: lesson.id, ...lessonKeys.exportIndex(lesson) };
  const condition: Condition<typeof LessonEntity> = {
    and: [{ attr: 'id', exists: true }, withoutIndexKeys, { attr: 'startTime', eq: lesson.startTime }],
  };
  return {
    write: LessonEntity.build(UpdateTransaction).item(changes).options({ condition }),
    send: () => LessonEntity.build(UpdateItemCommand).item(changes).options({ condition }).send(),
  };
}

function invoiceIndexKeys(invoice: { invoiceId: string; createdAt: string }): IndexKeysUpdate {
  const id = invoice.invoiceId;
  const changes = { id, ...invoiceKeys.exportIndex({ id, createdAt: invoice.createdAt }) };
  const condition: Condition<typeof InvoiceEntity> = {
    and: [{ attr: 'id', exists: true }, withoutIndexKeys, { attr: 'createdAt', eq: invoice.createdAt }],
  };
  return {
    write: InvoiceEntity.build(UpdateTransaction).item(changes).options({ condition }),
    send: () => InvoiceEntity.build(UpdateItemCommand).item(changes).options({ condition }).send(),
  };
}

/**
 * A hundred at a time in one transaction; when one of them is refused (an
 * item changed or deleted meanwhile) that hundred goes one by one, the
 * refused ones skipped. Answers how many were written.
 */
async function addAll(updates: readonly IndexKeysUpdate[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < updates.length; start += itemsPerTransaction) {
    const chunk = updates.slice(start, start + itemsPerTransaction);
    try {
      await writeTransaction(chunk.map((update) => update.write));
      written += chunk.length;
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      for (const update of chunk) if (await writtenUnlessRefused(update.send)) written++;
    }
  }
  return written;
}

/** Every lesson, student by student (each lesson is in its student's index partition), that lacks the keys. */
async function backfillLessons(): Promise<number> {
  let written = 0;
  let pending: IndexKeysUpdate[] = [];
  for await (const students of studentPages()) {
    for (const student of students) {
      const lessons = queryEntityPages(LessonEntity, {
        ...studentLessonsFrom(student.id),
        filter: withoutIndexKeys,
      });
      for await (const page of lessons) {
        pending.push(...page.map(lessonIndexKeys));
        // A student has a few lessons: they are written a full transaction at a time.
        if (pending.length >= itemsPerTransaction) {
          written += await addAll(pending);
          pending = [];
        }
      }
    }
  }
  return written + (await addAll(pending));
}

/** Every invoice, from the list partition that holds them all; the keys come from the row's own sort key. */
async function backfillInvoices(): Promise<number> {
  let written = 0;
  for await (const rows of invoicesIssuedBetween('0', '~'))
    written += await addAll(rows.map(listedInvoiceOf).map(invoiceIndexKeys));
  return written;
}

/**
 * Puts the lessons and invoices stored before the export index (GSI4) into
 * it: items written since carry its keys (lessonItem, invoiceItem), older ones
 * get them here, by Query and UpdateItem, never a Scan. Idempotent: an item
 * that has the keys is skipped, so a run cut short is finished by the next.
 * The local runtime runs it at start until it has finished once
 * (functions/local/backfill-export-index-once.ts); on AWS, `npm run backfill:export-index` after the deploy that adds it.
 */
export async function backfillExportIndex(): Promise<{ lessons: number; invoices: number }> {
  const [lessons, invoices] = await Promise.all([backfillLessons(), backfillInvoices()]);
  return { lessons, invoices };
}
