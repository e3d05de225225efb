import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { Invoice, InvoiceUpdateRequest } from '../../../../../shared/schemas/invoice-schemas';
import { successMessageMs } from '../../../components/use-timed-message';
import {
  useAddInvoiceItem,
  useRemoveInvoiceItem,
  useSaveInvoice,
  type SaveInvoiceInput,
} from './invoice-editor-api';
import type { InvoiceEditorContext, InvoiceEditorFields } from './invoice-editor-fields';
import { detailsChanged, type EditorButtons, type EditorLine } from './invoice-editor-model';
import { failureText, invoiceManagementMessages as messages } from '../invoice-management-messages';

export type EditorAction = 'draft' | 'send' | 'paid';

const actionMessages: Record<EditorAction, { done: string; failed: string }> = {
  draft: { done: messages.savedDraft, failed: messages.saveDraftFailed },
  send: { done: messages.sent, failed: messages.sendFailed },
  paid: { done: messages.markedPaid, failed: messages.markPaidFailed },
};

export interface EditorBanner {
  tone: 'success' | 'error';
  text: string;
}

export interface EditorFailure {
  message: string;
  /** The failure put focus on its field, so the summary leaves focus where it is. */
  fieldFocused: boolean;
}

export interface InvoiceEditorState {
  invoice: Invoice;
  buttons: EditorButtons;
  form: UseFormReturn<InvoiceEditorFields, InvoiceEditorContext, InvoiceUpdateRequest>;
  /** The lines as shown, to put focus on the first whose rate is refused. */
  lines: readonly EditorLine[];
  /** A message to greet the editor with ('Invoice generated successfully!'). */
  notice?: string;
  onDone: (message: string) => void;
}

/**
 * What the invoice editor does: Save as Draft, Send Invoice, Mark as Paid
 * (after the form's own checks), removing and adding a lesson, and what it
 * says about them: a failure of a save in the error summary, the rest in a
 * banner whose successes clear themselves.
 */
export function useInvoiceEditorActions(state: InvoiceEditorState) {
  const { invoice, buttons, form, lines, onDone } = state;
  const save = useSaveInvoice();
  const removeItem = useRemoveInvoiceItem();
  const addItem = useAddInvoiceItem();
  const [failure, setFailure] = useState<EditorFailure | null>(null);
  const [banner, setBanner] = useState<EditorBanner | null>(
    state.notice ? { tone: 'success', text: state.notice } : null,
  );
  const [pendingAction, setPendingAction] = useState<EditorAction | null>(null);
  const rateInputs = useRef(new Map<string, HTMLInputElement>());
  const lessonsHeading = useRef<HTMLHeadingElement>(null);

  // Success banners clear themselves; errors stay until the next action.
  useEffect(() => {
    if (banner?.tone !== 'success') return;
    const timer = window.setTimeout(() => setBanner(null), successMessageMs);
    return () => window.clearTimeout(timer);
  }, [banner]);

  /** The form's checks refused a save: a rate puts focus on its box, anything else is said on top. */
  const refused = (errors: FieldErrors<InvoiceEditorFields>) => {
    if (buttons.editItems && errors.rates) {
      const firstInvalid = lines.find((line) => line.error);
      const input = firstInvalid ? rateInputs.current.get(firstInvalid.item._id) : undefined;
      input?.focus();
      setFailure({ message: messages.invalidRate, fieldFocused: Boolean(input) });
      return;
    }
    const message = errors.notes?.message ?? errors.dueDate?.message ?? errors.root?.message;
    if (message) setFailure({ message, fieldFocused: false });
  };

  const run = (action: EditorAction) => {
    setFailure(null);
    setBanner(null);
    void form.handleSubmit((body) => {
      const { notes, dueDate } = form.getValues();
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
    }, refused)();
  };

  const remove = (itemId: string) => {
    setBanner(null);
    removeItem.mutate(
      { id: invoice._id, itemId },
      {
        onSuccess: () => {
          // The lesson's rate edit goes with it.
          const { [itemId]: _removed, ...rest } = form.getValues('rates');
          form.setValue('rates', rest);
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

  /** The rate problem reported on saving is being fixed: its summary goes. */
  const rateEdited = () => {
    if (failure?.message === messages.invalidRate) setFailure(null);
  };

  /** The ref of one line's rate input, so that a save refused for a rate can put focus on it. */
  const rateInputRef = (itemId: string) => (element: HTMLInputElement | null) => {
    if (element) rateInputs.current.set(itemId, element);
    else rateInputs.current.delete(itemId);
  };

  return {
    failure,
    banner,
    pendingAction,
    saving: save.isPending,
    busy: save.isPending || removeItem.isPending || addItem.isPending,
    adding: addItem.isPending,
    removingId: removeItem.isPending ? (removeItem.variables?.itemId ?? null) : null,
    lessonsHeading,
    rateInputRef,
    rateEdited,
    run,
    remove,
    add,
  };
}
