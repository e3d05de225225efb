import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { buttonClasses } from '../../components/button-styles';
import { TextField } from '../../components/text-field';
import { useReturnFocus } from '../../components/use-return-focus';

export interface EraseDialogProps {
  /** Who is erased: the full name that must be typed. */
  name: string | null;
  kind: 'student' | 'family';
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onErase: (typedName: string) => void;
}

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Erasure (UK GDPR right to erasure) cannot be undone, so the dialog says
 * what goes and what stays, and its button waits until the full name is
 * typed; the server checks the name again.
 */
export function EraseDialog({ name, kind, busy, error, onCancel, onErase }: EraseDialogProps) {
  const [typed, setTyped] = useState('');
  const returnFocus = useReturnFocus();
  const matches = name !== null && normalized(typed) === normalized(name);
  const what =
    kind === 'family'
      ? 'this family account and every child on it: their progress, notes, lessons, activity, notifications and emails'
      : 'this student: progress, notes, history, lessons and their notes, activity, notifications and emails about them';
  return (
    <AlertDialog.Root
      open={name !== null}
      onOpenChange={(open) => {
        if (!open && !busy) {
          setTyped('');
          onCancel();
        }
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-900/50" />
        <AlertDialog.Content
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-pop-in rounded-card bg-white p-5 shadow-raised focus:outline-none sm:p-6"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            Erase {name}?
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm leading-relaxed text-slate-700">
              <p>
                This permanently erases {what}. <strong>It cannot be undone.</strong>
              </p>
              <p>
                Invoices already issued are kept for the accounting retention period (six years after the
                financial year), with the names they were issued with, and nothing else.
              </p>
            </div>
          </AlertDialog.Description>
          <form
            className="mt-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (matches && !busy) onErase(typed);
            }}
          >
            <TextField
              label={`Type ${name ?? ''} to confirm`}
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            {error ? (
              <Alert tone="error" className="mt-4">
                {error}
              </Alert>
            ) : null}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })} disabled={busy}>
                Cancel
              </AlertDialog.Cancel>
              <Button type="submit" variant="danger" busy={busy} disabled={!matches}>
                Erase permanently
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
