import { useTeacherColourOf } from './teacher-colours-context';

export interface LegendTeacher {
  _id: string;
  name: string;
}

export interface TeacherLegendProps {
  teachers: readonly LegendTeacher[];
  selectedId: string | null;
  onSelect: (teacherId: string | null) => void;
}

const chip =
  'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900';

/**
 * The teacher colour legend, which says whose colour is whose; a teacher filters the calendar to their lessons, 'Show All' clears.
 * A period without lessons says so in a row of the legend's height: were the row to go, the calendar's
 * toolbar would jump up under a pointer about to press a view (Next, then Week, on an empty month).
 */
export function TeacherLegend({ teachers, selectedId, onSelect }: TeacherLegendProps) {
  const colourOf = useTeacherColourOf();
  if (teachers.length === 0)
    return (
      <p className="flex h-9 items-center text-sm text-slate-600">No teacher has lessons in this period.</p>
    );
  return (
    <div role="group" aria-label="Teacher colours" className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-slate-700" aria-hidden="true">
        Teachers:
      </span>
      {teachers.map((teacher) => (
        <button
          key={teacher._id}
          type="button"
          aria-pressed={selectedId === teacher._id}
          onClick={() => onSelect(selectedId === teacher._id ? null : teacher._id)}
          className={`${chip} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          <span
            aria-hidden="true"
            className="size-3 rounded-full"
            style={{ backgroundColor: colourOf(teacher._id) }}
          />
          <bdi dir="auto">{teacher.name}</bdi>
        </button>
      ))}
      <button
        type="button"
        aria-pressed={selectedId === null}
        onClick={() => onSelect(null)}
        className={`${chip} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
      >
        Show All
      </button>
    </div>
  );
}
