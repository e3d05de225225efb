import type { TopicStatus } from '../../../shared/topic-statuses';
import type { ProgressRecord } from '../../../shared/schemas/progress-schemas';
import { studentKeys } from './student-entity';

/**
 * Progress lives in the student's partition: one item per topic (status and
 * note) and one item per status change (the history). Every one of them also
 * carries GSI2 keys under its subject, so deleting a subject, unit or topic
 * finds all the progress on it with one Query instead of visiting students.
 */
export const progressKeys = {
  topic: (studentId: string, subjectId: string, topicId: string) => ({
    PK: studentKeys.partition(studentId),
    SK: `TOPIC_PROGRESS#${subjectId}#${topicId}`,
  }),
  subjectPrefix: (subjectId: string) => `TOPIC_PROGRESS#${subjectId}#`,
  allTopicsPrefix: 'TOPIC_PROGRESS#',
  history: (studentId: string, topicId: string, changedAt: string, changeId: string) => ({
    PK: studentKeys.partition(studentId),
    SK: `HISTORY#${topicId}#${changedAt}#${changeId}`,
  }),
  historyPrefix: (topicId: string) => `HISTORY#${topicId}#`,
  byCurriculum: (subjectId: string, unitId: string, topicId: string, studentId: string, sortKey: string) => ({
    GSI2PK: `CURRICULUM_PROGRESS#${subjectId}`,
    GSI2SK: `${unitId}#${topicId}#${studentId}#${sortKey}`,
  }),
  curriculumPartition: (subjectId: string) => `CURRICULUM_PROGRESS#${subjectId}`,
};

export function toProgressRecord(item: Record<string, unknown>): ProgressRecord {
  return {
    studentId: item.studentId as string,
    subjectId: item.subjectId as string,
    topicId: { _id: item.topicId as string },
    status: ((item.status as TopicStatus | undefined) ?? 'not_studied') as TopicStatus,
    notes: (item.note as string | undefined) ?? '',
    updatedAt: item.updatedAt as string,
    updatedBy: (item.updatedBy as string | undefined) ?? '',
  };
}
