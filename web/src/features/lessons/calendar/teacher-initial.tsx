import { teacherColour } from './teacher-colours';

/** The teacher's initial on the teacher's colour (spec §2 table, §9 teacher colours). */
export function TeacherInitial({ teacherId, name }: { teacherId: string; name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white"
      style={{ backgroundColor: teacherColour(teacherId) }}
    >
      {(name.trim()[0] ?? '?').toLocaleUpperCase('en-GB')}
    </span>
  );
}
