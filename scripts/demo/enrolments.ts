import type { LessonTimezone } from '../../shared/lesson-time';
import type { Currency } from '../../shared/invoices/money';
import { catalogue } from './catalogue';
import type { DemoFamily } from './families';
import type { DemoTeacher } from './staff';

/** A child of a demo family, numbered across the school. */
export interface PlannedStudent {
  index: number;
  familyIndex: number;
  name: string;
  grade: string;
  year: number;
  subjects: readonly string[];
  timezone: LessonTimezone;
  currency: Currency;
}

/** Who teaches a student a subject; the main subject is the child's first. */
export interface Enrolment {
  student: number;
  subject: string;
  teacher: number;
  main: boolean;
}

export function studentsOf(families: readonly DemoFamily[]): PlannedStudent[] {
  return families
    .flatMap((family, familyIndex) =>
      family.children.map((child) => ({
        familyIndex,
        name: child.name,
        grade: child.grade,
        year: child.year,
        subjects: child.subjects,
        timezone: family.timezone,
        currency: family.currency,
      })),
    )
    .map((student, index) => ({ ...student, index }));
}

/**
 * Each subject of each student goes to the least busy teacher of that area
 * (ties to the first listed); a school with fewer teachers than areas asks
 * its teachers to cover the rest.
 */
export function planEnrolments(
  students: readonly PlannedStudent[],
  teachers: readonly DemoTeacher[],
): Enrolment[] {
  const load = teachers.map(() => 0);
  const areaOf = new Map(catalogue.map((subject) => [subject.name, subject.area]));
  return students.flatMap((student) =>
    student.subjects.map((subject, position) => {
      const area = areaOf.get(subject);
      const capable = teachers
        .map((_, index) => index)
        .filter((index) => teachers[index]!.areas.includes(area!));
      const candidates = capable.length ? capable : teachers.map((_, index) => index);
      const teacher = candidates.reduce((best, index) => (load[index]! < load[best]! ? index : best));
      load[teacher]! += position === 0 ? 2 : 1;
      return { student: student.index, subject, teacher, main: position === 0 };
    }),
  );
}
