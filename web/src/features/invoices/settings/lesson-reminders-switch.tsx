import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/api-client';
import { queryKeyOf } from '../../../api/query-keys';
import { CheckboxField } from '../../../components/checkbox-field';

const settingsKey = queryKeyOf('lessons.reminderSettings');

/**
 * The school's "Lesson reminders" switch: whether families and teachers get
 * an email the day before each lesson. Saved as soon as it is flipped; the
 * next hourly run reads it. Beside the invoice settings, in a file of its own.
 */
export function LessonRemindersSwitch({ onSaved }: { onSaved: (message: string) => void }) {
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => callApi('lessons.reminderSettings', { signal }),
  });
  const update = useMutation({
    mutationFn: (enabled: boolean) => callApi('lessons.updateReminderSettings', { body: { enabled } }),
    onSuccess: (saved) => {
      client.setQueryData(settingsKey, saved);
      onSaved(saved.enabled ? 'Lesson reminders are on' : 'Lesson reminders are off');
    },
  });
  const enabled = update.isPending ? update.variables : settings.data?.enabled;
  return (
    <div
      className="flex items-center rounded-md border border-slate-300 px-3 py-2"
      title="An email to the family and the teacher the day before each lesson"
    >
      <CheckboxField
        label={update.isError ? 'Lesson reminders (not saved, try again)' : 'Lesson reminders'}
        checked={enabled ?? false}
        disabled={settings.isPending || update.isPending}
        onChange={(event) => update.mutate(event.target.checked)}
      />
    </div>
  );
}
