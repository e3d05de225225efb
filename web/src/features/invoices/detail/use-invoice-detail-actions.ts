import { useState } from 'react';
import type { Invoice, InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';
import { useTimedMessage } from '../../../components/use-timed-message';
import {
  useChangeInvoiceStatus,
  useExportInvoicePdf,
  useRemoveInvoiceLine,
  useRemovePayment,
  useUpdateInvoiceRate,
  type DetailStatusChange,
} from './invoice-detail-api';
import { actionFailureDetail, invoiceDetailMessages } from './invoice-detail-model';

export interface InvoiceActionFailure {
  title: string;
  detail?: string;
}

/**
 * What the invoice page can do to its invoice (send, mark paid, a rate, the
 * PDF, removing a payment) and the one message it shows afterwards: each
 * action clears the last success or failure before it starts.
 */
export function useInvoiceDetailActions(invoice: Invoice) {
  const changeStatus = useChangeInvoiceStatus();
  const updateRate = useUpdateInvoiceRate();
  const exportPdf = useExportInvoicePdf();
  const removePayment = useRemovePayment();
  const removeLine = useRemoveInvoiceLine();
  const [removeLineError, setRemoveLineError] = useState<string | null>(null);
  const success = useTimedMessage();
  const [failure, setFailure] = useState<InvoiceActionFailure | null>(null);

  const setStatus = (next: DetailStatusChange) => {
    setFailure(null);
    success.clear();
    changeStatus.mutate(
      { invoiceId: invoice._id, status: next },
      {
        onSuccess: () =>
          success.show(next === 'sent' ? invoiceDetailMessages.sent : invoiceDetailMessages.paid),
        onError: (error) =>
          setFailure({ title: invoiceDetailMessages.statusFailed, detail: actionFailureDetail(error) }),
      },
    );
  };

  const saveRate = (item: InvoiceItem, rate: number, onDone: () => void) => {
    setFailure(null);
    success.clear();
    updateRate.mutate(
      { invoiceId: invoice._id, itemId: item._id, rate },
      {
        onSuccess: () => {
          onDone();
          success.show(invoiceDetailMessages.rateUpdated);
        },
        onError: (error) =>
          setFailure({ title: invoiceDetailMessages.rateFailed, detail: actionFailureDetail(error) }),
      },
    );
  };

  const download = () => {
    setFailure(null);
    exportPdf.mutate(
      { invoiceId: invoice._id, invoiceNumber: invoice.invoiceNumber },
      { onError: () => setFailure({ title: invoiceDetailMessages.exportFailed }) },
    );
  };

  const removePaymentById = (paymentId: string) => {
    setFailure(null);
    success.clear();
    removePayment.mutate(
      { invoiceId: invoice._id, paymentId },
      {
        onSuccess: () => success.show('Payment removed'),
        onError: (error) =>
          setFailure({ title: 'The payment could not be removed', detail: actionFailureDetail(error) }),
      },
    );
  };

  /** A fee or discount off the draft; a failure shows in the confirmation, which stays open. */
  const removeLineById = (item: InvoiceItem, onDone: () => void) => {
    setFailure(null);
    setRemoveLineError(null);
    success.clear();
    removeLine.mutate(
      { invoiceId: invoice._id, itemId: item._id },
      {
        onSuccess: () => {
          onDone();
          success.show('Line removed');
        },
        onError: (error) => setRemoveLineError(actionFailureDetail(error) ?? 'The line could not be removed'),
      },
    );
  };

  return {
    success,
    removeLine: removeLineById,
    removingLineId: removeLine.isPending ? (removeLine.variables?.itemId ?? null) : null,
    removeLineError,
    failure,
    setStatus,
    statusBusy: changeStatus.isPending,
    saveRate,
    savingRateItemId: updateRate.isPending ? (updateRate.variables?.itemId ?? null) : null,
    download,
    downloading: exportPdf.isPending,
    removePayment: removePaymentById,
    removingPaymentId: removePayment.isPending ? (removePayment.variables?.paymentId ?? null) : null,
  };
}
