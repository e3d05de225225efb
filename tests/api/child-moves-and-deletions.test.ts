import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../shared/routes/route-definition';
import { allRoutes } from '../../shared/routes/route-table';
import { addUnits, setStatus as setTopicStatus } from './support/curriculum-fixtures';
import { closeTableClient, dumpTable } from './support/hostile-input/table-dump';
import { request } from './support/http';
import {
  bookAt,
  generateInvoice,
  sentInvoice,
  setStatus as setInvoiceStatus,
} from './support/invoice-fixtures';
import { bookSeries, daysFromNow } from './support/lesson-fixtures';
import {
  assignStudents,
  createPerson,
  createStudent,
  signInPerson,
  subjectIds,
  uniqueEmail,
  type SignedPerson,
} from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/**
 * UK GDPR, issue 17: a child moved to another family leaves nothing with the
 * previous one (every GET route it may call, walked with every id it knows or
 * is handed), a draft follows the child when sent while a sent invoice stays
 * with the family billed, and a deletion leaves no item in the table that
 * refers to what was deleted (the whole table dumped; invoices keep their own
 * copies).
 */
const { runtime, school } = useSchoolWithPeople();
afterAll(closeTableClient);

const monthOf = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return { year, month };
};
let topicId = '';

beforeAll(async () => {
  topicId = (await addUnits(runtime.api, school.superAdmin.token, subjectIds.maths, 1, 1)).topicIds[0]!;
});

async function newFamily(name: string): Promise<SignedPerson> {
  const person = await createPerson(runtime.api, school.superAdmin.token, {
    name,
    email: uniqueEmail('lifecycle'),
    password: 'family-secret-1',
    role: 'user',
  });
  return signInPerson(runtime.api, person);
}

const moveTo = (studentId: string, parentId: string) =>
  request(runtime.api, 'PUT', `/students/${studentId}`, {
    token: school.superAdmin.token,
    body: { parentId },
  });

// ---------------------------------------------------------------- the crawl

const idPattern = /\b[0-9a-f]{24}\b/g;
const getRoutes = allRoutes.filter((route) => route.method === 'GET');

/** The accountant's exports, which take calendar dates. */
const dayRangeExports = [
  'invoices.exportCsv',
  'invoices.exportPaymentsCsv',
  'invoices.exportXeroCsv',
  'invoices.exportCreditNotesCsv',
];

function queriesOf(route: RouteDefinition, ids: readonly string[]): string[] {
  const from = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 90 * 86_400_000).toISOString();
  const days = `from=${from.slice(0, 10)}&to=${to.slice(0, 10)}`;
  const window = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  if (route.id === 'lessons.list')
    return ['', `?${window}`, ...ids.map((id) => `?${window}&studentId=${id}`)];
  if (route.id === 'lessons.exportCsv') return [`?${days}`];
  if (dayRangeExports.includes(route.id)) return [`?${days}`];
  if (route.id === 'lessons.teacherHours') return [`?from=${from.slice(0, 7)}&to=${to.slice(0, 7)}`];
  return [''];
}

function pathsOf(route: RouteDefinition, ids: readonly string[], feedToken: string): string[] {
  let paths = [route.path];
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
    const pools: Record<string, readonly string[]> = {
      id: ids,
      studentId: ids,
      jobId: ids,
      subjectId: Object.values(subjectIds),
      topicId: [topicId],
      token: [feedToken],
    };
    const values = pools[name!];
    if (!values) throw new Error(`No value pool for {${name}} of ${route.id}: add one to this test`);
    paths = paths.flatMap((path) => values.map((value) => path.replace(`{${name}}`, value)));
  }
  return paths;
}

/**
 * Every GET route as `viewer`, with `ids` and every id an answer hands over;
 * the answers that show a secret (`untilFound`: stops at the first).
 */
