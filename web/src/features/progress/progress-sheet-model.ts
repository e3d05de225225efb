import type { SubjectDetail } from '../../../../shared/schemas/curriculum-schemas';
import type { ProgressRecord } from '../../../../shared/schemas/progress-schemas';
import { defaultTopicStatus, topicStatuses, type TopicStatus } from '../../../../shared/topic-statuses';

/**
 * The sheet as the screen draws it, built from three answers: the subject's
 * curriculum (units and topics in order), the student's progress records and
 * the topic notes. Pure, so numbering and insights are tested without a browser.
 */

export interface SheetTopic {
  topicId: string;
  unitId: string;
  /** 'unit.topic', counted from 1 in curriculum order: '1.1', '1.2', '2.1'… */
  number: string;
  name: string;
  status: TopicStatus;
  note: string;
  /** When and by whom the status was last set; absent for a topic never marked. */
  updatedAt?: string;
  updatedBy?: string;
}

export interface SheetUnit {
  unitId: string;
  number: number;
  name: string;
  topics: SheetTopic[];
}

export function buildProgressSheet(
  subject: SubjectDetail,
  records: readonly ProgressRecord[],
  topicNotes: Readonly<Record<string, string>>,
): SheetUnit[] {
  const recordByTopic = new Map(records.map((record) => [record.topicId._id, record]));
  return subject.units.map((unit, unitIndex) => ({
    unitId: unit._id,
    number: unitIndex + 1,
    name: unit.name,
    topics: unit.topics.map((topic, topicIndex) => {
      const record = recordByTopic.get(topic._id);
      return {
        topicId: topic._id,
        unitId: unit._id,
        number: `${unitIndex + 1}.${topicIndex + 1}`,
        name: topic.name,
        status: record?.status ?? defaultTopicStatus,
        // topicNotes is the notes' own answer; a record's copy may be older.
        note: topicNotes[topic._id] ?? '',
        ...(record ? { updatedAt: record.updatedAt, updatedBy: record.updatedBy } : {}),
      };
    }),
  }));
}

export function sheetTopics(units: readonly SheetUnit[]): SheetTopic[] {
  return units.flatMap((unit) => unit.topics);
}

export function countByStatus(topics: readonly SheetTopic[]): Record<TopicStatus, number> {
  const counts = Object.fromEntries(topicStatuses.map((status) => [status, 0])) as Record<
    TopicStatus,
    number
  >;
  for (const topic of topics) counts[topic.status] += 1;
  return counts;
}

/** 'Strengths': the topics the student is confident with, in curriculum order. */
export function strengthsOf(topics: readonly SheetTopic[]): SheetTopic[] {
  return topics.filter((topic) => topic.status === 'confident');
}

/** What to work on first: difficult, then just started, then OK (confident and not studied are not listed). */
export const focusOrder: readonly TopicStatus[] = ['difficult', 'started', 'ok'];

/** 'Focus next': difficult topics first, then started, then OK; curriculum order within each. */
export function focusNextOf(topics: readonly SheetTopic[]): SheetTopic[] {
  return focusOrder.flatMap((status) => topics.filter((topic) => topic.status === status));
}

/**
 * The sheet's records after one status change, as the server will store it:
 * the record replaced, or added for a topic that had none. Used to update the
 * screen at once while the save is on its way.
 */
export function withStatusChange(
  records: readonly ProgressRecord[],
  change: {
    studentId: string;
    subjectId: string;
    topicId: string;
    status: TopicStatus;
    changedBy: string;
    changedAt: string;
  },
): ProgressRecord[] {
  const existing = records.find((record) => record.topicId._id === change.topicId);
  const updated: ProgressRecord = {
    studentId: change.studentId,
    subjectId: change.subjectId,
    topicId: { _id: change.topicId },
    status: change.status,
    notes: existing?.notes ?? '',
    updatedAt: change.changedAt,
    updatedBy: change.changedBy,
  };
  return existing ? records.map((record) => (record === existing ? updated : record)) : [...records, updated];
}

/** The notes after setting or (with an empty text) deleting one topic's note. */
export function withTopicNote(
  topicNotes: Readonly<Record<string, string>>,
  topicId: string,
  note: string,
): Record<string, string> {
  const next = { ...topicNotes };
  if (note) next[topicId] = note;
  else delete next[topicId];
  return next;
}
