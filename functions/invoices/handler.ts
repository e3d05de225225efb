import { invoiceRoutes } from '../../shared/routes/invoice-routes';
import { createDomainHandler } from '../lib/create-domain-handler';
import { changeInvoiceStatus } from './change-invoice-status';
import { deleteInvoice } from './delete-invoice';
import { generateInvoice } from './generate-invoice';
import { getInvoice } from './get-invoice';
import { addItem, availableLessons, removeItem, updateItemRate } from './invoice-items';
import { getInvoiceSettings, updateInvoiceSettings } from './invoice-settings';
import { generateAllStatus, sendDraftsStatus, startGenerateAll, startSendDrafts } from './invoice-jobs';
import { invoiceStatsOverview } from './invoice-stats-overview';
import { listFamilyInvoices, listInvoices } from './list-invoices';
import { updateInvoice } from './update-invoice';

export const handler = createDomainHandler('invoices', invoiceRoutes, {
  'invoices.generate': generateInvoice,
  'invoices.list': listInvoices,
  'invoices.family': listFamilyInvoices,
  'invoices.stats': invoiceStatsOverview,
  'invoices.settings': getInvoiceSettings,
  'invoices.updateSettings': updateInvoiceSettings,
  'invoices.get': getInvoice,
  'invoices.update': updateInvoice,
  'invoices.delete': deleteInvoice,
  'invoices.changeStatus': changeInvoiceStatus,
  'invoices.updateRate': updateItemRate,
  'invoices.removeItem': removeItem,
  'invoices.availableLessons': availableLessons,
  'invoices.addItem': addItem,
  'invoices.generateAll': startGenerateAll,
  'invoices.generateAllStatus': generateAllStatus,
  'invoices.sendDrafts': startSendDrafts,
  'invoices.sendDraftsStatus': sendDraftsStatus,
});
