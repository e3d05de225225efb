import { useMemo, useState } from 'react';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { teacherColours } from '../calendar/teacher-colours';
import { useTeacherOptions } from '../lessons-api';

/**
 * Every teacher's colour on the lesson page, no two alike up to the palette's 24 (teacherColours). Staff
 * read the school's teachers (the booking form's list, so one request serves both): a teacher's colour
 * then does not change with the period shown. Teachers and families, who cannot list the school's
 * teachers, colour the teachers of their own lessons; the page remembers every teacher it has shown, so
 * paging through weeks does not repaint anyone.
 */
export function useTeacherColours(
  lessons: readonly Lesson[],
  summaryTeachers: readonly { _id: string }[],
  readsSchoolTeachers: boolean,
): ReadonlyMap<string, string> {
  const schoolTeachers = useTeacherOptions(readsSchoolTeachers);
  const [seen, setSeen] = useState<readonly string[]>([]);
  const unseen = new Set([
    ...(schoolTeachers.data ?? []).map((teacher) => teacher._id),
    ...summaryTeachers.map((teacher) => teacher._id),
    ...lessons.map((lesson) => lesson.teacher._id),
  ]);
  for (const id of seen) unseen.delete(id);
  // Kept during the render that first shows a teacher, as React documents for state from earlier renders.
  if (unseen.size > 0) setSeen([...seen, ...unseen]);
  return useMemo(() => teacherColours(seen), [seen]);
}
