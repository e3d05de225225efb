import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialRetentionSettings } from '../../shared/schemas/retention-schemas';
import { addUnits, setNote, setStatus as setTopicStatus } from './support/curriculum-fixtures';
import { request } from './support/http';
import { closeTableClient, dumpTable, type TableDump } from './support/hostile-input/table-dump';
import { bookAt, generateInvoice, getRequest, sentInvoice, type Invoice } from './support/invoice-fixtures';
import { bookLesson } from './support/lesson-fixtures';
import { allStudents, allUsers, subjectIds } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/**
 * Issue 17: erasure removes a child (or a family with its children)
 * everywhere but the invoices issued to them, which keep the names they were
 * issued with; the daily retention job deletes what is older than the
 * school's settings. A whole-table dump (a test-only Scan) is the witness.
 */
const { runtime, school } = useSchoolWithPeople();

afterAll(() => closeTableClient());

/** The items of a dump whose text holds `needle`, as `PK | SK`. */
const itemsHolding = (dump: TableDump, needle: string) =>
  [...dump].filter(([, item]) => item.includes(needle)).map(([key]) => key);

const isInvoiceItem = (key: string) => key.startsWith('INVOICE#');

const erase = (path: string, token: string, confirm: unknown) =>
  request(runtime.api, 'POST', path, { token, body: { confirm } });

/** Everything the school holds about a child: progress with a note, lessons past and future, invoices. */
async function giveChildAHistory(studentId: string, subjectId: string, teacherId: string, year: number) {
  const token = school.superAdmin.token;
  const [topicId] = (await addUnits(runtime.api, token, subjectId, 1, 1)).topicIds;
  await setTopicStatus(runtime.api, token, studentId, topicId!, 'difficult', 'Fractions: weak');
  await setNote(runtime.api, token, studentId, topicId!, 'Practise fractions');
  await bookAt(runtime.api, token, { student: studentId, teacher: teacherId, date: `${year}-03-10` });
  await bookAt(runtime.api, token, { student: studentId, teacher: teacherId, date: `${year}-04-10` });
  const future = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
  future.setUTCHours(10, 0, 0, 0);
  await bookLesson(runtime.api, token, {
    student: studentId,
    teacher: teacherId,
    startTime: future.toISOString(),
    notes: 'Bring fractions book',
  });
  const sent = await sentInvoice(runtime.api, token, { studentId, month: 3, year, currency: 'AED' });
  const draft = await generateInvoice(runtime.api, token, { studentId, month: 4, year, currency: 'AED' });
  return { sent, draft };
}

describe('erasing a student', () => {
  let invoices: { sent: Invoice; draft: Invoice };
  beforeAll(async () => {
    invoices = await giveChildAHistory(school.childA1._id, subjectIds.maths, school.teacherA.id, 2025);
  }, 60_000);

  it('refuses a wrong confirmation (400) and anyone but a super_admin (403), changing nothing', async () => {
    const before = await dumpTable();
    const path = `/students/${school.childA1._id}/erase`;
    const wrong = await erase(path, school.superAdmin.token, 'Amy');
    expect(wrong.status, wrong.text).toBe(400);
    expect(wrong.body.message).toContain('"Amy A1"');
    expect((await erase(path, school.superAdmin.token, '')).status).toBe(400);
    const byAdmin = await erase(path, school.admin.token, school.childA1.name);
    expect(byAdmin.status, byAdmin.text).toBe(403);
    expect((await erase(path, school.familyA.token, school.childA1.name)).status).toBe(403);
    expect(await dumpTable()).toEqual(before);
  });

  it('leaves the child’s name only on the invoices issued, which stay readable', async () => {
    expect(
      itemsHolding(await dumpTable(), school.childA1.name).filter((key) => !isInvoiceItem(key)),
    ).not.toEqual([]);
    const answer = await erase(`/students/${school.childA1._id}/erase`, school.superAdmin.token, ' Amy  A1 ');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toEqual({ _id: school.childA1._id, studentIds: [school.childA1._id] });

    const dump = await dumpTable();
    expect(itemsHolding(dump, school.childA1.name)).toEqual([`INVOICE#${invoices.sent._id} | INVOICE`]);
    for (const note of ['Fractions: weak', 'fraction practice', 'fractions workbook'])
      expect(itemsHolding(dump, note)).toEqual([]);
    const kept = await getRequest(runtime.api, school.superAdmin.token, invoices.sent._id);
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data).toMatchObject({
      student: { name: school.childA1.name },
      parent: { name: school.familyA.name },
    });
    // A draft was never issued: it goes with the child.
    expect((await getRequest(runtime.api, school.superAdmin.token, invoices.draft._id)).status).toBe(404);
    const students = await allStudents(runtime.api, school.superAdmin.token);
    expect(students.map((student) => student._id)).not.toContain(school.childA1._id);
    // The family stays, without the child.
    const family = (await allUsers(runtime.api, school.superAdmin.token)).find(
      (u) => u._id === school.familyA.id,
    );
    expect(family).toBeDefined();
  });
});

