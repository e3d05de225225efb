import { earliestYear, latestYear } from '../../../../shared/calendar-range';
import { lessonKeys, lessonsStartingBetween, type LessonPartition } from '../../../entities/lesson-entity';
import { getItem } from '../../../platform/table/get-item';
import { queryPages } from '../../../platform/table/query-items';
import { updateExisting } from '../../../platform/table/write-item';
import { withNamesReplaced, type NameReplacement } from './names-in-text';

/** The words an erased child's or family's name becomes in someone else's record. */
export const erasedStudentWording = 'a former student';
export const erasedFamilyWording = 'a former family';

const everyDate = [`${earliestYear}-01-01T00:00:00.000Z`, `${latestYear}-12-31T23:59:59.999Z`] as const;

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
    const written = await updateExisting({
      Key: lessonKeys.primary(lessonId),
      UpdateExpression: 'SET notes = :next, updatedAt = :now',
      ConditionExpression: 'notes = :seen',
      ExpressionAttributeValues: { ':next': next, ':now': new Date().toISOString(), ':seen': seen },
    });
    if (written) return;
    const item = await getItem(lessonKeys.primary(lessonId), { consistentRead: true });
    if (typeof item?.notes !== 'string') return;
    seen = item.notes;
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
    const query = {
      ...lessonsStartingBetween(partition, ...everyDate),
      attributes: ['id', 'notes', 'studentId', 'parentId'],
    };
    for await (const page of queryPages(query))
      for (const item of page) {
        if (erasedStudentIds.includes(item.studentId as string)) continue;
        if (typeof item.parentId === 'string' && item.parentId) families.add(item.parentId);
        if (typeof item.notes === 'string' && item.notes)
          await rewriteNotes(item.id as string, item.notes, replacements);
      }
  }
  return families;
}
