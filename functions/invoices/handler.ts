import { invoiceRoutes } from '../../shared/routes/invoice-routes';
import { schoolProfileRoutes } from '../../shared/routes/school-profile-routes';
import { gettingStartedRoutes } from '../../shared/routes/getting-started-routes';
import { createDomainHandler } from '../request/create-domain-handler';
import { changeInvoiceStatus } from './change-invoice-status';
import { deleteInvoice } from './delete-invoice';
import { getFamilyCredit, getFamilyStatement } from './family-statement';
import { generateInvoice } from './generate-invoice';
import { getInvoice } from './get-invoice';
import { addItem, availableLessons, removeItem, updateItemRate } from './invoice-items';
import { getInvoiceSettings, updateInvoiceSettings } from './invoice-settings';
import { generateAllStatus, sendDraftsStatus, startGenerateAll, startSendDrafts } from './invoice-jobs';
import { invoiceStatsOverview } from './invoice-stats-overview';
import { listFamilyInvoices, listInvoices } from './list-invoices';
import { createPayment } from './record-payment';
import { deletePayment } from './remove-payment';
import { getSchoolProfile, privacyContact, updateSchoolProfile } from './school-profile';
import { updateInvoice } from './update-invoice';
import { voidInvoice } from './void-invoice';
import { applyFamilyCredit } from './apply-family-credit';
import { exportInvoicesCsv } from './export-invoices-csv';
import { createCreditNote, getCreditNote, listCreditNotes } from './credit-notes';
import { exportPaymentsCsv } from './export-payments-csv';
import { exportXeroCsv } from './export-xero-csv';
import { exportCreditNotesCsv } from './export-credit-notes-csv';
import { dismissGettingStarted, getGettingStarted } from './getting-started';

export const handler = createDomainHandler(
  'invoices',
  { ...invoiceRoutes, ...schoolProfileRoutes, ...gettingStartedRoutes },
  {
    'invoices.generate': generateInvoice,
    'invoices.list': listInvoices,
    'invoices.family': listFamilyInvoices,
    'invoices.familyStatement': getFamilyStatement,
    'invoices.familyCredit': getFamilyCredit,
    'invoices.stats': invoiceStatsOverview,
    'invoices.settings': getInvoiceSettings,
    'invoices.updateSettings': updateInvoiceSettings,
    'invoices.get': getInvoice,
    'invoices.update': updateInvoice,
    'invoices.delete': deleteInvoice,
    'invoices.changeStatus': changeInvoiceStatus,
    'invoices.void': voidInvoice,
    'invoices.applyCredit': applyFamilyCredit,
    'invoices.issueCreditNote': createCreditNote,
    'invoices.creditNote': getCreditNote,
    'invoices.creditNotes': listCreditNotes,
    'invoices.updateRate': updateItemRate,
    'invoices.removeItem': removeItem,
    'invoices.availableLessons': availableLessons,
    'invoices.addItem': addItem,
    'invoices.recordPayment': createPayment,
    'invoices.removePayment': deletePayment,
    'invoices.schoolProfile': getSchoolProfile,
    'invoices.updateSchoolProfile': updateSchoolProfile,
    'invoices.privacyContact': privacyContact,
    'invoices.exportCsv': exportInvoicesCsv,
    'invoices.exportPaymentsCsv': exportPaymentsCsv,
    'invoices.exportXeroCsv': exportXeroCsv,
    'invoices.exportCreditNotesCsv': exportCreditNotesCsv,
    'invoices.generateAll': startGenerateAll,
    'invoices.generateAllStatus': generateAllStatus,
    'invoices.sendDrafts': startSendDrafts,
    'invoices.sendDraftsStatus': sendDraftsStatus,
    'invoices.gettingStarted': getGettingStarted,
    'invoices.dismissGettingStarted': dismissGettingStarted,
  },
);
