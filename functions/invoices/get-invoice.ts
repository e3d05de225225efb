import type { RouteTable } from '../../shared/routes/route-table';
import { toInvoice } from '../lib/entities/invoice-entity';
import type { RouteService } from '../lib/route-service';
import { loadInvoiceFor } from '../lib/invoice-visibility';

export const getInvoice: RouteService<RouteTable['invoices.get']> = async ({ params, principal }) => ({
  data: toInvoice(await loadInvoiceFor(principal, params.id)),
});
