import { Send, CircleCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { displayedInvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import { maxInvoiceNotesLength } from '../../../../../shared/invoices/invoice-limits';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { successMessageMs } from '../../../components/use-timed-message';
import { InvoiceEditorAddLesson } from './invoice-editor-add-lesson';
import { InvoiceEditorDetails } from './invoice-editor-details';
import { InvoiceEditorLines } from './invoice-editor-lines';
import {
  detailsChanged,
  dueDateInput,
  editorButtons,
  editorLines,
  editorTotals,
  hasRateErrors,
  invoiceUpdateBody,
  notesError,
} from './invoice-editor-model';
import { InvoiceEditorTotals } from './invoice-editor-totals';
import {
  useAddInvoiceItem,
  useRemoveInvoiceItem,
  useSaveInvoice,
  type SaveInvoiceInput,
} from './invoice-editor-api';
import { failureText, invoiceManagementMessages as messages } from '../invoice-management-messages';

type EditorAction = 'draft' | 'send' | 'paid';

const actionMessages: Record<EditorAction, { done: string; failed: string }> = {
  draft: { done: messages.savedDraft, failed: messages.saveDraftFailed },
  send: { done: messages.sent, failed: messages.sendFailed },
  paid: { done: messages.markedPaid, failed: messages.markPaidFailed },
};

interface Banner {
  tone: 'success' | 'error';
  text: string;
}

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
  const save = useSaveInvoice();
  const removeItem = useRemoveInvoiceItem();
  const addItem = useAddInvoiceItem();

  const [edits, setEdits] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState(invoice.notes);
  const [dueDate, setDueDate] = useState(dueDateInput(invoice.dueDate));
  const [failure, setFailure] = useState<{ message: string; fieldFocused: boolean } | null>(null);
  const [banner, setBanner] = useState<Banner | null>(notice ? { tone: 'success', text: notice } : null);
  const [pendingAction, setPendingAction] = useState<EditorAction | null>(null);
  const rateInputs = useRef(new Map<string, HTMLInputElement>());
  const lessonsHeading = useRef<HTMLHeadingElement>(null);

  // Success banners clear themselves; errors stay until the next action.
  useEffect(() => {
    if (banner?.tone !== 'success') return;
    const timer = window.setTimeout(() => setBanner(null), successMessageMs);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const lines = useMemo(() => editorLines(invoice.items, edits), [invoice.items, edits]);
  const totals = editorTotals(invoice, lines);
  const notesProblem = notesError(notes);
  const busy = save.isPending || removeItem.isPending || addItem.isPending;
  const removingId = removeItem.isPending ? (removeItem.variables?.itemId ?? null) : null;

  /** The form's own checks before a save: every rate valid (draft) and notes within the limit. */
  const checkForm = (): boolean => {
    if (buttons.editItems && hasRateErrors(lines)) {
      const firstInvalid = lines.find((line) => line.error);
      const input = firstInvalid ? rateInputs.current.get(firstInvalid.item._id) : undefined;
      input?.focus();
      setFailure({ message: messages.invalidRate, fieldFocused: Boolean(input) });
      return false;
    }
    if (notesProblem) {
      setFailure({ message: notesProblem, fieldFocused: false });
      return false;
    }
    return true;
  };

  const run = (action: EditorAction) => {
    setFailure(null);
    setBanner(null);
    if (!checkForm()) return;
    const body = invoiceUpdateBody(status, lines, notes, dueDate);
    const input: SaveInvoiceInput =
      action === 'draft'
        ? { id: invoice._id, update: body, status: 'draft' }
        : action === 'send'
          ? { id: invoice._id, update: body, status: 'sent' }
          : // Mark as Paid keeps notes or a due date changed on the way.
            {
              id: invoice._id,
              ...(detailsChanged(invoice, notes, dueDate) ? { update: body } : {}),
              status: 'paid',
            };
    setPendingAction(action);
    save.mutate(input, {
      onSuccess: () => onDone(actionMessages[action].done),
      onError: (error) =>
        setFailure({ message: failureText(actionMessages[action].failed, error), fieldFocused: false }),
      onSettled: () => setPendingAction(null),
    });
  };

  const remove = (itemId: string) => {
    setBanner(null);
    removeItem.mutate(
      { id: invoice._id, itemId },
      {
        onSuccess: () => {
          setEdits(({ [itemId]: _removed, ...rest }) => rest);
          setBanner({ tone: 'success', text: messages.lessonRemoved });
          // The row and its button are gone: focus goes to the table's heading.
          lessonsHeading.current?.focus();
        },
        onError: (error) =>
          setBanner({ tone: 'error', text: failureText(messages.removeLessonFailed, error) }),
      },
    );
  };

  const add = (lessonId: string, done: () => void) => {
    setBanner(null);
    addItem.mutate(
      { id: invoice._id, lessonId },
      {
        onSuccess: () => {
          done();
          setBanner({ tone: 'success', text: messages.lessonAdded });
        },
        onError: (error) => setBanner({ tone: 'error', text: failureText(messages.addLessonFailed, error) }),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={`Edit invoice ${invoice.invoiceNumber}`}
      onSubmit={(event) => {
        event.preventDefault();
        run('draft');
      }}
      className="space-y-6"
    >
      <ErrorSummary message={failure?.message ?? null} takeFocus={!failure?.fieldFocused} />
      <div aria-live="polite">{banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}</div>

      <InvoiceEditorDetails invoice={invoice} />

      <section aria-labelledby={`lessons-${invoice._id}`} className="space-y-3">
        <h3
          id={`lessons-${invoice._id}`}
          ref={lessonsHeading}
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
          removingId={removingId}
          onRemove={remove}
          onRateChange={(itemId, text) => {
            setEdits((current) => ({ ...current, [itemId]: text }));
            // The rate problem reported on saving is being fixed: its banner goes.
            if (failure?.message === messages.invalidRate) setFailure(null);
          }}
          rateInputRef={(itemId) => (element) => {
            if (element) rateInputs.current.set(itemId, element);
            else rateInputs.current.delete(itemId);
          }}
        />
      </section>

      {buttons.editItems ? (
        <InvoiceEditorAddLesson invoiceId={invoice._id} busy={addItem.isPending} onAdd={add} />
      ) : null}

      <InvoiceEditorTotals totals={totals} taxRate={invoice.taxRate} currency={invoice.currency} />

      <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
        <TextField
          label="Due Date"
          type="date"
          hint="Empty: 30 days from issue."
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
        />
        <TextAreaField
          label="Notes"
          rows={3}
          maxLength={maxInvoiceNotesLength}
          hint={`${notes.length} of ${maxInvoiceNotesLength} characters`}
          error={notesProblem}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>

      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={buttons.send || buttons.markPaid ? 'secondary' : 'primary'}
          busy={pendingAction === 'draft'}
          disabled={busy}
        >
          Save as Draft
        </Button>
        {buttons.send ? (
          <Button busy={pendingAction === 'send'} disabled={busy} onClick={() => run('send')}>
            <Send aria-hidden="true" className="size-4" />
            Send Invoice
          </Button>
        ) : null}
        {buttons.markPaid ? (
          <Button busy={pendingAction === 'paid'} disabled={busy} onClick={() => run('paid')}>
            <CircleCheck aria-hidden="true" className="size-4" />
            Mark as Paid
          </Button>
        ) : null}
      </div>
    </form>
  );
}
