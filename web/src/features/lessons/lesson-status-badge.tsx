import {
  lessonStatusBorderColors,
  lessonStatusLabels,
  type LessonStatus,
} from '../../../../shared/lesson-statuses';

/** Text and background pairs that meet WCAG AA; the dot is the calendar's border colour for the status. */
const tones: Record<LessonStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  confirmed: 'bg-blue-50 text-blue-800 ring-blue-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  canceled: 'bg-red-50 text-red-800 ring-red-200',
};

export function LessonStatusBadge({ status }: { status: LessonStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[status]}`}
    >
      <span
        aria-hidden="true"
        className="size-2 rounded-full"
        style={{ backgroundColor: lessonStatusBorderColors[status] }}
      />
      {lessonStatusLabels[status]}
    </span>
  );
}
