import { Video } from 'lucide-react';
import type { Lesson } from '../../../../shared/schemas/lesson-schemas';
import { bothClocksText, lessonDateText } from '../../lib/lesson-time-format';

/**
 * One upcoming lesson on the home page: its date on its own calendar, both
 * clocks (the family's and the other country's), who it is with, and the
 * meeting link as a button big enough for a thumb.
 */
export function UpcomingLessonLine({ lesson, withWhom }: { lesson: Lesson; withWhom: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {lessonDateText(lesson)}, {bothClocksText(lesson)}
        </p>
        <p className="text-sm break-words text-slate-600">
          {lesson.subjectName ? `${lesson.subjectName} with ` : 'With '}
          {withWhom}
        </p>
      </div>
      {lesson.meetingLink ? (
        <a
          href={lesson.meetingLink}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-control bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Video aria-hidden="true" className="size-4" />
          Join lesson
          <span className="sr-only"> on {lessonDateText(lesson)} (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
