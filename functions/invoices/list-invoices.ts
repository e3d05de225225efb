import { familyVisibleStatuses } from '../../shared/invoices/invoice-statuses';
import type { RouteTable } from '../../shared/routes/route-table';
import type { InvoiceListQuery, InvoiceSummary } from '../../shared/schemas/invoice-schemas';
import {
  familyInvoices,
  findInvoices,
  InvoiceListRowEntity,
  invoiceKeys,
  invoiceListQuery,
  studentInvoices,
  toInvoiceSummary,
  type InvoiceListFilter,
  type InvoiceRecord,
} from '../entities/invoice-entity';
import { queryEntityAll } from '../platform/table/entity-query';
import type { RouteService } from '../platform/route-service';
import { countMatching, readInvoiceStats } from '../entities/invoice-stats-entity';

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

/** The ids of one page of a list partition, newest first: one Query of small rows. */
async function pageOfIds(filter: InvoiceListFilter, page: number, limit: number): Promise<string[]> {
  const rows = await queryEntityAll(InvoiceListRowEntity, invoiceListQuery(filter, page * limit));
  return rows.map((row) => row.invoiceId).slice((page - 1) * limit);
}

async function countOf(filter: InvoiceListFilter): Promise<number> {
  return countMatching(await readInvoiceStats(filter.year ?? 'all'), filter);
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
  if (query.studentId) return { data: pageInMemory(await studentInvoices(query.studentId), query) };
  const filter = filterOf(query);
  const [ids, total] = await Promise.all([pageOfIds(filter, query.page, query.limit), countOf(filter)]);
  return { data: answer(await findInvoices(ids), total, query) };
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
  const visible = (await familyInvoices(principal.userId)).filter((invoice) =>
    familyVisibleStatuses.includes(invoice.status),
  );
  return { data: pageInMemory(visible, query) };
};
