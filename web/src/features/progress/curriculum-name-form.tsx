import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import {
  subjectBodySchema,
  topicBodySchema,
  unitBodySchema,
} from '../../../../shared/schemas/curriculum-schemas';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useFocusOnMount } from '../../components/use-focus-on-mount';

/** What the dialog names: each has the API's own rules for its name. */
export type CurriculumNameKind = 'subject' | 'unit' | 'topic';

const nameSchemas = { subject: subjectBodySchema, unit: unitBodySchema, topic: topicBodySchema };
const labels = { subject: 'Subject name', unit: 'Unit name', topic: 'Topic name' };

interface NameFormValues {
  name: string;
  /** The unit a new topic goes in; unused for the others. */
  unitId: string;
}

function schemaFor(kind: CurriculumNameKind) {
  return nameSchemas[kind].extend({
    unitId: kind === 'topic' ? z.string().min(1, 'Please select a unit first') : z.string(),
  });
}

export interface CurriculumNameFormProps {
  kind: CurriculumNameKind;
  submitLabel: string;
  initialName?: string;
  /** Add Topic's choice of unit, the last one first. */
  units?: readonly { _id: string; name: string }[];
  busy: boolean;
  /** Resolves when saved; rejects with an Error whose message is shown in the form. */
  onSubmit: (name: string, unitId: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * A name for a subject, unit or topic (and a topic's unit), checked with the
 * API's own schema. Its button stays disabled until the name has something
 * besides spaces, so an empty name is never sent.
 */
export function CurriculumNameForm({
  kind,
  submitLabel,
  initialName = '',
  units,
  busy,
  onSubmit,
  onCancel,
}: CurriculumNameFormProps) {
  const form = useForm<NameFormValues>({
    resolver: zodResolver(schemaFor(kind)),
    defaultValues: { name: initialName, unitId: units?.at(-1)?._id ?? '' },
  });
  const { errors } = form.formState;
  const [name, unitId] = useWatch({ control: form.control, name: ['name', 'unitId'] });
  const ready = name.trim() !== '' && (kind !== 'topic' || unitId !== '');
  const nameInput = useFocusOnMount<HTMLInputElement>();
  const { ref: registerName, ...nameField } = form.register('name');

  const submit = form.handleSubmit((values) => {
    if (busy) return;
    form.clearErrors('root');
    onSubmit(values.name, values.unitId).catch((failure: unknown) =>
      form.setError('root', { message: failure instanceof Error ? failure.message : String(failure) }),
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      {units ? (
        <SelectField
          label="Unit"
          hint={unitId ? undefined : 'Please select a unit first'}
          error={errors.unitId?.message}
          {...form.register('unitId')}
        >
          <option value="" disabled>
            Select a unit
          </option>
          {units.map((unit, index) => (
            <option key={unit._id} value={unit._id}>
              Unit {index + 1}: {unit.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField
        ref={(element) => {
          registerName(element);
          nameInput.current = element;
        }}
        label={labels[kind]}
        error={errors.name?.message}
        maxLength={120}
        autoComplete="off"
        {...nameField}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready} busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
