import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { invoiceAddLessonSchema } from '../../../../../shared/schemas/invoice-schemas';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { availableLessonLabel } from './invoice-editor-model';
import { useAvailableLessons } from './invoice-editor-api';
import { invoiceManagementMessages } from '../invoice-management-messages';

export interface InvoiceEditorAddLessonProps {
  invoiceId: string;
  busy: boolean;
  /** Adds the lesson; `done` runs once it is on the invoice, so the choice can be cleared. */
  onAdd: (lessonId: string, done: () => void) => void;
}

/** The 'Add Lesson' picker (draft only): the student's lessons of the period on no invoice. */
export function InvoiceEditorAddLesson({ invoiceId, busy, onAdd }: InvoiceEditorAddLessonProps) {
  const available = useAvailableLessons(invoiceId, true);
  const form = useForm<{ lessonId: string }>({
    resolver: zodResolver(invoiceAddLessonSchema),
    defaultValues: { lessonId: '' },
    // The message goes once a lesson is chosen, and only then; focus stays on the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const lessonId = useWatch({ control: form.control, name: 'lessonId' });
  const error = form.formState.errors.lessonId?.message;
  const lessons = available.data ?? [];
  // A lesson chosen before the list was read again may have gone (added meanwhile).
  const chosen = lessons.some((lesson) => lesson._id === lessonId) ? lessonId : '';

  const add = () => {
    form.setValue('lessonId', chosen);
    void form.handleSubmit((values) => onAdd(values.lessonId, () => form.reset({ lessonId: '' })))();
  };

  return (
    <section aria-labelledby={`add-lesson-${invoiceId}`} className="space-y-3">
      <h3 id={`add-lesson-${invoiceId}`} className="text-base font-semibold text-slate-900">
        Add Lesson
      </h3>
      {available.isError ? (
        <Alert tone="error">{invoiceManagementMessages.loadAvailableFailed}</Alert>
      ) : !available.isPending && lessons.length === 0 ? (
        <p className="text-sm text-slate-600">{invoiceManagementMessages.noAvailableLessons}</p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField
            label="Lesson to add"
            className="min-w-0 flex-1"
            {...form.register('lessonId', {
              onChange: (event: { target: { value: string } }) => {
                if (event.target.value) form.clearErrors('lessonId');
              },
            })}
            value={chosen}
            disabled={available.isPending}
            error={error}
            options={lessons.map((lesson) => ({ value: lesson._id, label: availableLessonLabel(lesson) }))}
          >
            <option value="">{available.isPending ? 'Loading lessons...' : 'Select a lesson'}</option>
          </SelectField>
          <Button variant="secondary" busy={busy} disabled={available.isPending} onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            Add Lesson
          </Button>
        </div>
      )}
    </section>
  );
}
