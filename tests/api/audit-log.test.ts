import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/audit-schemas';
import { request, type ApiAnswer } from './support/http';
import { bookMonth, generateInvoice, monthAllocator, setStatus } from './support/invoice-fixtures';
import { createPerson, uniqueEmail, type Person } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/*
 * Issue 17: every privileged change leaves exactly one audit entry, written
 * in the change's own transaction, naming the actor by id and role, what
 * changed (never a secret) and API Gateway's request id. Only the
 * super_admin reads the log, and no route edits or deletes it.
 */
const { runtime, school } = useSchoolWithPeople();

type Entry = AuditEntry;

async function auditLog(query: string, token = school.superAdmin.token) {
  const answer = await request(runtime.api, 'GET', `/audit-log${query}`, { token });
  expect(answer.status, answer.text).toBe(200);
  return { entries: answer.body.data as Entry[], nextCursor: answer.body.nextCursor as string | undefined };
}

/** Every entry the query finds, page by page. */
async function allEntries(query: string, limit = 50): Promise<Entry[]> {
  const entries: Entry[] = [];
  let cursor: string | undefined;
  do {
    const separator = query ? '&' : '';
    const page = await auditLog(
      `?${query}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    entries.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor);
  return entries;
}

const requestIdOf = (answer: ApiAnswer) => answer.headers.get('apigw-requestid');

/** The one entry about the record of the kind given; fails when there are none or several. */
async function onlyEntry(targetId: string, action: string): Promise<Entry> {
  const entries = await allEntries(`targetId=${targetId}&action=${action}`);
  expect(entries, JSON.stringify(entries)).toHaveLength(1);
  return entries[0]!;
}

const month = monthAllocator(2031, 3);
let promoted: Person;
let roleChange: ApiAnswer;
let movedStudentId: string;
let reparent: ApiAnswer;
let booking: ApiAnswer;
let payment: ApiAnswer;
let invoiceId: string;

beforeAll(async () => {
  const { superAdmin, admin } = school;
  promoted = await createPerson(runtime.api, superAdmin.token, {
    name: 'Audit Promoted',
    email: uniqueEmail('audit'),
    password: 'Promote-me-2031!',
    role: 'user',
  });
  roleChange = await request(runtime.api, 'PUT', `/users/${promoted.id}`, {
    token: superAdmin.token,
    body: { name: promoted.name, email: promoted.email, role: 'admin', password: 'A-new-secret-2031!' },
  });
  expect(roleChange.status, roleChange.text).toBe(200);

  const created = await request(runtime.api, 'POST', '/students', {
    token: admin.token,
    body: { name: 'Audit Mover', grade: 'Year 5', parentId: school.familyA.id },
  });
  expect(created.status, created.text).toBe(201);
  movedStudentId = created.body.data._id;
  reparent = await request(runtime.api, 'PUT', `/students/${movedStudentId}`, {
    token: superAdmin.token,
    body: { parentId: school.familyB.id },
  });
  expect(reparent.status, reparent.text).toBe(200);

  booking = await request(runtime.api, 'POST', '/lessons', {
    token: admin.token,
    body: {
      student: school.childA1._id,
      teacher: school.teacherA.id,
      startTime: '2031-01-06T10:00:00.000Z',
      timezone: 'UK',
    },
  });
  expect(booking.status, booking.text).toBe(201);

  const period = month();
  await bookMonth(runtime.api, admin.token, {
    student: school.childB1._id,
    teacher: school.teacherB.id,
    ...period,
    days: [4],
  });
  const draft = await generateInvoice(runtime.api, superAdmin.token, {
    studentId: school.childB1._id,
    ...period,
    currency: 'GBP',
  });
  invoiceId = draft._id;
  const sent = await setStatus(runtime.api, superAdmin.token, invoiceId, 'sent');
  payment = await request(runtime.api, 'POST', `/invoices/${invoiceId}/payments`, {
    token: superAdmin.token,
    body: {
      amount: sent.balanceDue,
      date: new Date().toISOString().slice(0, 10),
      method: 'bank_transfer',
      reference: 'AUD-1',
    },
  });
  expect(payment.status, payment.text).toBe(201);
}, 60_000);

describe('each privileged change leaves one entry', () => {
  it('a role change names the super_admin by id and role, the role before and after, and the request', async () => {
    const entry = await onlyEntry(promoted.id, 'user.role');
    expect(entry).toMatchObject({
      actorId: school.superAdmin.id,
      actorRole: 'super_admin',
      actorName: school.superAdmin.name,
      targetType: 'user',
      targetId: promoted.id,
      requestId: requestIdOf(roleChange),
    });
    expect(entry.requestId).toMatch(/\S{8,}/);
    expect(entry.before).toEqual({ role: 'user' });
    expect(entry.after).toEqual({ role: 'admin', signIn: 'new password, every session ended' });
    // The edit wrote one entry in all: not one per field or per write.
    expect(await allEntries(`targetId=${promoted.id}&action=user.update`)).toEqual([]);
  });

  it('a re-parented student shows the family before and after', async () => {
    const entry = await onlyEntry(movedStudentId, 'student.reparent');
    expect(entry).toMatchObject({
      actorId: school.superAdmin.id,
      actorRole: 'super_admin',
      before: { parentId: school.familyA.id },
      after: { parentId: school.familyB.id },
      requestId: requestIdOf(reparent),
    });
  });

  it('a lesson booking shows the lesson as booked, by the admin', async () => {
    const lessonId = booking.body.data._id as string;
    const entry = await onlyEntry(lessonId, 'lesson.create');
    expect(entry).toMatchObject({
      actorId: school.admin.id,
      actorRole: 'admin',
      targetType: 'lesson',
      after: {
        studentId: school.childA1._id,
        teacherId: school.teacherA.id,
        startTime: '2031-01-06T10:00:00.000Z',
      },
      requestId: requestIdOf(booking),
    });
    expect(entry.before).toBeUndefined();
  });

  it('a payment shows the payments and the status before and after', async () => {
    const entry = await onlyEntry(invoiceId, 'payment.add');
    expect(entry).toMatchObject({
      actorId: school.superAdmin.id,
      actorRole: 'super_admin',
      before: { status: 'sent', payments: [] },
      after: {
        status: 'paid',
        payments: [expect.objectContaining({ method: 'bank_transfer', reference: 'AUD-1' })],
      },
      requestId: requestIdOf(payment),
    });
  });

  it('names the records each entry mentions as they are now: people, students, lessons, invoices by number', async () => {
    const moved = await onlyEntry(movedStudentId, 'student.reparent');
    expect(moved.names).toEqual({
      [school.superAdmin.id]: school.superAdmin.name,
      [movedStudentId]: 'Audit Mover',
      [school.familyA.id]: school.familyA.name,
      [school.familyB.id]: school.familyB.name,
    });
    const lessonId = booking.body.data._id as string;
    const booked = await onlyEntry(lessonId, 'lesson.create');
    expect(booked.names).toMatchObject({
      // Subject (when the lesson has one), child and day on the school's calendar.
      [lessonId]: [booking.body.data.subjectName, school.childA1.name, '6 Jan 2031']
        .filter(Boolean)
        .join(', '),
      [school.childA1._id]: school.childA1.name,
      [school.teacherA.id]: school.teacherA.name,
      [school.admin.id]: school.admin.name,
    });
    const paid = await onlyEntry(invoiceId, 'payment.add');
    const invoice = await request(runtime.api, 'GET', `/invoices/${invoiceId}`, {
      token: school.superAdmin.token,
    });
    expect(paid.names?.[invoiceId]).toBe(invoice.body.data.invoiceNumber);
    expect(paid.names?.[invoiceId]).toMatch(/\S/);
  });

  it('no entry holds a password, a hash or a token', async () => {
    const text = JSON.stringify(await allEntries(''));
    expect(text).not.toMatch(/scrypt\$|Promote-me|A-new-secret|Bearer|eyJ/);
  });
});

describe('reading the log', () => {
  it('filters by who, kind, record and dates, newest first, and pages with a cursor', async () => {
    const everything = await allEntries('');
    const times = everything.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    // One entry a page reads the same entries as one page of all.
    expect((await allEntries('', 1)).map((entry) => entry._id)).toEqual(everything.map((entry) => entry._id));

    const byAdmin = await allEntries(`actorId=${school.admin.id}`);
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((entry) => entry.actorId === school.admin.id)).toBe(true);
    expect(byAdmin).toEqual(everything.filter((entry) => entry.actorId === school.admin.id));

    const bookings = await allEntries('action=lesson.create');
    expect(bookings).toEqual(everything.filter((entry) => entry.action === 'lesson.create'));
    const generated = await allEntries(`actorId=${school.superAdmin.id}&action=invoice.generate`);
    expect(generated.map((entry) => entry.targetId)).toEqual([invoiceId]);
    expect(await allEntries(`actorId=${school.admin.id}&action=invoice.generate`)).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    expect(await allEntries(`from=${today}&to=${today}`)).toEqual(everything);
    expect(await allEntries(`targetId=${invoiceId}&to=2020-01-01`)).toEqual([]);
    expect(await allEntries('from=2020-01-01&to=2020-12-31')).toEqual([]);
  });

  it('refuses bad filters with a 400', async () => {
    for (const query of [
      'action=user.hack',
      'from=2026-02-30',
      'from=2026-03-02&to=2026-03-01',
      'cursor=nonsense',
    ]) {
      const answer = await request(runtime.api, 'GET', `/audit-log?${query}`, {
        token: school.superAdmin.token,
      });
      expect(answer.status, `${query}: ${answer.text}`).toBe(400);
    }
  });

  it('only the super_admin reads it, and no route edits or deletes it', async () => {
    expect((await request(runtime.api, 'GET', '/audit-log')).status).toBe(401);
    for (const person of [school.admin, school.teacherA, school.familyA])
      expect((await request(runtime.api, 'GET', '/audit-log', { token: person.token })).status).toBe(403);
    const [entry] = (await auditLog('?limit=1')).entries;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'])
      for (const path of ['/audit-log', `/audit-log/${entry!._id}`]) {
        const answer = await request(runtime.api, method, path, { token: school.superAdmin.token, body: {} });
        expect(answer.status, `${method} ${path}`).toBe(404);
      }
    expect((await auditLog('?limit=1')).entries).toEqual([entry]);
  });
});

describe('sensitive actions leave an entry too (issue 34)', () => {
  const png8 =
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMQiTqBFTEMLQkAG4pNgSZCGX8AAAAASUVORK5CYII=';

  it('a logo upload and its removal name the super_admin, the logo before and after, and the request', async () => {
    const upload = await request(runtime.api, 'PUT', '/school-profile/logo', {
      token: school.superAdmin.token,
      body: { image: png8 },
    });
    expect(upload.status, upload.text).toBe(200);
    const removal = await request(runtime.api, 'DELETE', '/school-profile/logo', {
      token: school.superAdmin.token,
    });
    expect(removal.status, removal.text).toBe(200);

    const uploaded = await onlyEntry('school-logo', 'settings.logoUpload');
    expect(uploaded).toMatchObject({
      actorId: school.superAdmin.id,
      actorRole: 'super_admin',
      actorName: school.superAdmin.name,
      targetType: 'settings',
      targetId: 'school-logo',
      after: { logo: expect.stringMatching(/^image\/png, version [0-9a-f]{16}$/) },
      requestId: requestIdOf(upload),
    });
    expect(uploaded.before).toBeUndefined();
    const removed = await onlyEntry('school-logo', 'settings.logoRemove');
    expect(removed).toMatchObject({
      actorId: school.superAdmin.id,
      before: { logo: uploaded.after!.logo },
      requestId: requestIdOf(removal),
    });
    expect(removed.after).toBeUndefined();
  });

  it('a resent invitation names who resent it, to which account and address', async () => {
    const invited = await request(runtime.api, 'POST', '/users', {
      token: school.admin.token,
      body: { name: 'Audit Invitee', email: uniqueEmail('invitee'), role: 'teacher', password: '' },
    });
    expect(invited.status, invited.text).toBe(201);
    const inviteeId = invited.body.data._id as string;
    const resent = await request(runtime.api, 'POST', `/users/${inviteeId}/invitation`, {
      token: school.admin.token,
    });
    expect(resent.status, resent.text).toBe(200);
    const entry = await onlyEntry(inviteeId, 'user.resendInvitation');
    expect(entry).toMatchObject({
      actorId: school.admin.id,
      actorRole: 'admin',
      actorName: school.admin.name,
      targetType: 'user',
      after: { invitationSentTo: invited.body.data.email },
      requestId: requestIdOf(resent),
    });
  });

  it("staff downloading a family's export are named; the family's own download is not a privileged change", async () => {
    const byStaff = await request(runtime.api, 'GET', `/users/${school.familyB.id}/export`, {
      token: school.admin.token,
    });
    expect(byStaff.status).toBe(200);
    const entry = await onlyEntry(school.familyB.id, 'user.export');
    expect(entry).toMatchObject({
      actorId: school.admin.id,
      actorRole: 'admin',
      actorName: school.admin.name,
      targetType: 'user',
      targetId: school.familyB.id,
      after: { exported: expect.stringMatching(/^data\.json, summary\.txt and \d+ invoice PDFs?$/) },
      requestId: requestIdOf(byStaff),
    });
    const own = await request(runtime.api, 'GET', `/users/${school.familyA.id}/export`, {
      token: school.familyA.token,
    });
    expect(own.status).toBe(200);
    expect(await allEntries(`targetId=${school.familyA.id}&action=user.export`)).toEqual([]);
  });
});
