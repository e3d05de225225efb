import { Clock } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { lessonTimezones, timezoneLabelsOn, type LessonTimezone } from '../../../../../shared/lesson-time';
import { optionsOf, SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { otherClockText } from '../../../lib/lesson-time-format';
import { lessonMessages } from '../lesson-messages';
import { lengthOptions, type LessonFormValues } from './lesson-form-model';

/** The start as the wall clock of its zone, and the same moment on the other zone's clock below. */
export function LessonTimeFields({
  form,
  instant,
  timezone,
}: {
  form: UseFormReturn<LessonFormValues>;
  /** The typed start, once complete. */
  instant: Date | null;
  timezone: LessonTimezone;
}) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label="Lesson Date & Time"
          type="datetime-local"
          step={900}
          hint={lessonMessages.durationHint}
          error={errors.start?.message}
          {...form.register('start')}
        />
        <SelectField
          label="Length"
          hint="Rates are per hour; the bill follows the length."
          {...form.register('durationMinutes')}
          options={lengthOptions(form.watch('durationMinutes'))}
        />
        <SelectField
          label="Timezone"
          hint="The clock the time is in."
          {...form.register('timezone')}
          options={optionsOf(lessonTimezones, timezoneLabelsOn(instant))}
        />
      </div>
      <p aria-live="polite" className="-mt-2 flex items-center gap-2 text-sm text-slate-700">
        {instant ? (
          <>
            <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {otherClockText(instant, timezone)}
          </>
        ) : null}
      </p>
    </>
  );
}
