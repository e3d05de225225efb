import { Settings } from 'lucide-react';
import { lazy, useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { invoiceManagementMessages as messages } from '../invoice-management-messages';

/** The form checks its numbers with the server's zod schema: it (and zod) load when the dialog first opens. */
const InvoiceSettingsBody = lazy(async () => ({
  default: (await import('./invoice-settings-form')).InvoiceSettingsBody,
}));

/**
 * The school's invoice settings (super_admin): the name on PDFs, the hourly
 * rate new invoices start from and the tax rate, per currency. A button that
 * opens them in a dialog; `onSaved` shows the page's success message.
 */
export function InvoiceSettingsDialog({ onSaved }: { onSaved: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Settings aria-hidden="true" className="size-4" />
        Invoice settings
      </Button>
      <Modal
        loadingLabel="Loading invoice settings"
        open={open}
        onOpenChange={setOpen}
        title="Invoice settings"
        description="New invoices start from these rates. Invoices already made keep theirs."
      >
        {open ? (
          <InvoiceSettingsBody
            onCancel={() => setOpen(false)}
            onSaved={() => {
              setOpen(false);
              onSaved(messages.settingsSaved);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}
