import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/dynamo-client';
import { invoiceItem, invoiceKeys, listFiltersOf, type InvoiceRecord } from '../lib/entities/invoice-entity';
import { conflict } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';
import { conditionFailedAt, isTransactionCancelled } from '../lib/transaction-errors';
import { cellDeltas, statsKeys } from './invoice-stats-cells';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const changedMeanwhile = 'This invoice was changed meanwhile. Please reload and try again.';

function listRowKey(partition: string, invoice: InvoiceRecord) {
  return { PK: partition, SK: invoiceKeys.listSortKey(invoice) };
}

/** List rows to delete and to write: only the partitions whose filter values changed. */
function listRowChanges(before: InvoiceRecord | undefined, after: InvoiceRecord | undefined): TransactItem[] {
  const old = new Set(before ? listFiltersOf(before).map(invoiceKeys.listPartition) : []);
  const next = new Set(after ? listFiltersOf(after).map(invoiceKeys.listPartition) : []);
  const deletes = [...old]
    .filter((partition) => !next.has(partition))
    .map((partition) => ({ Delete: { TableName: tableName(), Key: listRowKey(partition, before!) } }));
  const puts = [...next]
    .filter((partition) => !old.has(partition))
    .map((partition) => ({
      Put: {
        TableName: tableName(),
        Item: { ...listRowKey(partition, after!), entity: 'InvoiceListRow', invoiceId: after!.id },
      },
    }));
  return [...deletes, ...puts];
}

function statsChanges(before: InvoiceRecord | undefined, after: InvoiceRecord | undefined): TransactItem[] {
  const deltas = [...cellDeltas(before, after)];
  if (deltas.length === 0) return [];
  const names = Object.fromEntries(deltas.map(([name], index) => [`#c${index}`, name]));
  const values = Object.fromEntries(deltas.map(([, delta], index) => [`:d${index}`, delta]));
  const expression = `ADD ${deltas.map((_, index) => `#c${index} :d${index}`).join(', ')}`;
  const year = (after ?? before)!.year;
  return [statsKeys.year(year), statsKeys.allYears].map((Key) => ({
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: expression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  }));
}

function invoiceChange(before: InvoiceRecord | undefined, after: InvoiceRecord | undefined): TransactItem {
  if (!after) {
    return {
      Delete: {
        TableName: tableName(),
        Key: invoiceKeys.primary(before!.id),
        ConditionExpression: 'revision = :seen',
        ExpressionAttributeValues: { ':seen': before!.revision },
      },
    };
  }
  return {
    Put: {
      TableName: tableName(),
      Item: invoiceItem(after),
      ...(before
        ? { ConditionExpression: 'revision = :seen', ExpressionAttributeValues: { ':seen': before.revision } }
        : { ConditionExpression: 'attribute_not_exists(PK)' }),
    },
  };
}

export interface InvoiceChange {
  /** The invoice as read (absent when creating). */
  before?: InvoiceRecord;
  /** The invoice to store (absent when deleting). */
  after?: InvoiceRecord;
  /** Writes that must succeed with it: lesson claims and releases, the period marker, activity. */
  with?: TransactItem[];
  /** Explains a failed condition of one of the `with` items (by its index in `with`). */
  refusalOf?: (withIndex: number) => Error | undefined;
}

/**
 * Every invoice write goes through here: the invoice (guarded by its
 * revision, so two editors cannot overwrite each other), its list rows, the
 * stats cells and the caller's own items, in one transaction.
 */
export async function saveInvoiceChange(change: InvoiceChange): Promise<void> {
  const extra = change.with ?? [];
  const items = [invoiceChange(change.before, change.after), ...extra];
  items.push(...listRowChanges(change.before, change.after), ...statsChanges(change.before, change.after));
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    for (let index = 0; index < extra.length; index++) {
      if (conditionFailedAt(error, index + 1)) throw change.refusalOf?.(index) ?? conflict(changedMeanwhile);
    }
    if (conditionFailedAt(error, 0)) throw conflict(changedMeanwhile);
    throw error;
  }
}

/** The next revision of an invoice with `changes` applied and the time of the change. */
export function revise(
  invoice: InvoiceRecord,
  changes: Partial<InvoiceRecord>,
  now = new Date(),
): InvoiceRecord {
  return { ...invoice, ...changes, updatedAt: now.toISOString(), revision: invoice.revision + 1 };
}
