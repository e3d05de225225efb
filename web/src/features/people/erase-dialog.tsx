import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { AlertDialogActions, AlertDialogPanel } from '../../components/alert-dialog-panel';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useOpenedOnce } from '../../components/use-opened-once';

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
  const opened = useOpenedOnce(name !== null);
  const matches = name !== null && normalized(typed) === normalized(name);
  const what =
    kind === 'family'
      ? 'this family account and every child on it: their progress, notes, lessons, activity, notifications and emails'
      : 'this student: progress, notes, history, lessons and their notes, activity, notifications and emails about them';
  if (!opened) return null;
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
      <AlertDialogPanel title={`Erase ${name}?`}>
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
          <AlertDialogActions error={error} busy={busy}>
            <Button type="submit" variant="danger" busy={busy} disabled={!matches}>
              Erase permanently
            </Button>
          </AlertDialogActions>
        </form>
      </AlertDialogPanel>
    </AlertDialog.Root>
  );
}
