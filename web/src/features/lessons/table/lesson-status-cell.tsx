import { Repeat } from 'lucide-react';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { LessonStatusBadge } from '../lesson-status-badge';

/** A lesson's status, and whether it is one of a series: the table's Status column and the phone card's corner. */
export function LessonStatusCell({ lesson, align }: { lesson: Lesson; align: 'start' | 'end' }) {
  return (
    <span className={`flex flex-col ${align === 'start' ? 'items-start' : 'items-end'} gap-1`}>
      <LessonStatusBadge status={lesson.status} />
      {lesson.isRecurring ? (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-violet-800">
          <Repeat aria-hidden="true" className="size-3.5" />
          Recurring
        </span>
      ) : null}
    </span>
  );
}
