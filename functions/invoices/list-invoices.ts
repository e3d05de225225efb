import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { familyVisibleStatuses } from '../../shared/invoices/invoice-statuses';
import type { RouteTable } from '../../shared/routes/route-table';
import type { InvoiceListQuery, InvoiceSummary } from '../../shared/schemas/invoice-schemas';
import { batchGetItems } from '../lib/batch-get';
import { dynamo } from '../lib/dynamo-client';
import {
  invoiceFromItem,
  invoiceKeys,
  toInvoiceSummary,
  type InvoiceListFilter,
  type InvoiceRecord,
} from '../lib/entities/invoice-entity';
import { queryAll } from '../lib/query-all';
import type { RouteService } from '../lib/route-service';
import { tableName } from '../lib/runtime-config';
import { countMatching, statsKeys } from './invoice-stats-cells';

type ListAnswer = {
  invoices: InvoiceSummary[];
  pagination: { page: number; limit: number; pages: number; total: number };
  total: number;
};

function answer(
  invoices: InvoiceRecord[],
  total: number,
  query: Pick<InvoiceListQuery, 'page' | 'limit'>,
): ListAnswer {
  return {
    invoices: invoices.map(toInvoiceSummary),
    pagination: { page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit), total },
    total,
  };
}

const filterOf = (query: InvoiceListQuery): InvoiceListFilter => ({
  status: query.status,
  currency: query.currency,
  year: query.year,
  month: query.month,
});

/** The ids of one page of a list partition, newest first: one Query of small key-only rows. */
async function pageOfIds(partition: string, page: number, limit: number): Promise<string[]> {
  const wanted = page * limit;
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ProjectionExpression: 'invoiceId',
        ScanIndexForward: false,
        Limit: wanted - ids.length,
        ExclusiveStartKey: startKey,
      }),
    );
    ids.push(...(result.Items ?? []).map((item) => item.invoiceId as string));
    startKey = result.LastEvaluatedKey;
  } while (startKey && ids.length < wanted);
  return ids.slice((page - 1) * limit, wanted);
}

async function invoicesByIds(ids: string[]): Promise<InvoiceRecord[]> {
  const byId = new Map(
    (await batchGetItems(ids.map(invoiceKeys.primary))).map((item) => {
      const invoice = invoiceFromItem(item);
      return [invoice.id, invoice] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function countOf(filter: InvoiceListFilter): Promise<number> {
  const key = filter.year === undefined ? statsKeys.allYears : statsKeys.year(filter.year);
  const stats = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return countMatching(stats.Item, filter);
}

/** A student's invoices, newest first: one Query on GSI2 (a student has a few a month at most). */
async function invoicesOfStudent(studentId: string): Promise<InvoiceRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': invoiceKeys.studentPartition(studentId) },
    ScanIndexForward: false,
  });
  return items.map(invoiceFromItem);
}

function matches(invoice: InvoiceRecord, filter: InvoiceListFilter): boolean {
  return (
    (filter.status === undefined || invoice.status === filter.status) &&
    (filter.currency === undefined || invoice.currency === filter.currency) &&
    (filter.year === undefined || invoice.year === filter.year) &&
    (filter.month === undefined || invoice.month === filter.month)
  );
}

function pageInMemory(invoices: InvoiceRecord[], query: InvoiceListQuery): ListAnswer {
  const filtered = invoices
    .filter((invoice) => matches(invoice, filterOf(query)))
    .sort((a, b) => invoiceKeys.listSortKey(b).localeCompare(invoiceKeys.listSortKey(a)));
  const start = (query.page - 1) * query.limit;
  return answer(filtered.slice(start, start + query.limit), filtered.length, query);
}

/**
 * Staff list: each filter combination is its own list partition, so a page
 * is one Query of ids, one BatchGetItem and one GetItem of the counts,
 * whatever the size of the school. The Student filter reads that student's
 * invoices instead.
 */
export const listInvoices: RouteService<RouteTable['invoices.list']> = async ({ query }) => {
  if (query.studentId) return { data: pageInMemory(await invoicesOfStudent(query.studentId), query) };
  const filter = filterOf(query);
  const [ids, total] = await Promise.all([
    pageOfIds(invoiceKeys.listPartition(filter), query.page, query.limit),
    countOf(filter),
  ]);
  return { data: answer(await invoicesByIds(ids), total, query) };
};

/**
 * A family's invoices: those billed to it (GSI3, one Query), once sent;
 * drafts are the school's work in progress. An invoice stays with the family
 * it was billed to, even if the child later moves to another account.
 */
export const listFamilyInvoices: RouteService<RouteTable['invoices.family']> = async ({
  query,
  principal,
}) => {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': invoiceKeys.familyPartition(principal.userId) },
    ScanIndexForward: false,
  });
  const visible = items
    .map(invoiceFromItem)
    .filter((invoice) => familyVisibleStatuses.includes(invoice.status));
  return { data: pageInMemory(visible, query) };
};
