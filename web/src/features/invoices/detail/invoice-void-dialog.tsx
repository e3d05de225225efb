import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../../../shared/invoices/money';
import { maxVoidReasonLength } from '../../../../../shared/invoices/invoice-void';
import { invoiceVoidSchema, type Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextAreaField } from '../../../components/text-area-field';
import { useVoidInvoice } from './invoice-detail-api';
import { actionFailureDetail, invoiceDetailMessages } from './invoice-detail-model';

/**
 * Void: the reason (required, the family reads it) and what voiding means,
 * confirmed by pressing "Void invoice". The server checks again that no
 * payment was recorded meanwhile.
 */
export function InvoiceVoidDialog({
  invoice,
  open,
  onOpenChange,
  onVoided,
}: {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onVoided: (message: string) => void;
}) {
  const voiding = useVoidInvoice();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (voiding.isPending ? undefined : onOpenChange(next))}
      title={`Void invoice ${invoice.invoiceNumber}?`}
      description={
        <>
          <bdi>{invoice.student.name || 'Unnamed Student'}</bdi> ·{' '}
          {formatMoney(invoice.total, invoice.currency)}
        </>
      }
    >
      {open ? (
        <VoidForm
          invoice={invoice}
          voiding={voiding}
          onCancel={() => onOpenChange(false)}
          onVoided={onVoided}
        />
      ) : null}
    </Modal>
  );
}

function VoidForm({
  invoice,
  voiding,
  onCancel,
  onVoided,
}: {
  invoice: Invoice;
  voiding: ReturnType<typeof useVoidInvoice>;
  onCancel: () => void;
  onVoided: (message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = invoiceVoidSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'A reason is required');
      return;
    }
    setFieldError(undefined);
    voiding.mutate(
      { invoiceId: invoice._id, reason: parsed.data.reason },
      {
        onSuccess: () => onVoided(invoiceDetailMessages.voided),
        onError: (problem) => setFailure(actionFailureDetail(problem) ?? invoiceDetailMessages.voidFailed),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p className="text-sm leading-relaxed text-slate-700">
        The invoice keeps its number and stays on record, marked void. Nothing on it is due any more: the
        family sees it as void with your reason, and its lessons can be invoiced again. This cannot be undone.
      </p>
      <TextAreaField
        label="Reason"
        hint="Required. The family reads it on the invoice."
        required
        maxLength={maxVoidReasonLength}
        value={reason}
        error={fieldError}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={voiding.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" busy={voiding.isPending}>
          Void invoice
        </Button>
      </div>
    </form>
  );
}
