import type { LessonTimezone } from '../../shared/lesson-time';

/**
 * Who is busy when, while the lesson plan is drawn up, so that no teacher
 * and no student is ever booked twice at once (the API would refuse it with
 * 409). Every demo lesson starts on the hour, and the UK's and the UAE's
 * offsets are whole hours, so an hour's UTC start names its slot.
 */
export class Timetable {
  private readonly busy = new Set<string>();

  private static key(person: string, start: Date): string {
    return `${person}@${start.toISOString()}`;
  }

  isFree(people: readonly string[], starts: readonly Date[]): boolean {
    return starts.every((start) => people.every((person) => !this.busy.has(Timetable.key(person, start))));
  }

  book(people: readonly string[], starts: readonly Date[]): void {
    for (const start of starts) for (const person of people) this.busy.add(Timetable.key(person, start));
  }

  release(people: readonly string[], starts: readonly Date[]): void {
    for (const start of starts) for (const person of people) this.busy.delete(Timetable.key(person, start));
  }
}

export const teacherKey = (index: number) => `teacher-${index}`;
export const studentKey = (index: number) => `student-${index}`;

/**
 * When lessons happen on each clock: after school on weekdays and on
 * Saturday mornings. UAE afternoons (11:00–15:00 UTC) and UK evenings
 * (15:00–19:00 UTC) never overlap, so one teacher can teach both.
 */
export const teachingHours: Record<
  LessonTimezone,
  { weekdays: readonly string[]; saturday: readonly string[] }
> = {
  UK: { weekdays: ['16:00', '17:00', '18:00'], saturday: ['09:00', '10:00', '11:00'] },
  UAE: { weekdays: ['15:00', '16:00', '17:00', '18:00'], saturday: ['10:00', '11:00'] },
};

/** Day-time hours for holiday courses and mock papers. */
export const daytimeHours: readonly string[] = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];

export function hoursOn(timezone: LessonTimezone, dayOfWeek: number): readonly string[] {
  if (dayOfWeek === 0) return [];
  return dayOfWeek === 6 ? teachingHours[timezone].saturday : teachingHours[timezone].weekdays;
}
