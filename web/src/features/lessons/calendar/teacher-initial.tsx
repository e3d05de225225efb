import { useTeacherColourOf } from './teacher-colours-context';

/** The teacher's initial on the teacher's colour (as on the calendar, so a teacher is known by colour in both). */
export function TeacherInitial({ teacherId, name }: { teacherId: string; name: string }) {
  const colourOf = useTeacherColourOf();
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white"
      style={{ backgroundColor: colourOf(teacherId) }}
    >
      {(name.trim()[0] ?? '?').toLocaleUpperCase('en-GB')}
    </span>
  );
}
