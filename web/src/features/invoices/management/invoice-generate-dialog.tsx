import { lazy } from 'react';
import { Modal } from '../../../components/modal';
import type { GenerateInvoiceFormProps } from './invoice-generate-form';

/** The form (react-hook-form and its checks) loads when the dialog is first opened. */
const GenerateInvoiceForm = lazy(async () => ({
  default: (await import('./invoice-generate-form')).GenerateInvoiceForm,
}));

export interface InvoiceGenerateDialogProps extends Omit<GenerateInvoiceFormProps, 'onCancel'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Generate modal: a draft invoice from a student's lessons in a month or a date range. */
export function InvoiceGenerateDialog({ open, onOpenChange, ...formProps }: InvoiceGenerateDialogProps) {
  return (
    <Modal
      loadingLabel="Loading the form"
      open={open}
      onOpenChange={onOpenChange}
      title="Generate Invoice"
      description="A draft invoice from the student's lessons in the period that are not canceled and on no other invoice."
    >
      {open ? <GenerateInvoiceForm onCancel={() => onOpenChange(false)} {...formProps} /> : null}
    </Modal>
  );
}
