import { mondayOf } from '../../shared/calendar-days';
import { schoolToday } from '../../shared/invoices/invoice-period';
import type { ProgressDigestEmail } from '../entities/email-messages';
import { findSubjectNames, findTopicNames } from '../entities/curriculum-entity';
import {
  messageOnceClaim,
  messageOnceId,
  messagesAlreadyWritten,
  type MessageOnce,
} from '../entities/message-once-entity';
import { progressChangesBetween } from '../entities/progress-entity';
import { getStudentsByIds, type StudentRecord } from '../entities/student-entity';
import { messagePuts } from '../shared-domains/messaging/message-puts';
import { writeMessageOnce } from '../shared-domains/messaging/write-message-once';

/** The digest covers the seven days before the run. */
export const digestPeriodMs = 7 * 24 * 60 * 60 * 1000;
/** Topics listed per child; the rest are counted ("and 12 more on the progress sheet"). */
export const digestTopicsPerChild = 30;

interface TopicChange {
  subjectId: string;
  topicId: string;
  status: string;
}

/** Per student, per topic, the status it ended the week at (changes come oldest first). */
async function changesOfWeek(fromIso: string, toIso: string): Promise<Map<string, Map<string, TopicChange>>> {
  const byStudent = new Map<string, Map<string, TopicChange>>();
  for await (const page of progressChangesBetween(fromIso, toIso)) {
    // Every change on the index was written with its subject.
    for (const { studentId, subjectId = '', topicId, status } of page) {
      const topics = byStudent.get(studentId) ?? new Map<string, TopicChange>();
      topics.set(topicId, { subjectId, topicId, status });
      byStudent.set(studentId, topics);
    }
  }
  return byStudent;
}

interface CurriculumNames {
  topic: (topicId: string) => string | undefined;
  subject: (subjectId: string) => string | undefined;
}

/** The names of the changed topics and their subjects, by key (a deleted topic has none and is left out). */
async function curriculumNames(changes: Iterable<TopicChange>): Promise<CurriculumNames> {
  const list = [...changes];
  const [topicNames, subjectNames] = await Promise.all([
    findTopicNames(new Set(list.map((change) => change.topicId))),
    findSubjectNames(new Set(list.map((change) => change.subjectId))),
  ]);
  return { topic: (id) => topicNames.get(id), subject: (id) => subjectNames.get(id) };
}

function childOf(student: StudentRecord, topics: Map<string, TopicChange>, names: CurriculumNames) {
  const listed = [...topics.values()].flatMap((change) => {
    const topicName = names.topic(change.topicId);
    const subjectName = names.subject(change.subjectId);
    return topicName && subjectName ? [{ subjectName, topicName, status: change.status }] : [];
  });
  listed.sort((a, b) => a.subjectName.localeCompare(b.subjectName, 'en-GB'));
  return {
    studentId: student.id,
    studentName: student.name,
    topics: listed.slice(0, digestTopicsPerChild),
    moreTopics: Math.max(0, listed.length - digestTopicsPerChild),
  };
}

export const progressDigestOnce = (weekOf: string, parentId: string): MessageOnce => ({
  scope: `progress-digest#${weekOf}`,
  subject: parentId,
});

/**
 * The families' weekly progress digest: one email per family with the topics
 * of its children whose status changed in the seven days before `now`, and
 * none for a family without changes. The week's changes are one paged Query
 * of their index by time; each family's digest is claimed once per week
 * (Monday's date) in its own transaction, so a rerun or a second job sends no
 * second one. Whether it is emailed is the family's choice, read when sending
 * ('progress-digest' is off unless chosen). Answers how many digests were written.
 */
export async function sendProgressDigests(now = new Date()): Promise<number> {
  const from = new Date(now.getTime() - digestPeriodMs);
  const byStudent = await changesOfWeek(from.toISOString(), now.toISOString());
  if (byStudent.size === 0) return 0;
  const names = await curriculumNames([...byStudent.values()].flatMap((topics) => [...topics.values()]));
  const families = new Map<string, ProgressDigestEmail['children']>();
  for (const student of await getStudentsByIds([...byStudent.keys()])) {
    const child = childOf(student, byStudent.get(student.id)!, names);
    if (child.topics.length === 0) continue;
    families.set(student.parentId, [...(families.get(student.parentId) ?? []), child]);
  }
  const weekOf = mondayOf(schoolToday(now));
  const written = await messagesAlreadyWritten(
    [...families.keys()].map((id) => progressDigestOnce(weekOf, id)),
  );
  let sent = 0;
  for (const [parentId, children] of families) {
    const once = progressDigestOnce(weekOf, parentId);
    if (written.has(messageOnceId(once))) continue;
    const message: ProgressDigestEmail = {
      kind: 'progress-digest',
      from: schoolToday(from),
      to: schoolToday(now),
      children,
    };
    const writes = [messageOnceClaim(once, now), ...messagePuts(parentId, message, now)];
    if (await writeMessageOnce(writes, `progress digest ${weekOf} for ${parentId}`)) sent++;
  }
  return sent;
}
