import type { RouteTable } from '../../shared/routes/route-table';
import { toInvoice } from '../entities/invoice-entity';
import type { RouteService } from '../platform/route-service';
import { loadInvoiceFor } from '../shared-domains/billing/invoice-visibility';

export const getInvoice: RouteService<RouteTable['invoices.get']> = async ({ params, principal }) => ({
  data: toInvoice(await loadInvoiceFor(principal, params.id)),
});
