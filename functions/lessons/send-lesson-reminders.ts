import { ConditionCheck } from 'dynamodb-toolbox';
import { LessonEntity, lessonPagesBetween, type LessonRecord } from '../entities/lesson-entity';
import { lessonReminderPut, remindedOf } from '../entities/lesson-reminder-entity';
import { readLessonReminderSettings } from '../entities/lesson-reminder-settings-entity';
import { messagePuts } from '../shared-domains/messaging/message-puts';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import { writeTransaction } from '../platform/table/write-transaction';
import { occurrenceOf, recipientsOf } from './lesson-messages';

/**
 * The day-before reminders (issue 15), run hourly (functions/jobs/lesson-reminders.ts).
 *
 * Which lessons: those still on (pending or confirmed) that start within the
 * next 24 hours and have no reminder yet for that start time. Run hourly, a
 * lesson is reminded about a day ahead, at the same hour of the day as the
 * lesson, whatever its zone; a run missed (an outage) is caught up by the
 * next one, still before the lesson. A lesson booked less than a day ahead is
 * not reminded: its booking email, just sent, says the same.
 *
 * Each reminder is one transaction: the lesson unchanged since it was read,
 * the reminder record written only if absent (the idempotency key), and the
 * messages to the family and the teacher. Two runs at once send one.
 */
export const reminderLeadMs = 24 * 60 * 60 * 1000;

export interface ReminderRun {
  enabled: boolean;
  /** Lessons of the window read. */
  checked: number;
  reminded: number;
}

const isOn = (lesson: LessonRecord) => lesson.status === 'pending' || lesson.status === 'confirmed';
const bookedADayAhead = (lesson: LessonRecord) =>
  Date.parse(lesson.createdAt) <= Date.parse(lesson.startTime) - reminderLeadMs;

/** The calendar months (UTC, as the lessons' month index is keyed) a window touches: one or two. */
function monthsOf(from: string, to: string): string[] {
  return [...new Set([from.slice(0, 7), to.slice(0, 7)])];
}

/** Of these lessons, those with no reminder record yet (one BatchGetItem per 100). */
async function notYetReminded(lessons: readonly LessonRecord[]): Promise<LessonRecord[]> {
  if (lessons.length === 0) return [];
  const reminded = await remindedOf(lessons);
  return lessons.filter((_, index) => !reminded[index]);
}

/** Holds the reminder's transaction to the lesson as it was read (every change of a lesson touches `updatedAt`). */
const unchangedSinceRead = (lesson: LessonRecord) =>
  LessonEntity.build(ConditionCheck)
    .key({ id: lesson.id })
    .condition({ attr: 'updatedAt', eq: lesson.updatedAt });

/** True when this run sent the reminder; false when another run did, or the lesson changed meanwhile. */
async function remind(lesson: LessonRecord, now: Date): Promise<boolean> {
  const message = {
    kind: 'lesson-reminder' as const,
    studentName: lesson.studentName,
    teacherName: lesson.teacherName,
    meetingLink: lesson.meetingLink,
    lesson: occurrenceOf(lesson),
  };
  try {
    await writeTransaction([
      unchangedSinceRead(lesson),
      lessonReminderPut(lesson, now),
      ...recipientsOf(lesson).flatMap((recipient) =>
        messagePuts(recipient, message, now, [lesson.studentId]),
      ),
    ]);
    return true;
  } catch (error) {
    // Reminded by another run, or changed since read: the next run reads it again.
    if (isTransactionCancelled(error)) return false;
    throw error;
  }
}

export async function sendLessonReminders(now = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { enabled: false, checked: 0, reminded: 0 };
  if (!(await readLessonReminderSettings()).enabled) return run;
  run.enabled = true;
  const from = new Date(now.getTime() + 1).toISOString();
  const to = new Date(now.getTime() + reminderLeadMs).toISOString();
  for (const month of monthsOf(from, to)) {
    for await (const lessons of lessonPagesBetween({ month }, from, to)) {
      run.checked += lessons.length;
      const due = await notYetReminded(lessons.filter((lesson) => isOn(lesson) && bookedADayAhead(lesson)));
      for (const lesson of due) if (await remind(lesson, now)) run.reminded += 1;
    }
  }
  return run;
}
