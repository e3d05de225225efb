import { timezoneLabelsOn } from '../../../../../shared/lesson-time';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { bothClocksText, lessonDateText } from '../../../lib/lesson-time-format';

/** What a teacher's limited edit shows but does not change: who, when and in which zone. */
export function LessonReadOnlyDetails({ lesson }: { lesson: Lesson }) {
  return (
    <dl className="grid gap-x-4 gap-y-3 rounded-control border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-2">
      <ReadOnly term="Student" value={lesson.student.name} />
      <ReadOnly term="Teacher" value={lesson.teacher.name} />
      <ReadOnly term="Lesson Date & Time" value={`${lessonDateText(lesson)}, ${bothClocksText(lesson)}`} />
      <ReadOnly term="Timezone" value={timezoneLabelsOn(new Date(lesson.startTime))[lesson.timezone]} />
    </dl>
  );
}

function ReadOnly({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
    </div>
  );
}
