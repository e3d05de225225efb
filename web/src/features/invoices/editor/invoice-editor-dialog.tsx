import { lazy, Suspense } from 'react';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useInvoice } from './invoice-editor-api';
import { failureText, invoiceManagementMessages as messages } from '../invoice-management-messages';
import { RetryAlert } from '../../../components/retry-alert';

/** The editor's form (lines, totals, the lesson picker) loads when an invoice is first opened. */
const InvoiceEditorForm = lazy(async () => ({
  default: (await import('./invoice-editor-form')).InvoiceEditorForm,
}));

const loadingInvoice = (
  <div className="flex justify-center py-10 text-brand-700">
    <Spinner size="lg" label="Loading invoice" />
  </div>
);

export interface InvoiceEditorDialogProps {
  /** The invoice being edited; null when the editor is closed. */
  invoiceId: string | null;
  /** A message to greet the editor with ('Invoice generated successfully!'). */
  notice?: string;
  onClose: () => void;
  /** Saved, sent or marked paid: the editor closes and the page shows the message. */
  onDone: (message: string) => void;
}

/** The Edit invoice modal; what it offers follows the invoice's status (only a draft's lessons change). */
export function InvoiceEditorDialog({ invoiceId, notice, onClose, onDone }: InvoiceEditorDialogProps) {
  const invoice = useInvoice(invoiceId);
  const loaded = invoiceId && invoice.data?._id === invoiceId ? invoice.data : undefined;
  return (
    <Modal
      open={invoiceId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={loaded ? `Edit Invoice ${loaded.invoiceNumber}` : 'Edit Invoice'}
      size="lg"
    >
      {loaded ? (
        <Suspense fallback={loadingInvoice}>
          <InvoiceEditorForm
            key={loaded._id}
            invoice={loaded}
            notice={notice}
            onCancel={onClose}
            onDone={onDone}
          />
        </Suspense>
      ) : invoice.isError ? (
        <RetryAlert
          message={failureText(messages.loadInvoiceFailed, invoice.error)}
          onRetry={() => void invoice.refetch()}
          retrying={invoice.isFetching}
        />
      ) : (
        loadingInvoice
      )}
    </Modal>
  );
}
