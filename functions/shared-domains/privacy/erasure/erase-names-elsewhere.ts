import { UpdateItemCommand, isConditionCheckFailed } from 'dynamodb-toolbox';
import { earliestYear, latestYear } from '../../../../shared/calendar-range';
import {
  LessonEntity,
  findLesson,
  lessonPagesBetween,
  type LessonPartition,
} from '../../../entities/lesson-entity';
import { withNamesReplaced, type NameReplacement } from './names-in-text';

/** The words an erased child's or family's name becomes in someone else's record. */
export const erasedStudentWording = 'a former student';
export const erasedFamilyWording = 'a former family';

const everyDate = [`${earliestYear}-01-01T00:00:00.000Z`, `${latestYear}-12-31T23:59:59.999Z`] as const;

/** The lesson's notes become `next`, only if it exists and its notes are still `seen`; false if not. */
async function notesReplaced(lessonId: string, seen: string, next: string): Promise<boolean> {
  try {
    await LessonEntity.build(UpdateItemCommand)
      .item({ id: lessonId, notes: next, updatedAt: new Date().toISOString() })
      .options({
        condition: {
          and: [
            { attr: 'id', exists: true },
            { attr: 'notes', eq: seen },
          ],
        },
      })
      .send();
    return true;
  } catch (error) {
    if (isConditionCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Writes the notes with the names replaced, only if they are still the
 * notes read (an edit meanwhile is read again, a few times); touching
 * `updatedAt` makes an edit that read the old notes fail instead of writing
 * the name back.
 */
async function rewriteNotes(lessonId: string, notes: string, replacements: readonly NameReplacement[]) {
  let seen = notes;
  for (let attempt = 0; attempt < 3; attempt++) {
    const next = withNamesReplaced(seen, replacements);
    if (next === seen) return;
    if (await notesReplaced(lessonId, seen, next)) return;
    const lesson = await findLesson(lessonId);
    if (!lesson) return;
    seen = lesson.notes;
  }
}

/**
 * Lesson notes are free text: a teacher may name another child or its
 * parent there ("Paired with Zed"). The lessons of `partitions` (those who
 * knew the erased: its teachers, its brothers and sisters), every date, one
 * paged Query each, have the names replaced in their notes; the erased
 * students' own lessons are skipped (they are deleted). Answers the families
 * the lessons read were booked for, whose activity lists may name the erased
 * person in an event about their own child.
 */
export async function replaceNamesInLessonNotes(
  partitions: readonly LessonPartition[],
  replacements: readonly NameReplacement[],
  erasedStudentIds: readonly string[],
): Promise<Set<string>> {
  const families = new Set<string>();
  for (const partition of partitions) {
    for await (const page of lessonPagesBetween(partition, ...everyDate))
      for (const lesson of page) {
        if (erasedStudentIds.includes(lesson.studentId)) continue;
        if (lesson.parentId) families.add(lesson.parentId);
        if (lesson.notes) await rewriteNotes(lesson.id, lesson.notes, replacements);
      }
  }
  return families;
}
