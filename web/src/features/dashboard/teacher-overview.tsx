import type { Lesson } from '../../../../shared/schemas/lesson-schemas';
import { RetryAlert } from '../../components/retry-alert';
import { Spinner } from '../../components/spinner';
import { upcomingDays, useUpcomingLessons } from './home-overview-api';
import { OverviewHeading } from './overview-heading';
import { UpcomingLessonLine } from './upcoming-lesson-line';

/** How many lessons after today the teacher's home lists. */
const nextCount = 5;

/** Whether a lesson starts on the phone's today (what "today" means to the teacher holding it). */
function startsToday(lesson: Lesson, now: Date): boolean {
  return new Date(lesson.startTime).toDateString() === now.toDateString();
}

function LessonList({ lessons, empty }: { lessons: Lesson[]; empty: string }) {
  if (lessons.length === 0) return <p className="px-5 py-4 text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {lessons.map((lesson) => (
        <li key={lesson._id} className="px-5 py-4">
          <UpcomingLessonLine lesson={lesson} withWhom={lesson.student.name} />
        </li>
      ))}
    </ul>
  );
}

/** A teacher's home (issue 18): today's lessons and the next ones, each with its meeting link. */
export function TeacherOverview() {
  const lessons = useUpcomingLessons();
  const now = new Date();

  let body;
  if (lessons.isPending) {
    body = (
      <div className="flex justify-center py-8 text-brand-700">
        <Spinner label="Loading your lessons" />
      </div>
    );
  } else if (lessons.isError) {
    body = (
      <div className="p-5">
        <RetryAlert
          message="Failed to load your lessons"
          onRetry={() => void lessons.refetch()}
          retrying={lessons.isFetching}
        />
      </div>
    );
  } else {
    const today = lessons.data.filter((lesson) => startsToday(lesson, now));
    const next = lessons.data.filter((lesson) => !startsToday(lesson, now)).slice(0, nextCount);
    body = (
      <>
        <h3 className="border-b border-slate-100 px-5 pt-4 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Today
        </h3>
        <LessonList lessons={today} empty="No more lessons today." />
        <h3 className="border-y border-slate-100 px-5 pt-4 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Coming up
        </h3>
        <LessonList lessons={next} empty={`Nothing else booked in the next ${upcomingDays} days.`} />
      </>
    );
  }

  return (
    <section
      aria-labelledby="teacher-overview"
      className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-card"
    >
      <OverviewHeading id="teacher-overview" title="Your lessons" inset />
      {body}
    </section>
  );
}
