import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { displayedInvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import { maxInvoiceNotesLength } from '../../../../../shared/invoices/invoice-limits';
import type { Invoice, InvoiceUpdateRequest } from '../../../../../shared/schemas/invoice-schemas';
import { Alert } from '../../../components/alert';
import { ErrorSummary } from '../../../components/error-summary';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { InvoiceEditorAddLesson } from './invoice-editor-add-lesson';
import { InvoiceEditorButtons } from './invoice-editor-buttons';
import { InvoiceEditorDetails } from './invoice-editor-details';
import { InvoiceEditorLines } from './invoice-editor-lines';
import {
  editorFieldsOf,
  invoiceEditorResolver,
  type InvoiceEditorContext,
  type InvoiceEditorFields,
} from './invoice-editor-fields';
import { editorButtons, editorLines, editorTotals, notesError } from './invoice-editor-model';
import { InvoiceEditorTotals } from './invoice-editor-totals';
import { useInvoiceEditorActions } from './use-invoice-editor-actions';

/**
 * The invoice editor's form: the invoice's details, its lessons with their
 * rates (a draft's may change, and gain or lose a lesson), the totals as
 * they will be, the due date and the notes.
 */
export function InvoiceEditorForm({
  invoice,
  notice,
  onCancel,
  onDone,
}: {
  invoice: Invoice;
  notice?: string;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const status = displayedInvoiceStatus(invoice.status);
  const buttons = editorButtons(status);
  // The editor edits lessons and their rates; fees and discounts are added and removed on the invoice page.
  const lessonItems = useMemo(() => invoice.items.filter((item) => item.kind === 'lesson'), [invoice.items]);
  const form = useForm<InvoiceEditorFields, InvoiceEditorContext, InvoiceUpdateRequest>({
    resolver: invoiceEditorResolver,
    // The lines may change while the editor is open (a lesson added or removed): checked as they are.
    context: { items: lessonItems, status, editItems: buttons.editItems },
    defaultValues: editorFieldsOf(invoice),
    // Each line and the notes show their own problem as typed; the summary waits for the next save.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [edits, notes] = useWatch({ control: form.control, name: ['rates', 'notes'] });

  const lines = useMemo(() => editorLines(lessonItems, edits), [lessonItems, edits]);
  const totals = editorTotals(invoice, lines);
  const editor = useInvoiceEditorActions({ invoice, buttons, form, lines, notice, onDone });

  return (
    <form
      noValidate
      aria-label={`Edit invoice ${invoice.invoiceNumber}`}
      onSubmit={(event) => {
        event.preventDefault();
        editor.run('draft');
      }}
      className="space-y-6"
    >
      <ErrorSummary message={editor.failure?.message ?? null} takeFocus={!editor.failure?.fieldFocused} />
      <div aria-live="polite">
        {editor.banner ? <Alert tone={editor.banner.tone}>{editor.banner.text}</Alert> : null}
      </div>

      <InvoiceEditorDetails invoice={invoice} />

      <section aria-labelledby={`lessons-${invoice._id}`} className="space-y-3">
        <h3
          id={`lessons-${invoice._id}`}
          ref={editor.lessonsHeading}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 focus:outline-none"
        >
          Lessons
        </h3>
        {!buttons.editItems ? (
          <p className="text-sm text-slate-600">
            Lessons and rates can be changed only while the invoice is a draft.
          </p>
        ) : null}
        <InvoiceEditorLines
          lines={lines}
          currency={invoice.currency}
          editable={buttons.editItems}
          removingId={editor.removingId}
          onRemove={editor.remove}
          onRateChange={(itemId, text) => {
            form.setValue('rates', { ...form.getValues('rates'), [itemId]: text });
            editor.rateEdited();
          }}
          rateInputRef={editor.rateInputRef}
        />
      </section>

      {buttons.editItems ? (
        <InvoiceEditorAddLesson invoiceId={invoice._id} busy={editor.adding} onAdd={editor.add} />
      ) : null}

      <InvoiceEditorTotals totals={totals} taxRate={invoice.taxRate} currency={invoice.currency} />

      <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
        <TextField
          label="Due Date"
          type="date"
          hint="Empty: 30 days from issue."
          {...form.register('dueDate')}
        />
        <TextAreaField
          label="Notes"
          rows={3}
          maxLength={maxInvoiceNotesLength}
          hint={`${notes.length} of ${maxInvoiceNotesLength} characters`}
          error={notesError(notes)}
          {...form.register('notes')}
        />
      </div>

      <InvoiceEditorButtons
        buttons={buttons}
        pendingAction={editor.pendingAction}
        busy={editor.busy}
        saving={editor.saving}
        onCancel={onCancel}
        onRun={editor.run}
      />
    </form>
  );
}
