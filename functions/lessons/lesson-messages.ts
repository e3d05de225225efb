import type { LessonOccurrence } from '../entities/email-messages';
import type { LessonRecord } from '../entities/lesson-entity';
import { messagePuts } from '../shared-domains/messaging/message-puts';
import type { EntityWrite } from '../platform/table/table-write';

/**
 * What a lesson write tells the people it concerns (issue 15): the student's
 * family and the teacher, in the write's own transaction (messagePuts), so a
 * refused or rolled-back write tells no one. Each recipient gets one message
 * per request listing every lesson of theirs it touched (a series is one
 * message, never one per lesson), built from that recipient's lessons only,
 * so nobody reads another family's child or another teacher's lesson.
 * Lessons that already started are history being tidied: nobody is told.
 */

export const occurrenceOf = (lesson: LessonRecord): LessonOccurrence => ({
  lessonId: lesson.id,
  startTime: lesson.startTime,
  timezone: lesson.timezone,
});

const factsOf = (lesson: LessonRecord) => ({
  studentName: lesson.studentName,
  teacherName: lesson.teacherName,
  meetingLink: lesson.meetingLink,
});

/** The family (when the student has one) and the teacher. */
export const recipientsOf = (lesson: Pick<LessonRecord, 'parentId' | 'teacherId'>): string[] =>
  [...new Set([lesson.parentId, lesson.teacherId])].filter(Boolean);

/** The students the lessons are about, so the message's copies can be found again (student-traces.ts). */
const studentsOf = (lessons: readonly LessonRecord[]) => [
  ...new Set(lessons.map((lesson) => lesson.studentId)),
];

const isUpcoming = (lesson: LessonRecord, now: Date) => Date.parse(lesson.startTime) > now.getTime();
/** A lesson that still takes place (pending or confirmed); a canceled or completed one is not "on". */
const isOn = (lesson: LessonRecord) => lesson.status === 'pending' || lesson.status === 'confirmed';

/** Each recipient's own lessons among `lessons`, in start order. */
function lessonsByRecipient(
  lessons: readonly LessonRecord[],
  recipients: (lesson: LessonRecord) => string[] = recipientsOf,
) {
  const byRecipient = new Map<string, LessonRecord[]>();
  const sorted = [...lessons].sort((a, b) => a.startTime.localeCompare(b.startTime));
  for (const lesson of sorted)
    for (const recipient of recipients(lesson))
      byRecipient.set(recipient, [...(byRecipient.get(recipient) ?? []), lesson]);
  return byRecipient;
}

/** One "booked" message per recipient for the upcoming lessons among `lessons`. */
export function bookedMessagePuts(
  lessons: readonly LessonRecord[],
  now: Date,
  recipients?: (lesson: LessonRecord) => string[],
): EntityWrite[] {
  const upcoming = lessons.filter((lesson) => isOn(lesson) && isUpcoming(lesson, now));
  return [...lessonsByRecipient(upcoming, recipients)].flatMap(([recipient, own]) =>
    messagePuts(
      recipient,
      {
        kind: 'lessons-booked',
        ...factsOf(own[0]!),
        lessons: own.map(occurrenceOf),
        recurring: Boolean(own[0]!.recurringLessonId),
      },
      now,
      studentsOf(own),
    ),
  );
}

/** One "canceled" message per recipient for the upcoming lessons among `lessons` that were on. */
export function canceledMessagePuts(
  lessons: readonly LessonRecord[],
  now: Date,
  options: { reassigned?: boolean; recipients?: (lesson: LessonRecord) => string[] } = {},
): EntityWrite[] {
  const upcoming = lessons.filter((lesson) => isOn(lesson) && isUpcoming(lesson, now));
  return [...lessonsByRecipient(upcoming, options.recipients)].flatMap(([recipient, own]) =>
    messagePuts(
      recipient,
      {
        kind: 'lessons-canceled',
        ...factsOf(own[0]!),
        lessons: own.map(occurrenceOf),
        reassigned: options.reassigned ?? false,
      },
      now,
      studentsOf(own),
    ),
  );
}

/** Date, time, length, zone, teacher or student: what makes a lesson "moved" for those who keep it. */
function hasMoved(before: LessonRecord, after: LessonRecord): boolean {
  return (
    before.startTime !== after.startTime ||
    before.endTime !== after.endTime ||
    before.timezone !== after.timezone ||
    before.teacherId !== after.teacherId ||
    before.studentId !== after.studentId
  );
}

/**
 * The messages of one lesson edit: canceled (or reinstated) to everyone on
 * it; otherwise, when it moved, "moved" to those on it before and after, a
 * "booked" to whoever joins it, and "no longer yours" to whoever leaves it
 * (a teacher taken off, the family of a student swapped out).
 */
export function changeMessagePuts(before: LessonRecord, after: LessonRecord, now: Date): EntityWrite[] {
  if (!isOn(after))
    return isOn(before) && after.status === 'canceled' ? canceledMessagePuts([before], now) : [];
  if (!isOn(before)) return before.status === 'canceled' ? bookedMessagePuts([after], now) : [];
  if (!hasMoved(before, after) || !(isUpcoming(before, now) || isUpcoming(after, now))) return [];
  const [was, is] = [recipientsOf(before), recipientsOf(after)];
  const left = was.filter((recipient) => !is.includes(recipient));
  const joined = is.filter((recipient) => !was.includes(recipient));
  const stayed = is.filter((recipient) => was.includes(recipient));
  return [
    ...canceledMessagePuts([before], now, { reassigned: true, recipients: () => left }),
    ...bookedMessagePuts([after], now, () => joined),
    ...stayed.flatMap((recipient) =>
      messagePuts(
        recipient,
        {
          kind: 'lesson-moved',
          ...factsOf(after),
          before: { ...occurrenceOf(before), teacherName: before.teacherName },
          after: occurrenceOf(after),
        },
        now,
        studentsOf([before, after]),
      ),
    ),
  ];
}
