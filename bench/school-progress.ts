import type { TopicReference } from '../functions/entities/curriculum-entity';
import { progressKeys } from '../functions/entities/progress-entity';
import type { StudentRecord } from '../functions/entities/student-entity';
import type { UserRecord } from '../functions/entities/user-entity';
import { newId } from '../shared/ids';
import type { TopicStatus } from '../shared/topic-statuses';
import { dayMs, iso, schoolDate } from './school-calendar';
import type { CurriculumSubject } from './school-curriculum';
import type { SeededRandom } from './seeded-random';

export interface StatusChange {
  student: StudentRecord;
  topic: TopicReference;
  status: TopicStatus;
  changedAt: string;
}

const yearStart = Date.parse('2025-09-08T15:00:00Z');
const notes = [
  'Practise at home',
  'Needs more examples',
  'Great progress',
  'Revise before test',
  'Ask in class',
];
const reachable: TopicStatus[] = ['started', 'difficult', 'ok', 'confident'];

/** The statuses a topic went through, each different from the one before (an unchanged status records nothing). */
function statusPath(random: SeededRandom): TopicStatus[] {
  const roll = random.next();
  const changes = roll < 0.7 ? 1 : roll < 0.95 ? 2 : 3;
  const path: TopicStatus[] = [random.pick(reachable)];
  while (path.length < changes) {
    const previous = path.at(-1)!;
    // Back to "not studied" only as a later change: a first change to it is no change at all.
    const next = random.chance(0.1) ? 'not_studied' : random.pick(reachable.filter((s) => s !== previous));
    path.push(next === previous ? 'ok' : next);
  }
  return path;
}

/**
 * A student's progress: one TopicProgress item per topic it has worked on
 * (status, who and when, a note now and then) and one StatusChange item per
 * change, each with the GSI2 keys the API gives them, exactly as
 * POST /progress leaves them. Returns how many changes were recorded, the
 * student's `progressUpdates`.
 */
export function* progressItems(
  random: SeededRandom,
  student: StudentRecord,
  subjects: readonly CurriculumSubject[],
  people: { parent: UserRecord; teachers: readonly UserRecord[] },
  perStudent: number,
  recent: (change: StatusChange) => void,
): Generator<Record<string, unknown>, number> {
  const allocated = new Set(student.subjects);
  const topics = subjects
    .filter((subject) => allocated.has(subject.id))
    .flatMap((subject) => subject.units.flatMap((unit) => unit.topics));
  let changes = 0;
  for (const topic of random.shuffled(topics).slice(0, perStudent)) {
    const path = statusPath(random);
    // At most three changes of at most ten days each after a start in the first 60 % of the year: all before the school date.
    let clock = yearStart + Math.floor(random.next() * (schoolDate.getTime() - yearStart) * 0.6);
    let changer = people.parent;
    let changedAt = '';
    for (const status of path) {
      clock += random.int(1, 10) * dayMs + random.int(0, 6 * 3600) * 1000;
      changedAt = iso(clock);
      changer = random.chance(0.75) ? random.pick(people.teachers) : people.parent;
      const historyKey = progressKeys.history(
        student.id,
        topic.topicId,
        changedAt,
        newId(new Date(changedAt)),
      );
      yield {
        ...historyKey,
        ...progressKeys.byCurriculum(topic.subjectId, topic.unitId, topic.topicId, student.id, historyKey.SK),
        entity: 'StatusChange',
        studentId: student.id,
        topicId: topic.topicId,
        status,
        changedById: changer.id,
        changedAt,
      };
      recent({ student, topic, status, changedAt });
      changes++;
    }
    const key = progressKeys.topic(student.id, topic.subjectId, topic.topicId);
    const last = path.at(-1)!;
    yield {
      ...key,
      ...progressKeys.byCurriculum(topic.subjectId, topic.unitId, topic.topicId, student.id, key.SK),
      status: last,
      updatedAt: changedAt,
      updatedBy: changer.name,
      updatedById: changer.id,
      entity: 'TopicProgress',
      studentId: student.id,
      subjectId: topic.subjectId,
      unitId: topic.unitId,
      topicId: topic.topicId,
      ...(random.chance(0.1) ? { note: random.pick(notes) } : {}),
    };
  }
  return changes;
}
