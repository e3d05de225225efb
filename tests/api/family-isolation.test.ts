import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../shared/routes/route-definition';
import { allRoutes } from '../../shared/routes/route-table';
import { addUnits, setNote, setStatus as setTopicStatus } from './support/curriculum-fixtures';
import { request, type ApiAnswer } from './support/http';
import { bookAt, sentInvoice } from './support/invoice-fixtures';
import { subjectIds, type Person, type SignedPerson } from './support/people-fixtures';
import { daysFromNow } from './support/lesson-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/**
 * Another family's data never reaches a caller: a family (and a teacher)
 * walks every GET route of the route table with every id it knows, its own
 * and the other side's, plus every id any answer hands it, and no 2xx answer
 * may carry the other side's names, emails, ids, invoice numbers or notes.
 * Refusals may echo an id the caller sent, but never a name or an email.
 */
const { runtime, school } = useSchoolWithPeople();

/** One side of the school: a family, its child, the child's teacher and what they have. */
interface Side {
  family: Person;
  child: { _id: string; name: string };
  teacher: Person;
  lessonId: string;
  invoice: { _id: string; invoiceNumber: string };
  note: string;
  topicId: string;
}
const sides: Record<'a' | 'b', Side> = { a: undefined as unknown as Side, b: undefined as unknown as Side };
const feedTokens = new Map<string, string>();
const topicIds: string[] = [];

beforeAll(async () => {
  const token = school.superAdmin.token;
  const mathsTopic = (await addUnits(runtime.api, token, subjectIds.maths, 1, 1)).topicIds[0]!;
  const scienceTopic = (await addUnits(runtime.api, token, subjectIds.science, 1, 1)).topicIds[0]!;
  topicIds.push(mathsTopic, scienceTopic);
  const plans = [
    ['a', school.familyA, school.childA1, school.teacherA, mathsTopic, 'Quokka note of A'],
    ['b', school.familyB, school.childB1, school.teacherB, scienceTopic, 'Zebu note of B'],
  ] as const;
  for (const [key, family, child, teacher, topicId, note] of plans) {
    // In the default lesson window (from a week ago), so the lesson lists and the feed carry them.
    const date = daysFromNow(3);
    const lesson = await bookAt(runtime.api, token, { student: child._id, teacher: teacher.id, date });
    const [year, month] = date.split('-').map(Number) as [number, number];
    const invoice = await sentInvoice(runtime.api, token, {
      studentId: child._id,
      dateRangeType: 'month',
      month,
      year,
      currency: 'GBP',
    });
    await setTopicStatus(runtime.api, token, child._id, topicId, 'ok');
    await setNote(runtime.api, token, child._id, topicId, note);
    sides[key] = {
      family,
      child,
      teacher,
      lessonId: lesson._id,
      invoice: { _id: invoice._id, invoiceNumber: invoice.invoiceNumber },
      note,
      topicId,
    };
  }
  for (const person of [school.familyA, school.familyB, school.teacherA]) {
    const created = await request(runtime.api, 'POST', '/calendar-feed', { token: person.token });
    expect(created.status).toBe(201);
    feedTokens.set(person.id, (created.body.data.path as string).split('/').pop()!);
  }
});

/** What the other side must never show to the viewer: in a 2xx answer anything; in a refusal its words. */
function secretsOf(side: Side) {
  const words = [
    side.family.name,
    side.family.email,
    side.child.name,
    side.teacher.name,
    side.teacher.email,
    side.invoice.invoiceNumber,
    side.note,
  ];
  const ids = [side.family.id, side.child._id, side.teacher.id, side.lessonId, side.invoice._id];
  return { words, ids };
}

function knownIdsOf(side: Side): string[] {
  return [side.family.id, side.child._id, side.teacher.id, side.lessonId, side.invoice._id];
}

const idPattern = /\b[0-9a-f]{24}\b/g;

