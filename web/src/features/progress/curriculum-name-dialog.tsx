import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { useFocusOnMount } from '../../components/use-focus-on-mount';

export interface CurriculumNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** 'Subject name', 'Unit name', 'Topic name'. */
  label: string;
  submitLabel: string;
  initialName?: string;
  busy: boolean;
  /** Resolves when saved; rejects with an Error whose message is shown in the dialog. */
  onSubmit: (name: string) => Promise<void>;
  /** Fields before the name (the unit a topic goes in). */
  children?: ReactNode;
  /** False while those fields are incomplete. */
  ready?: boolean;
}

/**
 * The progress page's add/edit subject, add unit and add topic modals. The
 * button stays disabled until the name has something besides spaces.
 */
export function CurriculumNameDialog({ open, onOpenChange, ...form }: CurriculumNameDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (form.busy ? undefined : onOpenChange(next))}
      title={form.title}
      description={form.description}
    >
      {open ? <NameForm {...form} onCancel={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function NameForm({
  label,
  submitLabel,
  initialName = '',
  busy,
  onSubmit,
  onCancel,
  children,
  ready = true,
}: Omit<CurriculumNameDialogProps, 'open' | 'onOpenChange' | 'title' | 'description'> & {
  onCancel: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const nameInput = useFocusOnMount<HTMLInputElement>();
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || !ready || busy) return;
    setError(null);
    onSubmit(trimmed).catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {children}
      <TextField
        ref={nameInput}
        label={label}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={120}
        autoComplete="off"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={!trimmed || !ready} busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
