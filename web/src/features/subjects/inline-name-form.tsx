import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useFocusOnMount } from '../../components/use-focus-on-mount';

export interface InlineNameFormProps {
  /** 'Subject', 'Unit' or 'Topic': the label is '<noun> name', the error '<noun> name is required'. */
  noun: string;
  initialName?: string;
  /** 'Add' or 'Update'. */
  submitLabel: 'Add' | 'Update';
  busy: boolean;
  /** Resolves when saved (the form then closes); rejects to keep the form open. */
  onSubmit: (name: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * The subject screen's inline add and edit form, checked the GOV.UK way (docs/architecture.md#validation).
 */
export function InlineNameForm({
  noun,
  initialName = '',
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: InlineNameFormProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>(undefined);
  const inputRef = useFocusOnMount<HTMLInputElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setError(`${noun} name is required`);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    onSubmit(trimmed).catch(() => inputRef.current?.focus());
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={submitLabel === 'Add' ? `Add ${noun.toLowerCase()}` : `Edit ${noun.toLowerCase()}`}
      className="space-y-3 rounded-control border border-brand-200 bg-brand-50/60 p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <TextField
        ref={inputRef}
        label={`${noun} name`}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
        maxLength={120}
        autoComplete="off"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
