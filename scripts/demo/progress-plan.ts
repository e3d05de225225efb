import { topicNoteMaxLength, type TopicStatus } from '../../shared/topic-statuses';
import { catalogue } from './catalogue';
import type { Enrolment, PlannedStudent } from './enrolments';
import type { Random } from './prng';

/**
 * What each teacher records on the progress sheets: a student works through
 * a subject's topics in curriculum order, is confident with the early ones,
 * finds some of the later ones difficult and has only started the newest.
 * A topic's `steps` are the statuses set one after another (its history);
 * the last is where it stands.
 */
export type RecordedStatus = Exclude<TopicStatus, 'not_studied'>;
export const recordedStatuses: readonly RecordedStatus[] = ['started', 'difficult', 'ok', 'confident'];

export interface ProgressEntry {
  student: number;
  subject: string;
  unit: string;
  topic: string;
  /** The enrolment's teacher sets it. */
  teacher: number;
  steps: RecordedStatus[];
  note?: string;
}

const notesByStatus: Record<RecordedStatus, readonly string[]> = {
  started: ['Introduced this week', 'Homework set', 'Continue next lesson'],
  difficult: ['Needs more practice', 'Revisit with examples', 'Show all working', 'Check the method'],
  ok: ['Getting there', 'Practise past papers', 'Watch careless slips'],
  confident: ['Secure now', 'Excellent work!', 'Ready for the test'],
};

/** Histories ending in each status, with how often each happens; some topics changed twice. */
const historyChoices: Record<RecordedStatus, readonly (readonly [readonly RecordedStatus[], number])[]> = {
  started: [[['started'], 1]],
  difficult: [
    [['difficult'], 6],
    [['started', 'difficult'], 4],
  ],
  ok: [
    [['ok'], 5],
    [['difficult', 'ok'], 3],
    [['started', 'difficult', 'ok'], 2],
  ],
  confident: [
    [['confident'], 5],
    [['ok', 'confident'], 3.5],
    [['difficult', 'ok', 'confident'], 1.5],
  ],
};

function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** Early topics are secure, the middle ones mixed, the newest only started. */
function finalStatus(position: number, random: Random): RecordedStatus {
  if (position < 0.45)
    return weighted(random, [
      ['confident', 55],
      ['ok', 35],
      ['difficult', 10],
    ]);
  if (position < 0.8)
    return weighted(random, [
      ['ok', 45],
      ['confident', 20],
      ['difficult', 25],
      ['started', 10],
    ]);
  return weighted(random, [
    ['started', 50],
    ['difficult', 30],
    ['ok', 20],
  ]);
}

export function planProgress(
  students: readonly PlannedStudent[],
  enrolments: readonly Enrolment[],
  random: Random,
): ProgressEntry[] {
  const entries: ProgressEntry[] = [];
  for (const enrolment of enrolments) {
    const subject = catalogue.find((candidate) => candidate.name === enrolment.subject)!;
    const topics = subject.units.flatMap((unit) => unit.topics.map((topic) => ({ unit: unit.name, topic })));
    const student = students[enrolment.student]!;
    const own = random.fork(`${student.name}/${subject.name}`);
    // Further through the key stage, further through its topics.
    const share = 0.12 + 0.22 * own.next() + (enrolment.main ? 0.08 : 0);
    const studied = Math.min(topics.length, Math.max(3, Math.round(share * topics.length)));
    topics.slice(0, studied).forEach(({ unit, topic }, index) => {
      const status = finalStatus(index / studied, own);
      const note = own.chance(0.3) ? own.pick(notesByStatus[status]) : undefined;
      entries.push({
        student: enrolment.student,
        subject: subject.name,
        unit,
        topic,
        teacher: enrolment.teacher,
        steps: [...weighted(own, historyChoices[status])],
        ...(note ? { note } : {}),
      });
    });
  }
  ensureEveryStatus(entries);
  for (const entry of entries) {
    if (entry.note && entry.note.length > topicNoteMaxLength) throw new Error(`Note too long: ${entry.note}`);
  }
  return entries;
}

/** A tiny school may roll no topic of some status; the demo shows every one, so it sets them. */
function ensureEveryStatus(entries: ProgressEntry[]): void {
  const finalOf = (entry: ProgressEntry) => entry.steps[entry.steps.length - 1]!;
  for (const status of recordedStatuses) {
    if (entries.some((entry) => finalOf(entry) === status)) continue;
    const counts = recordedStatuses.map(
      (candidate) => entries.filter((entry) => finalOf(entry) === candidate).length,
    );
    const commonest = recordedStatuses[counts.indexOf(Math.max(...counts))];
    const entry = entries.findLast((candidate) => finalOf(candidate) === commonest);
    if (entry) entry.steps = [...historyChoices[status][historyChoices[status].length - 1]![0]];
  }
}
