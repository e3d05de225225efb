import { lessonItem, lessonPeople, type LessonRecord } from '../functions/entities/lesson-entity';
import type { StudentRecord } from '../functions/entities/student-entity';
import type { UserRecord } from '../functions/entities/user-entity';
import { lockItem, locksOf } from '../functions/entities/slot-lock-entity';
import { newId } from '../shared/ids';
import { lessonEnd, wallTimeToInstant } from '../shared/lesson-time';
import type { LessonStatus } from '../shared/lesson-statuses';
import {
  academicYear,
  calendarDay,
  dayMs,
  daysIn,
  hourMs,
  iso,
  monthOfYear,
  pad2,
  schoolDate,
} from './school-calendar';
import type { CurriculumSubject } from './school-curriculum';
import type { Family } from './school-people';
import type { SeededRandom } from './seeded-random';

/** After-school hours on the family's own clock; weekends from the morning. */
const weekdayHours = [15, 16, 17, 18, 19];
const weekendHours = [9, 10, 11, 12, 13, 14, 15, 16];
/** When a busy teacher's usual hours are full: any hour of the tutoring day. */
const anyHours = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
const earliestCreation = Date.parse('2025-08-15T09:00:00Z');

function statusOf(random: SeededRandom, startMs: number, mayCancel: boolean): LessonStatus {
  const roll = random.next();
  if (startMs < schoolDate.getTime()) {
    if (mayCancel && roll < 0.06) return 'canceled';
    return roll < 0.96 ? 'completed' : 'confirmed';
  }
  if (mayCancel && roll < 0.05) return 'canceled';
  return roll < 0.4 ? 'pending' : 'confirmed';
}

/**
 * Books `perStudent` one-hour lessons for every student over the academic
 * year, with one of its own teachers, on the quarter hour, never two at once
 * for a teacher or a student (what the slot locks guarantee in the API). The
 * first lesson of each month is never canceled, so every student has
 * something to invoice each month. All one-off lessons: no series.
 */
const lessonSubjectOf = (subject: CurriculumSubject | undefined) => ({
  subject: subject?.id ?? '',
  subjectName: subject?.name ?? '',
});

export function bookLessons(
  random: SeededRandom,
  students: readonly StudentRecord[],
  teachers: ReadonlyMap<string, UserRecord>,
  familyOf: ReadonlyMap<string, Family>,
  subjects: ReadonlyMap<string, CurriculumSubject>,
  perStudent: number,
): LessonRecord[] {
  const busy = new Set<string>();
  const lessons: LessonRecord[] = [];
  for (const student of students) {
    const family = familyOf.get(student.parentId)!;
    for (let index = 0; index < perStudent; index++) {
      const month = monthOfYear(index % academicYear.months);
      let teacher = teachers.get(random.pick(student.teacherIds))!;
      const free = (candidate: Date, teacherId: string) =>
        !busy.has(`T${teacherId}${candidate.toISOString()}`) &&
        !busy.has(`S${student.id}${candidate.toISOString()}`);
      const at = (day: number, hour: number) =>
        wallTimeToInstant(calendarDay(month, day), `${pad2(hour)}:00`, family.timezone);
      let start: Date | undefined;
      for (let attempt = 0; attempt < 100 && !start; attempt++) {
        const day = random.int(1, daysIn(month));
        const weekday = new Date(Date.UTC(month.year, month.month - 1, day)).getUTCDay();
        const candidate = at(day, random.pick(weekday === 0 || weekday === 6 ? weekendHours : weekdayHours));
        if (free(candidate, teacher.id)) start = candidate;
      }
      // A full timetable: the first free hour of the month with either of the student's teachers.
      for (const teacherId of student.teacherIds) {
        for (let day = 1; day <= daysIn(month) && !start; day++) {
          for (const hour of anyHours) {
            const candidate = at(day, hour);
            if (!free(candidate, teacherId)) continue;
            start = candidate;
            teacher = teachers.get(teacherId)!;
            break;
          }
        }
        if (start) break;
      }
      if (!start) throw new Error(`No free hour for ${student.name} in ${month.year}-${month.month}`);
      busy.add(`T${teacher.id}${start.toISOString()}`);
      busy.add(`S${student.id}${start.toISOString()}`);
      const createdMs = Math.max(
        earliestCreation,
        Math.min(
          start.getTime() - random.int(7, 40) * dayMs,
          schoolDate.getTime() - random.int(1, 72) * hourMs,
        ),
      );
      const status = statusOf(random, start.getTime(), index >= academicYear.months);
      const createdAt = iso(createdMs);
      const end = lessonEnd(start);
      const updatedAt =
        status === 'completed' || status === 'canceled'
          ? iso(Math.min(end.getTime() + hourMs, schoolDate.getTime() - hourMs))
          : createdAt;
      lessons.push({
        id: newId(new Date(createdMs)),
        ...lessonPeople(student, teacher),
        ...lessonSubjectOf(subjects.get(random.pick(student.subjects))),
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        timezone: family.timezone,
        status,
        notes: '',
        meetingLink: '',
        createdAt,
        updatedAt: updatedAt < createdAt ? createdAt : updatedAt,
      });
    }
  }
  return lessons;
}

/**
 * A lesson's item (with its three index keys) and, with `slotLocks`, the 8
 * lock items its booking transaction writes. Nothing lists locks: they only
 * make a later booking's transaction fail on a clash. Without them (the
 * default, 800,000 items fewer for the large school) a lesson booked through
 * the API over a generated one is not refused by the locks; the series
 * pre-check (a Query of the lesson indexes) still sees the clash.
 */
export function* lessonItems(lesson: LessonRecord, slotLocks: boolean): Generator<Record<string, unknown>> {
  yield lessonItem(lesson);
  if (!slotLocks) return;
  for (const lock of locksOf(lesson)) yield lockItem(lock, lesson);
}