async function crawl(
  viewer: SignedPerson,
  feedToken: string,
  ids: readonly string[],
  secrets: readonly string[],
  untilFound = false,
) {
  const known = new Set([viewer.id, ...ids]);
  const seen = new Set<string>();
  const traces: string[] = [];
  let responses = 0;
  for (let round = 0; round < 3; round++) {
    const before = known.size;
    for (const route of getRoutes)
      for (const path of pathsOf(route, [...known], feedToken))
        for (const query of queriesOf(route, [...known])) {
          const target = `${path}${query}`;
          if (seen.has(target)) continue;
          seen.add(target);
          const answer = await request(runtime.api, 'GET', target, { token: viewer.token });
          responses += 1;
          expect(answer.status, `${target}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
          for (const secret of secrets)
            if (answer.text.includes(secret)) traces.push(`${target} → ${answer.status} shows ${secret}`);
          if (untilFound && traces.length > 0) return { traces, responses, routes: getRoutes.length };
          if (answer.status < 300) for (const [id] of answer.text.matchAll(idPattern)) known.add(id);
        }
    if (known.size === before) break;
  }
  return { traces, responses, routes: getRoutes.length };
}

describe('a child moved to another family', () => {
  it('leaves no trace with the previous family on any GET route, and its draft goes with it', async () => {
    const token = school.superAdmin.token;
    const previous = await newFamily('Orla Oldhome');
    const child = await createStudent(runtime.api, token, {
      name: 'Quentin Mover',
      grade: 'Year 6',
      parentId: previous.id,
      subjects: [subjectIds.maths],
    });
    await assignStudents(runtime.api, token, school.teacherA.id, [school.childA1._id, child._id]);
    const date = daysFromNow(3);
    const lesson = await bookAt(runtime.api, token, {
      student: child._id,
      teacher: school.teacherA.id,
      date,
    });
    await setTopicStatus(runtime.api, token, child._id, topicId, 'difficult');
    const draft = await generateInvoice(runtime.api, token, {
      studentId: child._id,
      ...monthOf(date),
      currency: 'GBP',
    });
    const feed = await request(runtime.api, 'POST', '/calendar-feed', { token: previous.token });
    expect(feed.status).toBe(201);
    const feedToken = (feed.body.data.path as string).split('/').pop()!;
    const ids = [child._id, lesson._id, draft._id];
    const secrets = [child.name, child._id];

    // The walk sees the child while it is this family's: it can find what it looks for.
    const before = await crawl(previous, feedToken, ids, secrets, true);
    expect(before.traces.length).toBeGreaterThan(0);
    // Its bell and recent activity name the child: what the move must take away.
    for (const path of ['/notifications', '/dashboard/recent-activity'])
      expect((await request(runtime.api, 'GET', path, { token: previous.token })).text).toContain(child.name);

    expect((await moveTo(child._id, school.familyB.id)).status).toBe(200);
    // Sent after the move: billed to the family the child has now.
    const sent = await setInvoiceStatus(runtime.api, token, draft._id, 'sent');
    expect(sent.parent._id).toBe(school.familyB.id);

    const after = await crawl(previous, feedToken, ids, secrets);
    console.log(
      `child moved: ${after.routes} GET routes, ${after.responses} responses crawled as the previous family, ` +
        `${after.traces.length} traces (before the move: ${before.traces[0]})`,
    );
    expect(after.traces).toEqual([]);

    const bell = await request(runtime.api, 'GET', '/notifications', { token: previous.token });
    const unread = (bell.body.data.notifications as { read: boolean }[]).filter((item) => !item.read).length;
    expect(bell.body.data.unreadCount).toBe(unread);

    // The new family has the child, its lesson and the invoice sent after the move.
    const newFamilyInvoice = await request(runtime.api, 'GET', `/invoices/${draft._id}`, {
      token: school.familyB.token,
    });
    expect(newFamilyInvoice.status).toBe(200);
    const lessons = await request(runtime.api, 'GET', `/lessons?studentId=${child._id}`, {
      token: school.familyB.token,
    });
    expect(lessons.text).toContain(lesson._id);
  }, 240_000);

  it('leaves an invoice sent before the move with the family it was issued to', async () => {
    const token = school.superAdmin.token;
    const previous = await newFamily('Stella Stays');
    const child = await createStudent(runtime.api, token, { name: 'Sid Sentstay', parentId: previous.id });
    const date = daysFromNow(4);
    await bookAt(runtime.api, token, {
      student: child._id,
      teacher: school.teacherA.id,
      date,
      time: '15:00',
    });
    const sent = await sentInvoice(runtime.api, token, {
      studentId: child._id,
      ...monthOf(date),
      currency: 'GBP',
    });

    expect((await moveTo(child._id, school.familyB.id)).status).toBe(200);

    const asPrevious = await request(runtime.api, 'GET', `/invoices/${sent._id}`, { token: previous.token });
    expect(asPrevious.status).toBe(200);
    expect(asPrevious.body.data.parent._id).toBe(previous.id);
    const asNew = await request(runtime.api, 'GET', `/invoices/${sent._id}`, { token: school.familyB.token });
    expect(asNew.status).toBe(404);
  }, 60_000);
});

// ------------------------------------------------------------ the table dump

/** Items only invoicing keeps (an invoice copies the names it bills) and the audit log, allowed to name anything. */
const keptRecord = (entity: string, key: string) =>
  entity.startsWith('Invoice') || /audit/i.test(entity) || key.startsWith('AUDIT');

/**
 * What an account leaves that expires by TTL and no route reaches, with no
 * index by account to find it: its sign-in families and refresh tokens, its
 * sent emails' outbox items, once-markers (see users/account-traces-removal.ts).
 */
const expiringAccountRecords = ['TokenFamily', 'RefreshToken', 'OutboxMessage', 'MessageOnce'];

async function tracesInTable(secrets: readonly string[], allowed: readonly string[] = []) {
  const dump = await dumpTable();
  const traces: string[] = [];
  const expiring: string[] = [];
  for (const [key, item] of dump) {
    if (!secrets.some((secret) => item.includes(secret))) continue;
    const entity = (JSON.parse(item) as { entity?: { S?: string } }).entity?.S ?? '';
    if (keptRecord(entity, key)) continue;
    (allowed.includes(entity) ? expiring : traces).push(`${key} (${entity})`);
  }
  return { checked: dump.size, traces, expiring };
}

describe('deleting', () => {
  it('a student leaves no item that refers to it but invoices, and frees its slots', async () => {
    const token = school.superAdmin.token;
    const child = await createStudent(runtime.api, token, {
      name: 'Dora Deleteme',
      parentId: school.familyA.id,
      subjects: [subjectIds.maths],
    });
    await assignStudents(runtime.api, token, school.teacherA.id, [school.childA1._id, child._id]);
    // A past lesson on a sent invoice, a future one on a draft, a series, progress.
    const past = daysFromNow(-20);
    await bookAt(runtime.api, token, { student: child._id, teacher: school.teacherA.id, date: past });
    const sent = await sentInvoice(runtime.api, token, {
      studentId: child._id,
      ...monthOf(past),
      currency: 'GBP',
    });
    const future = daysFromNow(6);
    await bookAt(runtime.api, token, {
      student: child._id,
      teacher: school.teacherA.id,
      date: future,
      time: '12:00',
    });
    await generateInvoice(runtime.api, token, { studentId: child._id, ...monthOf(future), currency: 'AED' });
    await bookSeries(runtime.api, token, {
      student: child._id,
      teacher: school.teacherA.id,
      startDate: daysFromNow(8),
      endDate: daysFromNow(22),
      startTime: '13:00',
      recurrencePattern: 'weekly',
      daysOfWeek: [new Date(`${daysFromNow(8)}T12:00:00Z`).getUTCDay()],
    });
    await setTopicStatus(runtime.api, token, child._id, topicId, 'ok');
    const secrets = [child._id, child.name];
    expect((await tracesInTable(secrets)).traces.length).toBeGreaterThan(10);

    const deleted = await request(runtime.api, 'DELETE', `/students/${child._id}`, { token });
    expect(deleted.status).toBe(200);

    const { checked, traces } = await tracesInTable(secrets);
    console.log(`student deleted: ${checked} items checked, ${traces.length} traces`);
    expect(traces).toEqual([]);
    // The invoice sent keeps its copy, and the family still has it.
    const kept = await request(runtime.api, 'GET', `/invoices/${sent._id}`, { token: school.familyA.token });
    expect(kept.status).toBe(200);
    expect(kept.text).toContain(child.name);
    // The teacher's slot is free again.
    await bookAt(runtime.api, token, {
      student: school.childA1._id,
      teacher: school.teacherA.id,
      date: future,
      time: '12:00',
    });
  }, 120_000);

  it('a teacher without lessons leaves no item that refers to it', async () => {
    const token = school.superAdmin.token;
    const teacher = await createPerson(runtime.api, token, {
      name: 'Tina Transient',
      email: uniqueEmail('transient'),
      password: 'teacher-secret-1',
      role: 'teacher',
    });
    await assignStudents(runtime.api, token, teacher.id, [school.childB1._id]);
    const secrets = [teacher.id, teacher.email];
    expect((await tracesInTable(secrets)).traces.length).toBeGreaterThan(2);

    expect((await request(runtime.api, 'DELETE', `/users/${teacher.id}`, { token })).status).toBe(200);

    const { checked, traces, expiring } = await tracesInTable(secrets, expiringAccountRecords);
    console.log(
      `teacher deleted: ${checked} items checked, ${traces.length} traces, ${expiring.length} expiring`,
    );
    expect(traces).toEqual([]);
  }, 60_000);

  it('a family whose child moved away leaves no item that refers to it but expiring records', async () => {
    const token = school.superAdmin.token;
    const family = await newFamily('Fern Farewell');
    const child = await createStudent(runtime.api, token, { name: 'Gus Goneaway', parentId: family.id });
    await bookAt(runtime.api, token, {
      student: child._id,
      teacher: school.teacherA.id,
      date: daysFromNow(9),
    });
    expect((await request(runtime.api, 'POST', '/calendar-feed', { token: family.token })).status).toBe(201);
    expect((await moveTo(child._id, school.familyB.id)).status).toBe(200);
    const secrets = [family.id, family.email];
    expect((await tracesInTable(secrets)).traces.length).toBeGreaterThan(2);

    expect((await request(runtime.api, 'DELETE', `/users/${family.id}`, { token })).status).toBe(200);

    const { checked, traces, expiring } = await tracesInTable(secrets, expiringAccountRecords);
    console.log(
      `family deleted: ${checked} items checked, ${traces.length} traces, ` +
        `${expiring.length} expiring by TTL (${expiring.join(', ')})`,
    );
    expect(traces).toEqual([]);
  }, 60_000);
});
