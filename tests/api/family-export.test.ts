import { beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import type { FamilyExportDocument } from '../../functions/documents/family-export-document';
import { allocateSubjects, buildSubject, setNote, setStatus } from './support/curriculum-fixtures';
import { assertNoSecretsIn, request } from './support/http';
import {
  bookMonth,
  generateInvoice,
  recordPayment,
  setStatus as setInvoiceStatus,
} from './support/invoice-fixtures';
import { subjectIds } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import { schoolToday } from '../../shared/invoices/invoice-period';

const { runtime, school } = useSchoolWithPeople();

interface Exported {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json?: any;
}

/** GET /users/{id}/export, read as bytes (the leak guard is called here: `request` reads text). */
async function exportOf(familyId: string, token: string): Promise<Exported> {
  const path = `/users/${familyId}/export`;
  const response = await fetch(`${runtime.api}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.startsWith('application/json');
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: isJson ? JSON.parse(Buffer.from(bytes).toString('utf8')) : undefined,
  };
}

let files: Record<string, Uint8Array>;
let data: FamilyExportDocument;
let topicIds: string[];
let invoiceNumber: string;
/** Family B's sent invoice, voided by the void test. */
let foreignId: string;
const paidOn = schoolToday();

beforeAll(async () => {
  const token = school.superAdmin.token;
  const subject = await buildSubject(runtime.api, token, 'Export Maths', 1, 2);
  topicIds = subject.topicIds;
  const child = school.childA1._id;
  await allocateSubjects(runtime.api, token, child, [
    subjectIds.maths,
    subjectIds.english,
    subject.subjectId,
  ]);
  await setStatus(runtime.api, token, child, topicIds[0]!, 'difficult');
  await setStatus(runtime.api, token, child, topicIds[0]!, 'confident');
  await setNote(runtime.api, token, child, topicIds[0]!, 'Fractions solid now');
  await bookMonth(runtime.api, token, {
    student: child,
    teacher: school.teacherA.id,
    year: 2025,
    month: 5,
    days: [6, 13],
    subject: subject.subjectId,
  });
  const draft = await generateInvoice(runtime.api, token, {
    studentId: child,
    dateRangeType: 'month',
    year: 2025,
    month: 5,
    currency: 'GBP',
  });
  const sent = await setInvoiceStatus(runtime.api, token, draft._id, 'sent');
  invoiceNumber = sent.invoiceNumber;
  // Dated the day it was sent: a payment is never dated in the future nor more than a year before its invoice.
  await recordPayment(runtime.api, token, sent._id, { amount: 10, date: paidOn, method: 'card' });
  // Another family's child with an invoice of its own: none of it may reach family A's zip.
  await bookMonth(runtime.api, token, {
    student: school.childB1._id,
    teacher: school.teacherA.id,
    year: 2025,
    month: 5,
    days: [7],
  });
  const foreign = await generateInvoice(runtime.api, token, {
    studentId: school.childB1._id,
    dateRangeType: 'month',
    year: 2025,
    month: 5,
    currency: 'GBP',
  });
  await setInvoiceStatus(runtime.api, token, foreign._id, 'sent');
  foreignId = foreign._id;

  const answer = await exportOf(school.familyA.id, school.familyA.token);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/zip');
  expect(answer.headers.get('content-disposition')).toMatch(
    /^attachment; filename="family-data-[\d-]+\.zip"$/,
  );
  files = unzipSync(answer.bytes);
  data = JSON.parse(strFromU8(files['data.json']!)) as FamilyExportDocument;
}, 120_000);

describe('GET /users/{id}/export', () => {
  it('gives the family a zip of its account, children, progress with history, lessons, invoices with payments and notifications', () => {
    expect(Object.keys(files).sort()).toEqual(['data.json', `invoices/${invoiceNumber}.pdf`, 'summary.txt']);
    expect(data.formatVersion).toBe(1);
    expect(data.account).toMatchObject({ id: school.familyA.id, email: school.familyA.email, role: 'user' });
    expect(data.students.map((student) => student.id)).toEqual([school.childA1._id]);
    const [child] = data.students;
    expect(child!.subjects.map((subject) => subject.name)).toContain('Export Maths');
    expect(child!.teachers.map((teacher) => teacher.name)).toEqual([school.teacherA.name]);
    const topic = child!.progress.find((entry) => entry.topicId === topicIds[0]);
    expect(topic).toMatchObject({ status: 'confident', note: 'Fractions solid now', topicName: 'Topic 1.1' });
    expect(topic!.history.map((change) => change.status)).toEqual(['difficult', 'confident']);
    expect(child!.lessons).toHaveLength(2);
    expect(child!.lessons[0]).not.toHaveProperty('teacherEmail');
    expect(data.invoices).toHaveLength(1);
    expect(data.invoices[0]).toMatchObject({
      invoiceNumber,
      status: 'sent',
      voidedAt: null,
      voidReason: null,
      pdf: `invoices/${invoiceNumber}.pdf`,
    });
    expect(data.invoices[0]!.items).toHaveLength(2);
    expect(data.invoices[0]!.payments).toMatchObject([{ amount: 10, method: 'card', date: paidOn }]);
    expect(data.notifications.length).toBeGreaterThan(0);
    // The audit entries about the family's records only: its child's creation, its invoice's changes and payment.
    const familyRecords = new Set([
      school.familyA.id,
      school.childA1._id,
      ...data.invoices.map((invoice) => invoice.id),
    ]);
    expect(data.auditEntries.filter((entry) => !familyRecords.has(entry.targetId))).toEqual([]);
    expect(data.auditEntries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['student.create', 'invoice.generate', 'invoice.status', 'payment.add']),
    );
    const summary = strFromU8(files['summary.txt']!);
    expect(summary).toContain(`CHILD: ${school.childA1.name}`);
    expect(summary).toContain(invoiceNumber);
    // Issue 40: written for a parent, it cites no file of the app's source.
    expect(summary).toContain('is in data.json');
    expect(summary).not.toMatch(/docs\/|\.md\b/);
  });

  it("holds no other family's child, no password hash, token or secret, and its PDFs open", () => {
    const text = strFromU8(files['data.json']!) + strFromU8(files['summary.txt']!);
    expect(text).not.toContain(school.childB1._id);
    expect(text).not.toContain(school.childB1.name);
    expect(text).not.toContain(school.familyB.email);
    expect(text).not.toMatch(/passwordHash|sessionVersion|endedSessions|scrypt|tess@people/i);
    assertNoSecretsIn(
      { status: 200, text, headers: new Headers() },
      { method: 'GET', path: `/users/${school.familyA.id}/export` },
    );
    expect(strFromU8(files[`invoices/${invoiceNumber}.pdf`]!.subarray(0, 5))).toBe('%PDF-');
  });

  it('carries when and why a void invoice was voided, not who voided it', async () => {
    const reason = 'Sent to the wrong family by mistake';
    const voided = await request(runtime.api, 'POST', `/invoices/${foreignId}/void`, {
      token: school.superAdmin.token,
      body: { reason },
    });
    expect(voided.status, voided.text).toBe(200);
    const voidedAt = (voided.body.data as { voidedAt: string }).voidedAt;
    const answer = await exportOf(school.familyB.id, school.familyB.token);
    expect(answer.status).toBe(200);
    const zip = unzipSync(answer.bytes);
    const json = strFromU8(zip['data.json']!);
    const familyB = JSON.parse(json) as FamilyExportDocument;
    expect(familyB.invoices).toHaveLength(1);
    expect(familyB.invoices[0]).toMatchObject({
      id: foreignId,
      status: 'void',
      voidedAt,
      voidReason: reason,
    });
    expect(json).not.toContain('voidedBy');
    expect(json).not.toContain(school.superAdmin.id);
    expect(strFromU8(zip['summary.txt']!)).toContain('void');
  });

  it('refuses another family (403) and a teacher, and lets staff export any family', async () => {
    const otherFamily = await exportOf(school.familyA.id, school.familyB.token);
    expect(otherFamily.status).toBe(403);
    expect(otherFamily.json.message).toBe('You can only export your own data');
    expect((await exportOf(school.familyA.id, school.teacherA.token)).status).toBe(403);
    const staff = await exportOf(school.familyB.id, school.admin.token);
    expect(staff.status).toBe(200);
    const familyB = JSON.parse(strFromU8(unzipSync(staff.bytes)['data.json']!)) as FamilyExportDocument;
    expect(familyB.students.map((student) => student.id)).toEqual([school.childB1._id]);
    expect((await exportOf(school.teacherA.id, school.admin.token)).status).toBe(404);
  });
});
