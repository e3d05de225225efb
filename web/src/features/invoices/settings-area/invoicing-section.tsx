import { useState } from 'react';
import { FloatingNotice } from '../../../components/floating-notice';
import { useTimedMessage } from '../../../components/use-timed-message';
import { invoiceManagementMessages as messages } from '../invoice-management-messages';
import { InvoiceSettingsBody } from '../settings/invoice-settings-form';
import { RatesEditor } from '../settings/rates-editor';

/**
 * Settings → Invoicing: the invoice settings form that was Invoice
 * Management's dialog, on the page, and below it the rates per subject,
 * teacher and student (docs/invoice-lines.md#rates), saved on their own. Cancel puts back what the server holds
 * (the form is mounted afresh and reads the settings again).
 */
export function InvoicingSection() {
  const [generation, setGeneration] = useState(0);
  const saved = useTimedMessage();
  return (
    <div className="space-y-4">
      <FloatingNotice message={saved.message} />
      <div className="rounded-card border border-slate-200 bg-white p-4 sm:p-6">
        <InvoiceSettingsBody
          key={generation}
          onCancel={() => {
            saved.clear();
            setGeneration((current) => current + 1);
          }}
          onSaved={() => saved.show(messages.settingsSaved)}
        />
      </div>
      <div className="rounded-card border border-slate-200 bg-white p-4 sm:p-6">
        <RatesEditor />
      </div>
    </div>
  );
}
