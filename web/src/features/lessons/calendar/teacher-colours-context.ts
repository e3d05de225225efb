import { createContext, use } from 'react';
import { teacherColour } from './teacher-colours';

/**
 * The colours the page gave its teachers (`teacherColours`, booking/use-teacher-colours.ts), for the
 * calendar's events, its legend and every teacher initial, so a teacher has one colour on all three.
 */
export const TeacherColoursContext = createContext<ReadonlyMap<string, string>>(new Map());

/** A teacher id's colour on this page (its own colour for a teacher the page did not name). */
export function useTeacherColourOf(): (teacherId: string) => string {
  const colours = use(TeacherColoursContext);
  return (teacherId) => colours.get(teacherId) ?? teacherColour(teacherId);
}
