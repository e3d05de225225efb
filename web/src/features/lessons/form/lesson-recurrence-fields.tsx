import { Controller, type UseFormReturn } from 'react-hook-form';
import { recurrencePatterns } from '../../../../../shared/recurrence';
import { CheckboxField } from '../../../components/checkbox-field';
import { optionsOf, SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { dayOptions, weekdayOf, type LessonFormValues } from './lesson-form-model';

const patternLabels = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;

/** A booking's Recurring options: how it repeats, on which days (weekly) and until when. */
export function LessonRecurrenceFields({
  form,
  startDate,
}: {
  form: UseFormReturn<LessonFormValues>;
  /** The start's `YYYY-MM-DD`, once typed: a series starts on it. */
  startDate: string | undefined;
}) {
  const { errors } = form.formState;
  const [isRecurring, pattern] = form.watch(['isRecurring', 'recurrencePattern']);
  return (
    <fieldset className="space-y-4 rounded-control border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Recurring options</legend>
      <Controller
        control={form.control}
        name="isRecurring"
        render={({ field }) => (
          <CheckboxField
            label="Recurring lesson"
            checked={field.value}
            onChange={(event) => {
              field.onChange(event.target.checked);
              // A weekly series starts on the lesson's own weekday unless days were chosen.
              if (event.target.checked && startDate && form.getValues('daysOfWeek').length === 0)
                form.setValue('daysOfWeek', [String(weekdayOf(startDate))]);
            }}
            ref={field.ref}
          />
        )}
      />
      {isRecurring ? (
        <>
          <SelectField
            label="Repeats"
            {...form.register('recurrencePattern')}
            options={optionsOf(recurrencePatterns, patternLabels)}
          />
          {pattern === 'weekly' ? (
            <Controller
              control={form.control}
              name="daysOfWeek"
              render={({ field }) => (
                <fieldset aria-describedby={errors.daysOfWeek ? 'lesson-days-error' : undefined}>
                  <legend className="text-sm font-semibold text-slate-800">Days of the week</legend>
                  {errors.daysOfWeek?.message ? (
                    <p id="lesson-days-error" className="mt-1 text-sm font-semibold text-red-700">
                      <span className="sr-only">Error: </span>
                      {errors.daysOfWeek.message}
                    </p>
                  ) : null}
                  <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-2">
                    {dayOptions.map((day, index) => (
                      <CheckboxField
                        key={day.value}
                        label={day.label}
                        aria-label={day.name}
                        ref={index === 0 ? field.ref : undefined}
                        checked={field.value.includes(day.value)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, day.value]
                              : field.value.filter((value) => value !== day.value),
                          )
                        }
                      />
                    ))}
                  </div>
                </fieldset>
              )}
            />
          ) : null}
          <TextField
            label="End Date"
            type="date"
            min={startDate}
            hint="The last day a lesson may fall on."
            error={errors.endDate?.message}
            {...form.register('endDate')}
          />
        </>
      ) : null}
    </fieldset>
  );
}
