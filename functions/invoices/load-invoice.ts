import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { familyVisibleStatuses } from '../../shared/invoices/invoice-statuses';
import { familyRoles } from '../../shared/roles';
import type { Principal } from '../lib/access-tokens';
import { dynamo } from '../lib/dynamo-client';
import { invoiceFromItem, invoiceKeys, type InvoiceRecord } from '../lib/entities/invoice-entity';
import { getUserById } from '../lib/entities/user-entity';
import { notFound, unauthorized } from '../lib/http-errors';
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

/** The student ids a family account may see invoices of, read fresh so a moved child moves its invoices too. */
export async function childrenOfFamily(principal: Principal): Promise<string[]> {
  const user = await getUserById(principal.userId);
  if (!user || !familyRoles.includes(user.role))
    throw unauthorized('Your account no longer exists. Please log in again.');
  return user.children;
}

/**
 * Staff see every invoice; a family only its children's, and only once sent.
 * Anything else is "not found", so ids of other families' invoices reveal nothing.
 */
export async function loadInvoiceFor(principal: Principal, invoiceId: string): Promise<InvoiceRecord> {
  if (principal.role === 'super_admin' || principal.role === 'admin') return loadInvoice(invoiceId);
  const [invoice, children] = await Promise.all([findInvoice(invoiceId), childrenOfFamily(principal)]);
  if (!invoice || !children.includes(invoice.studentId) || !familyVisibleStatuses.includes(invoice.status))
    throw notFound(invoiceNotFound);
  return invoice;
}
