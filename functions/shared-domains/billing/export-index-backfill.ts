import {
  invoiceKeys,
  invoiceListRowFromItem,
  invoicesIssuedBetweenQuery,
} from '../../entities/invoice-entity';
import { lessonKeys, studentLessonsFrom } from '../../entities/lesson-entity';
import { studentsQuery } from '../../entities/student-entity';
import { queryPages } from '../../platform/table/query-items';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { updateItem } from '../../platform/table/write-item';
import type { TableKey } from '../../platform/table/table-item';
import { itemExists, type UpdateRequest } from '../../platform/table/table-write';
import { isTransactionCancelled } from '../../platform/table/transaction-errors';
import { maxTransactionItems, writeTransaction } from '../../platform/table/write-transaction';

/** One transaction per this many items (DynamoDB's limit): a hundred times fewer requests than one each. */
const itemsPerTransaction = maxTransactionItems;

interface KeyedIndexEntry {
  key: TableKey;
  index: { GSI4PK: string; GSI4SK: string };
  /** Only if the item still has the value the index keys were worked out from. */
  condition: { expression: string; values: Record<string, unknown> };
}

/**
 * Gives an item its export-index keys unless it has them already, only if it
 * still exists and has the value they were worked out from: one written
 * since (by code that sets them) or deleted meanwhile is left as it is.
 */
function indexKeysUpdate(entry: KeyedIndexEntry): { Update: UpdateRequest } {
  return {
    Update: {
      Key: entry.key,
      UpdateExpression: 'SET GSI4PK = :pk, GSI4SK = :sk',
      ConditionExpression: `${itemExists} AND attribute_not_exists(GSI4PK) AND ${entry.condition.expression}`,
      ExpressionAttributeValues: {
        ':pk': entry.index.GSI4PK,
        ':sk': entry.index.GSI4SK,
        ...entry.condition.values,
      },
    },
  };
}

/**
 * A hundred at a time in one transaction; when one of them is refused (an
 * item changed or deleted meanwhile) that hundred goes one by one, the
 * refused ones skipped. Answers how many were written.
 */
async function addAll(entries: readonly KeyedIndexEntry[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < entries.length; start += itemsPerTransaction) {
    const chunk = entries.slice(start, start + itemsPerTransaction);
    try {
      await writeTransaction(chunk.map(indexKeysUpdate));
      written += chunk.length;
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      for (const entry of chunk) if (await updateIfAccepted(entry)) written++;
    }
  }
  return written;
}

async function updateIfAccepted(entry: KeyedIndexEntry): Promise<boolean> {
  try {
    await updateItem(indexKeysUpdate(entry).Update);
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Every lesson, student by student (each lesson is in its student's partition), that lacks the keys. */
async function backfillLessons(): Promise<number> {
  let written = 0;
  let pending: KeyedIndexEntry[] = [];
  for await (const students of queryPages({ ...studentsQuery, attributes: ['id'] })) {
    for (const student of students) {
      const lessons = queryPages({
        ...studentLessonsFrom(student.id as string),
        attributes: ['id', 'startTime', 'GSI4PK'],
      });
      for await (const page of lessons) {
        for (const lesson of page) {
          if (lesson.GSI4PK !== undefined) continue;
          const { id, startTime } = lesson as { id: string; startTime: string };
          pending.push({
            key: lessonKeys.primary(id),
            index: lessonKeys.exportIndex({ id, startTime }),
            condition: { expression: 'startTime = :start', values: { ':start': startTime } },
          });
        }
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
  for await (const rows of queryPages({
    ...invoicesIssuedBetweenQuery('0', '~'),
    attributes: ['invoiceId', 'SK'],
  })) {
    written += await addAll(
      rows.map((row) => {
        const { invoiceId: id, createdAt } = invoiceListRowFromItem(row);
        return {
          key: invoiceKeys.primary(id),
          index: invoiceKeys.exportIndex({ id, createdAt }),
          condition: { expression: 'createdAt = :created', values: { ':created': createdAt } },
        };
      }),
    );
  }
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