/** The queries each GET route is read with, besides none: a window around the lessons, and every id as a filter. */
function queriesOf(route: RouteDefinition, ids: readonly string[]): string[] {
  const from = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 60 * 86_400_000).toISOString();
  const days = `from=${from.slice(0, 10)}&to=${to.slice(0, 10)}`;
  switch (route.id) {
    case 'lessons.list': {
      const window = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
      return [
        '',
        `?${window}`,
        ...ids.flatMap((id) => [`?${window}&studentId=${id}`, `?${window}&teacherId=${id}`]),
      ];
    }
    case 'lessons.calendarSummary': {
      // Six weeks at most: from a week ago.
      const window = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(new Date(Date.now() + 35 * 86_400_000).toISOString())}`;
      return [
        `?${window}`,
        ...ids.flatMap((id) => [`?${window}&studentId=${id}`, `?${window}&teacherId=${id}`]),
      ];
    }
    case 'lessons.exportCsv':
      return [`?${days}`, ...ids.map((id) => `?${days}&teacherId=${id}`)];
    case 'invoices.exportCsv':
    case 'invoices.exportPaymentsCsv':
    case 'invoices.exportXeroCsv':
    case 'invoices.exportCreditNotesCsv':
      return [`?${days}`];
    case 'lessons.teacherHours':
      return [`?from=${from.slice(0, 7)}&to=${to.slice(0, 7)}`];
    default:
      return [''];
  }
}

/** Every path of a GET route with its parameters filled from the pools (unknown parameter names fail). */
function pathsOf(route: RouteDefinition, ids: readonly string[], feedToken: string): string[] {
  let paths = [route.path];
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
    const pool: Record<string, readonly string[]> = {
      id: ids,
      studentId: ids,
      jobId: ids,
      subjectId: Object.values(subjectIds),
      topicId: topicIds,
      token: [feedToken],
    };
    const values = pool[name!];
    if (!values) throw new Error(`No id pool for {${name}} of ${route.id}: add one to this test`);
    paths = paths.flatMap((path) => values.map((value) => path.replace(`{${name}}`, value)));
  }
  return paths;
}

const getRoutes = allRoutes.filter((route) => route.method === 'GET');

async function walk(viewer: SignedPerson, own: Side, other: Side) {
  const ids = new Set([viewer.id, ...knownIdsOf(own), ...knownIdsOf(other)]);
  const { words, ids: otherIds } = secretsOf(other);
  const leaks: string[] = [];
  const seen = new Set<string>();
  let requests = 0;
  let successes = 0;
  const check = (path: string, answer: ApiAnswer) => {
    const forbidden = answer.status < 300 ? [...words, ...otherIds] : words;
    for (const secret of forbidden) {
      if (answer.text.includes(secret)) leaks.push(`${path} → ${answer.status} shows ${secret}`);
    }
  };
  // Rounds until no answer hands over an id not tried yet.
  for (let round = 0; round < 3; round++) {
    const before = ids.size;
    for (const route of getRoutes) {
      for (const path of pathsOf(route, [...ids], feedTokens.get(viewer.id)!)) {
        for (const query of queriesOf(route, [...ids])) {
          const target = `${path}${query}`;
          if (seen.has(target)) continue;
          seen.add(target);
          const answer = await request(runtime.api, 'GET', target, { token: viewer.token });
          requests += 1;
          expect(answer.status, `${target}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
          check(target, answer);
          if (answer.status < 300) {
            successes += 1;
            for (const [id] of answer.text.matchAll(idPattern)) ids.add(id);
          }
        }
      }
    }
    if (ids.size === before) break;
  }
  return { leaks, requests, successes };
}

describe("another family's data", () => {
  it.each([
    ['familyA (user)', 'familyA', 'a', 'b'],
    ['familyB (parent)', 'familyB', 'b', 'a'],
    ['teacherA', 'teacherA', 'a', 'b'],
  ] as const)(
    'never reaches %s on any GET route, with any id it knows or is given',
    async (_name, viewerKey, ownKey, otherKey) => {
      const viewer = school[viewerKey];
      const { leaks, requests, successes } = await walk(viewer, sides[ownKey], sides[otherKey]);
      expect(leaks).toEqual([]);
      console.log(
        `family isolation, ${viewerKey}: ${requests} GET requests, ${successes} answered 2xx, no leak`,
      );
      // The walk really read the viewer's own data: lessons, invoices (families), progress, the feed.
      expect(successes).toBeGreaterThan(10);
      expect(requests).toBeGreaterThan(getRoutes.length);
    },
    120_000,
  );
});