describe('erasing a family', () => {
  let sent: Invoice;
  beforeAll(async () => {
    ({ sent } = await giveChildAHistory(school.childB1._id, subjectIds.science, school.teacherA.id, 2024));
  }, 60_000);

  it('refuses a staff account and a wrong name, and erases the family and its child', async () => {
    const path = (id: string) => `/users/${id}/erase`;
    const staff = await erase(path(school.teacherA.id), school.superAdmin.token, school.teacherA.name);
    expect(staff.status, staff.text).toBe(400);
    const before = await dumpTable();
    expect((await erase(path(school.familyB.id), school.superAdmin.token, school.childB1.name)).status).toBe(
      400,
    );
    expect(await dumpTable()).toEqual(before);

    const answer = await erase(path(school.familyB.id), school.superAdmin.token, school.familyB.name);
    expect(answer.status, answer.text).toBe(200);
    const dump = await dumpTable();
    for (const personal of [school.familyB.name, school.familyB.email, school.childB1.name])
      expect(itemsHolding(dump, personal), personal).toEqual([`INVOICE#${sent._id} | INVOICE`]);
    expect(itemsHolding(dump, `USER#${school.familyB.id}`)).toEqual([]);
    // The account is gone: its token is refused, and so is its password.
    expect((await request(runtime.api, 'GET', '/students', { token: school.familyB.token })).status).toBe(
      401,
    );
    const login = await request(runtime.api, 'POST', '/auth/login', {
      body: { email: school.familyB.email, password: school.familyB.password },
    });
    expect(login.status).toBe(401);

    // The kept invoice goes overdue (the sweep run as of two months on): no notice to the account that is gone.
    const { runOverdueJob } = await import('../../functions/jobs/overdue-sweep');
    const twoMonthsOn = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000);
    expect((await runOverdueJob(twoMonthsOn)).markedOverdue).toBeGreaterThan(0);
    const afterSweep = [...(await dumpTable()).values()].join('\n');
    expect(afterSweep).not.toContain(`NOTIFICATIONS#${school.familyB.id}`);
    expect(afterSweep).not.toContain(`OUTBOX_TO#${school.familyB.id}`);
  });
});

describe('retention', () => {
  const settingsPath = '/retention-settings';

  it('answers the defaults, lets only a super_admin change them, and validates each range', async () => {
    const read = await request(runtime.api, 'GET', settingsPath, { token: school.admin.token });
    expect(read.body.data).toEqual(initialRetentionSettings);
    const valid = { activityDays: 30, notificationDays: 30, auditDays: 400, invoiceYears: 7 };
    expect(
      (await request(runtime.api, 'PUT', settingsPath, { token: school.admin.token, body: valid })).status,
    ).toBe(403);
    for (const [field, value] of [
      ['activityDays', 0],
      ['activityDays', 181],
      ['notificationDays', 91],
      ['auditDays', 30],
      ['invoiceYears', 5],
      ['invoiceYears', 6.5],
    ] as const) {
      const answer = await request(runtime.api, 'PUT', settingsPath, {
        token: school.superAdmin.token,
        body: { ...valid, [field]: value },
      });
      expect(answer.status, `${field} ${value}`).toBe(400);
    }
    const saved = await request(runtime.api, 'PUT', settingsPath, {
      token: school.superAdmin.token,
      body: valid,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(
      (await request(runtime.api, 'GET', settingsPath, { token: school.admin.token })).body.data,
    ).toEqual(valid);
    // The public privacy page states the school's periods as they are now.
    const notice = await request(runtime.api, 'GET', '/school/privacy-contact');
    expect(notice.body.data.retention).toEqual(valid);
  });

  it('deletes activity and notifications older than the settings by Query, and keeps newer ones', async () => {
    // In this process: the runtime has pointed the table name and endpoint here.
    const { activityPuts } = await import('../../functions/entities/activity-entity');
    const { notificationPuts } = await import('../../functions/entities/notification-entity');
    const { writeTransaction } = await import('../../functions/platform/table/write-transaction');
    const { applyRetention } =
      await import('../../functions/shared-domains/privacy/retention/apply-retention');
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const write = async (label: string, at: Date) => {
      const event = { title: label, description: label, status: 'info' as const, icon: 'Bell' };
      const audiences = [{ kind: 'all' as const }, { kind: 'user' as const, userId: school.familyA.id }];
      const summary = { title: label, body: label, path: '/dashboard' };
      await writeTransaction([
        ...activityPuts(event, audiences, at),
        ...notificationPuts(school.familyA.id, 'invoice-sent', summary, at),
      ]);
    };
    await write('Retention old event', daysAgo(45));
    await write('Retention new event', daysAgo(10));

    const result = await applyRetention(now);
    const dump = await dumpTable();
    expect(itemsHolding(dump, 'Retention old event')).toEqual([]);
    expect(itemsHolding(dump, 'Retention new event')).toHaveLength(3);
    expect(result.activityDeleted).toBeGreaterThanOrEqual(2);
    expect(result.notificationsDeleted).toBeGreaterThanOrEqual(1);
    expect(result.invoicesDeleted).toBe(0);
    // The deleted notification is neither listed nor counted unread any more.
    const bell = await request(runtime.api, 'GET', '/notifications', { token: school.familyA.token });
    const page = bell.body.data as { notifications: { title: string; read: boolean }[]; unreadCount: number };
    const titles = page.notifications.map((item) => item.title);
    expect(titles).toContain('Retention new event');
    expect(titles).not.toContain('Retention old event');
    expect(page.unreadCount).toBe(page.notifications.filter((item) => !item.read).length);
  });
});
