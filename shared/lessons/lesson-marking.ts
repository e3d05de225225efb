/**
 * A lesson waits to be marked (the owner's day, issue 40) once it has ended
 * and nobody has said what happened: it is still pending or confirmed (not
 * marked completed), or it is completed without its attendance
 * (docs/lesson-policy.md#attendance). A canceled lesson needs nothing. No zod
 * here, so screens can import it.
 */
export interface MarkableLesson {
  status: string;
  endTime: string;
  attendance?: string | undefined;
}

/** How far back the dashboard looks: an older lesson left unmarked is a matter for the lesson list. */
export const markingWindowDays = 14;

export function awaitsMarking(lesson: MarkableLesson, now: Date): boolean {
  if (Date.parse(lesson.endTime) > now.getTime()) return false;
  if (lesson.status === 'pending' || lesson.status === 'confirmed') return true;
  return lesson.status === 'completed' && lesson.attendance === undefined;
}

/** The start of the window the dashboard reads: `markingWindowDays` before `now`. */
export function markingWindowStart(now: Date): Date {
  return new Date(now.getTime() - markingWindowDays * 86_400_000);
}
