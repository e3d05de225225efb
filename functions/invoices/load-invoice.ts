import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { familyVisibleStatuses } from '../../shared/invoices/invoice-statuses';
import type { Principal } from '../lib/access-tokens';
import { dynamo } from '../lib/dynamo-client';
import { invoiceFromItem, invoiceKeys, type InvoiceRecord } from '../lib/entities/invoice-entity';
import { notFound } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';

export const invoiceNotFound = 'Invoice not found';

export async function findInvoice(invoiceId: string): Promise<InvoiceRecord | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: invoiceKeys.primary(invoiceId), ConsistentRead: true }),
  );
  return answer.Item ? invoiceFromItem(answer.Item) : undefined;
}

export async function loadInvoice(invoiceId: string): Promise<InvoiceRecord> {
  const invoice = await findInvoice(invoiceId);
  if (!invoice) throw notFound(invoiceNotFound);
  return invoice;
}

/**
 * Staff see every invoice; a family only the invoices billed to it, and only
 * once sent. Anything else is "not found", so ids of other families'
 * invoices reveal nothing.
 */
export async function loadInvoiceFor(principal: Principal, invoiceId: string): Promise<InvoiceRecord> {
  if (principal.role === 'super_admin' || principal.role === 'admin') return loadInvoice(invoiceId);
  const invoice = await findInvoice(invoiceId);
  if (!invoice || invoice.parentId !== principal.userId || !familyVisibleStatuses.includes(invoice.status))
    throw notFound(invoiceNotFound);
  return invoice;
}
