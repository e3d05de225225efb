import type { QueryClient } from '@tanstack/react-query';
import type { InvoiceListQuery } from '../../../../shared/schemas/invoice-schemas';
import { refreshAfterChange } from '../../api/after-change';
import { queryKeyOf } from '../../api/query-keys';

/**
 * The keys of the staff's invoice screens (management, its editor and its
 * settings). Every change reads the invoices domain again
 * (api/after-change.ts), so the list, an open editor, its Add Lesson picker
 * and the other invoice screens all catch up.
 */
export const invoiceManagementKeys = {
  list: (query: InvoiceListQuery) => queryKeyOf('invoices.list', query),
  detail: (id: string) => queryKeyOf('invoices.get', id),
  availableLessons: (id: string) => queryKeyOf('invoices.availableLessons', id),
  settings: queryKeyOf('invoices.settings'),
  studentOptions: queryKeyOf('students.list', 'invoice-options'),
};

/** After any change to an invoice: every invoice read is out of date. */
export function afterInvoiceChange(client: QueryClient): Promise<void> {
  return refreshAfterChange(client, 'invoices');
}
