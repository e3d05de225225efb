import type { Principal } from '../platform/access-tokens';
import { batchGetItems } from '../platform/table/batch-get-items';
import { curriculumKeys, topicReferenceFromItem, type TopicReference } from '../entities/curriculum-entity';
import { studentFromItem, studentKeys, type StudentRecord } from '../entities/student-entity';
import { notFound } from '../platform/http-errors';
import { assertMayReach, assertSubjectAllocated } from './student-access';

export interface ProgressTarget {
  student: StudentRecord;
  topic: TopicReference;
}

/**
 * The student and the topic's reference in one BatchGetItem; then the rules:
 * the caller reaches the student, the topic exists, and it belongs to a
 * subject allocated to that student.
 */
export async function loadProgressTarget(
  principal: Principal,
  studentId: string,
  topicId: string,
): Promise<ProgressTarget> {
  const items = await batchGetItems([studentKeys.primary(studentId), curriculumKeys.topicReference(topicId)]);
  const studentItem = items.find((item) => item.entity === 'Student');
  const topicItem = items.find((item) => item.entity === 'TopicReference');
  const student = assertMayReach(principal, studentItem ? studentFromItem(studentItem) : undefined, 'update');
  if (!topicItem) throw notFound('Topic not found');
  const topic = topicReferenceFromItem(topicItem);
  assertSubjectAllocated(student, topic.subjectId);
  return { student, topic };
}
