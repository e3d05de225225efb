import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Domain } from '../../shared/routes/route-definition';
import { schoolToday } from '../../shared/invoices/invoice-period';
import { allRoutes } from '../../shared/routes/route-table';
import { initialRetentionSettings } from '../../shared/schemas/retention-schemas';
import { dynamoRequestBudgets, maxScans } from '../../bench/budgets';
import { addUnits, allocateSubjects } from './support/curriculum-fixtures';
import { bookAt, generateInvoice, isoDay, setStatus, type Invoice } from './support/invoice-fixtures';
import { installDynamoRequestCounter, type DynamoRequestCounter } from './support/dynamo-request-counter';
import { request, type ApiAnswer } from './support/http';
import { logoPng } from './support/logo-images';
import { unsubscribeToken } from '../../functions/shared-domains/messaging/unsubscribe-token';
import { createPerson, createStudent, subjectIds, uniqueEmail } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();
let counter: DynamoRequestCounter;

const domainsUnderTest: readonly Domain[] = [
  'users',
  'students',
  'dashboard',
  'curriculum',
  'progress',
  'invoices',
  'documents',
];
/**
 * Every protected request first reads the caller's account (the test
 * runtimes turn the 5-second reuse off, so it is always counted).
 */
const accountCheck = 'GetItemCommand';
/** Maths topics with progress for childA1, made before the counter is installed. */
let mathsTopics: string[];

/**
 * The most DynamoDB commands one request of each endpoint may send: the
 * budgets of bench/budgets.ts (where each bound is explained) for the
 * endpoints of the domains measured here.
 */
const bounds: Record<string, number> = Object.fromEntries(
  Object.entries(dynamoRequestBudgets).filter(([routeId]) => {
    const domain = allRoutes.find((route) => route.id === routeId)?.domain;
    return domain !== undefined && domainsUnderTest.includes(domain);
  }),
);

/** Endpoints whose cost must not depend on the school's size. */
const sizeIndependent = new Set([
  'students.list (staff)',
  'users.list (all users)',
  'users.list (parent options)',
  'users.list (teachers)',
  'dashboard.counters (staff)',
  'dashboard.counters (family)',
  'dashboard.counters (teacher)',
  'dashboard.recentActivity (staff)',
  'dashboard.recentActivity (family)',
  'dashboard.recentActivity (teacher)',
]);
/** Every curriculum and progress measurement must also be the same in both schools. */
const sizeIndependentDomains = new Set(['curriculum', 'progress', 'invoices', 'documents']);

type SchoolSize = 'small' | 'large';

interface Measurement {
  routeId: string;
  label: string;
  commands: Record<SchoolSize, string[] | undefined>;
}

const measurements = new Map<string, Measurement>();

async function measure(
  size: SchoolSize,
  routeId: string,
  caller: string,
  expectedStatus: number,
  send: () => Promise<ApiAnswer>,
  requestsOwn: (commands: string[]) => string[] = (commands) => commands,
): Promise<ApiAnswer> {
  const label = `${routeId} (${caller})`;
  const { result, commands: sent } = await counter.measure(send);
  const commands = requestsOwn(sent);
  expect(result.status, `${label}: ${result.text}`).toBe(expectedStatus);
  const entry = measurements.get(label) ?? {
    routeId,
    label,
    commands: { small: undefined, large: undefined },
  };
  entry.commands[size] = commands;
  measurements.set(label, entry);
  return result;
}

const call = (method: string, path: string, token: string, body?: unknown) => () =>
  request(runtime.api, method, path, { token, body });

/**
 * One request of every endpoint, each with a caller that exercises its work.
 * The writes undo each other, so the school has the same students after.
 */
async function measureEveryEndpoint(size: SchoolSize): Promise<void> {
  const { superAdmin, admin, teacherA, familyA, familyB } = school;
  await measure(size, 'users.list', 'all users', 200, call('GET', '/users?limit=500', superAdmin.token));
  await measure(
    size,
    'users.list',
    'parent options',
    200,
    call('GET', '/users?role=user,parent&limit=500', admin.token),
  );
  await measure(
    size,
    'users.list',
    'teachers',
    200,
    call('GET', '/users?role=teacher&limit=500', admin.token),
  );
  await measure(size, 'users.myChildren', 'family', 200, call('GET', '/users/me/children', familyA.token));
  await measure(
    size,
    'users.students',
    'teacher, self',
    200,
    call('GET', `/users/${teacherA.id}/students`, teacherA.token),
  );
  await measure(
    size,
    'users.students',
    'admin, of a family',
    200,
    call('GET', `/users/${familyA.id}/students`, admin.token),
  );
  await measure(size, 'students.list', 'staff', 200, call('GET', '/students?limit=500', superAdmin.token));
  await measure(size, 'students.list', 'teacher', 200, call('GET', '/students', teacherA.token));
  await measure(size, 'students.list', 'family', 200, call('GET', '/students', familyA.token));
  for (const [caller, token] of [
    ['staff', admin.token],
    ['family', familyA.token],
    ['teacher', teacherA.token],
  ] as const) {
    await measure(size, 'dashboard.counters', caller, 200, call('GET', '/dashboard/counters', token));
    await measure(
      size,
      'dashboard.recentActivity',
      caller,
      200,
      call('GET', '/dashboard/recent-activity', token),
    );
    await measure(size, 'dashboard.notifications', caller, 200, call('GET', '/notifications', token));
    await measure(
      size,
      'dashboard.readNotifications',
      caller,
      200,
      call('POST', '/notifications/read', token, { all: true }),
    );
  }
  await measure(size, 'dashboard.auditLog', 'super_admin', 200, call('GET', '/audit-log', superAdmin.token));
  await measure(
    size,
    'dashboard.today',
    'super_admin',
    200,
    call('GET', '/dashboard/today', superAdmin.token),
  );
  await measure(
    size,
    'users.failedEmails',
    'admin, of a teacher',
    200,
    call('GET', `/users/${teacherA.id}/failed-emails`, admin.token),
  );

  const created = await measure(size, 'users.create', 'admin adds a teacher', 201, () =>
    request(runtime.api, 'POST', '/users', {
      token: admin.token,
      body: {
        name: 'Counted Teacher',
        email: uniqueEmail('counted'),
        password: 'secret-123',
        role: 'teacher',
      },
    }),
  );
  const teacher = created.body.data as { _id: string; email: string };
  const someStudents = [school.childA1._id, school.childB1._id];
  await measure(size, 'users.assignStudents', 'admin', 200, () =>
    request(runtime.api, 'POST', `/users/${teacher._id}/assign-students`, {
      token: admin.token,
      body: { studentIds: someStudents },
    }),
  );
  await measure(size, 'users.update', 'admin renames a teacher', 200, () =>
    request(runtime.api, 'PUT', `/users/${teacher._id}`, {
      token: admin.token,
      body: { name: 'Counted Teacher Renamed', email: teacher.email },
    }),
  );
  await measure(size, 'users.update', 'super_admin renames a family with children', 200, () =>
    request(runtime.api, 'PUT', `/users/${familyA.id}`, {
      token: superAdmin.token,
      body: { name: `Fay Family ${size}`, email: familyA.email },
    }),
  );
  await measure(size, 'users.delete', 'admin deletes a teacher with students', 200, () =>
    request(runtime.api, 'DELETE', `/users/${teacher._id}`, { token: admin.token }),
  );

  const student = await measure(size, 'students.create', 'admin', 201, () =>
    request(runtime.api, 'POST', '/students', {
      token: admin.token,
      body: { name: 'Counted Student', parentId: familyA.id },
    }),
  );
  const studentId = (student.body.data as { _id: string })._id;
  await measure(size, 'students.update', 'admin changes grade', 200, () =>
    request(runtime.api, 'PUT', `/students/${studentId}`, { token: admin.token, body: { grade: 'Year 9' } }),
  );
  await measure(size, 'students.update', 'super_admin moves parent', 200, () =>
    request(runtime.api, 'PUT', `/students/${studentId}`, {
      token: superAdmin.token,
      body: { parentId: familyB.id },
    }),
  );
  await measure(size, 'students.delete', 'admin', 200, () =>
    request(runtime.api, 'DELETE', `/students/${studentId}`, { token: admin.token }),
  );
  await measureErasureAndRetention(size);
  await measureAccountEmails(size);
  await measureCurriculumAndProgress(size);
  await measureInvoices(size);
}

/**
 * Erasure is rare (a super_admin, a typed name) and reads every list that may
 * name the child: measured for a new student and a new family of one child.
 */
async function measureErasureAndRetention(size: SchoolSize): Promise<void> {
  const { superAdmin, admin, familyA } = school;
  const erased = await createStudent(runtime.api, superAdmin.token, {
    name: 'Counted Erased',
    parentId: familyA.id,
  });
  // Issue 38: a file of one family the school has (its row unchanged, so the school stays as it was) previewed,
  // its status read and applied; the job runs after the answer, and is waited for before the next measure.
  const importFile = Buffer.from(
    `Parent first name,Parent last name,Parent email,Child first name,Child last name\r\nFay,Family,${familyA.email},Amy,A1\r\n`,
  ).toString('base64');
  const imported = await measure(size, 'students.importPreview', 'super_admin, a family', 201, () =>
    request(runtime.api, 'POST', '/imports', {
      token: superAdmin.token,
      body: { kind: 'families', fileName: 'counted.csv', content: importFile },
    }),
  );
  const importId = (imported.body.data as { importId: string }).importId;
  await measure(
    size,
    'students.import',
    'super_admin',
    200,
    call('GET', `/imports/${importId}`, superAdmin.token),
  );
  await measure(
    size,
    'students.importTemplate',
    'admin',
    200,
    call('GET', '/imports/template.csv?kind=families', admin.token),
  );
  await measure(
    size,
    'students.importApply',
    'super_admin',
    202,
    call('POST', `/imports/${importId}/apply`, superAdmin.token, { sendInvitations: false }),
    // The job's own commands may start before the count ends: the request's are its first four.
    (commands) => commands.slice(0, 4),
  );
  for (let attempt = 0; attempt < 200; attempt++) {
    const status = await request(runtime.api, 'GET', `/imports/${importId}`, { token: superAdmin.token });
    if (status.body.data.status !== 'applying') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await measure(size, 'students.erase', 'super_admin, a new student', 200, () =>
    request(runtime.api, 'POST', `/students/${erased._id}/erase`, {
      token: superAdmin.token,
      body: { confirm: 'Counted Erased' },
    }),
  );
  const family = await createPerson(runtime.api, superAdmin.token, {
    name: 'Counted Erased Family',
    email: uniqueEmail('erased-family'),
    password: 'secret-123',
    role: 'user',
  });
  await createStudent(runtime.api, superAdmin.token, { name: 'Counted Erased Child', parentId: family.id });
  await measure(size, 'users.erase', 'super_admin, a family of one child', 200, () =>
    request(runtime.api, 'POST', `/users/${family.id}/erase`, {
      token: superAdmin.token,
      body: { confirm: 'Counted Erased Family' },
    }),
  );
  await measure(
    size,
    'users.retentionSettings',
    'admin',
    200,
    call('GET', '/retention-settings', admin.token),
  );
  await measure(
    size,
    'users.updateRetentionSettings',
    'super_admin',
    200,
    call('PUT', '/retention-settings', superAdmin.token, initialRetentionSettings),
  );
}

/** Months billed by the measured invoices (the grown ones bill March 2024). */
const measuredMonth: Record<SchoolSize, { year: number; month: number }> = {
  small: { year: 2024, month: 1 },
  large: { year: 2024, month: 2 },
};

/**
 * One request of every invoice endpoint: an invoice generated for childB1
 * (familyB's only child), edited, sent, read, exported and voided, then a
 * draft of the same lessons made and deleted: the school has one more
 * invoice (void) after each size's run, which no list page reads more for.
 */
async function measureInvoices(size: SchoolSize): Promise<void> {
  const { superAdmin, admin, familyA, familyB, childB1, teacherB } = school;
  const token = superAdmin.token;
  const { year, month } = measuredMonth[size];
  const today = schoolToday();
  const lessonOn = (day: number) =>
    bookAt(runtime.api, token, {
      student: childB1._id,
      teacher: teacherB.id,
      date: isoDay(year, month, day),
    });
  await lessonOn(3);
  await lessonOn(10);
  const generated = await measure(size, 'invoices.generate', 'super_admin', 201, () =>
    request(runtime.api, 'POST', '/invoices/generate', {
      token,
      body: { studentId: childB1._id, dateRangeType: 'month', year, month, currency: 'GBP' },
    }),
  );
  const invoice = generated.body.data as Invoice;
  const path = `/invoices/${invoice._id}`;
  const extra = await lessonOn(17);
  await measure(
    size,
    'invoices.availableLessons',
    'super_admin',
    200,
    call('GET', `${path}/available-lessons`, token),
  );
  const added = await measure(
    size,
    'invoices.addItem',
    'super_admin',
    200,
    call('POST', `${path}/items`, token, { lessonId: extra._id }),
  );
  const withExtra = added.body.data as Invoice;
  await measure(
    size,
    'invoices.updateRate',
    'super_admin',
    200,
    call('PATCH', `${path}/items/${invoice.items[0]!._id}`, token, { rate: 45 }),
  );
  await measure(
    size,
    'invoices.update',
    'super_admin removes a lesson and sets notes',
    200,
    call('PUT', path, token, {
      items: withExtra.items.slice(0, 2).map((item) => ({ _id: item._id, rate: 45 })),
      notes: `measured ${size}`,
    }),
  );
  const current = (await request(runtime.api, 'GET', path, { token })).body.data as Invoice;
  await measure(
    size,
    'invoices.removeItem',
    'super_admin',
    200,
    call('DELETE', `${path}/items/${current.items.at(-1)!._id}`, token),
  );
  await measure(
    size,
    'invoices.changeStatus',
    'super_admin sends',
    200,
    call('PATCH', `${path}/status`, token, { status: 'sent' }),
  );
  await measure(size, 'invoices.get', 'admin', 200, call('GET', path, admin.token));
  await measure(size, 'invoices.get', 'family', 200, call('GET', path, familyB.token));
  await measure(size, 'invoices.export', 'admin', 200, call('GET', `${path}/export`, admin.token));
  await measure(size, 'invoices.export', 'family, stored', 200, call('GET', `${path}/export`, familyB.token));
  await measure(
    size,
    'users.export',
    'family, one child',
    200,
    call('GET', `/users/${familyB.id}/export`, familyB.token),
  );
  await measure(size, 'invoices.list', 'staff, first page', 200, call('GET', '/invoices', admin.token));
  await measure(
    size,
    'invoices.list',
    'staff, status and year',
    200,
    call('GET', '/invoices?status=sent&year=2024&limit=5', admin.token),
  );
  await measure(
    size,
    'invoices.list',
    'staff, one student',
    200,
    call('GET', `/invoices?studentId=${childB1._id}`, admin.token),
  );
  await measure(
    size,
    'invoices.family',
    'parent of one child',
    200,
    call('GET', '/invoices/my-invoices', familyB.token),
  );
  await measure(
    size,
    'invoices.familyStatement',
    'family, own',
    200,
    call('GET', `/families/${familyB.id}/statement`, familyB.token),
  );
  await measure(
    size,
    'invoices.familyStatementPdf',
    'family, own',
    200,
    call('GET', `/families/${familyB.id}/statement.pdf`, familyB.token),
  );
  await measure(
    size,
    'invoices.familyCredit',
    'family, own',
    200,
    call('GET', `/families/${familyB.id}/credit`, familyB.token),
  );
  await measure(
    size,
    'invoices.familyStatement',
    'admin',
    200,
    call('GET', `/families/${familyB.id}/statement`, admin.token),
  );
  // A family of several children: still one Query of the invoices billed to it, after the account check.
  const children = (await request(runtime.api, 'GET', '/users/me/children', { token: familyA.token })).body
    .data as unknown[];
  expect(children.length).toBeGreaterThan(1);
  const { commands } = await counter.measure(call('GET', '/invoices/my-invoices', familyA.token));
  expect(commands).toEqual([accountCheck, 'QueryCommand']);
  await measure(
    size,
    'invoices.stats',
    'admin',
    200,
    call('GET', '/invoices/stats/overview?year=2024', admin.token),
  );
  const settings = await measure(
    size,
    'invoices.settings',
    'super_admin',
    200,
    call('GET', '/invoices/settings', token),
  );
  await measure(
    size,
    'invoices.updateSettings',
    'super_admin',
    200,
    call('PUT', '/invoices/settings', token, settings.body.data),
  );
  const paid = await measure(
    size,
    'invoices.recordPayment',
    'super_admin',
    201,
    call('POST', `${path}/payments`, token, {
      amount: 1,
      date: today,
      method: 'bank_transfer',
      reference: 'M1',
    }),
  );
  const paymentId = (paid.body.data as { payments: { _id: string }[] }).payments[0]!._id;
  await measure(
    size,
    'invoices.removePayment',
    'super_admin',
    200,
    call('DELETE', `${path}/payments/${paymentId}`, token),
  );
  // The first day's checklist: the account, the dismissal, then its seven facts in parallel (profile, payment
  // settings, counters, one teacher, invoice settings, a lesson's and a series' audit entry); a dismissal is one
  // transaction (refused the second time, in the large school) and the facts.
  await measure(
    size,
    'invoices.gettingStarted',
    'super_admin',
    200,
    call('GET', '/dashboard/getting-started', token),
  );
  await measure(
    size,
    'invoices.dismissGettingStarted',
    'super_admin',
    200,
    call('POST', '/dashboard/getting-started/dismiss', token),
  );
  const profile = await measure(
    size,
    'invoices.schoolProfile',
    'super_admin',
    200,
    call('GET', '/school-profile', token),
  );
  // What the screen sends back: the profile without what the server keeps (the logo's presence, the time).
  const {
    hasLogo: _hasLogo,
    updatedAt: _updatedAt,
    ...profileFields
  } = profile.body.data as Record<string, unknown>;
  await measure(
    size,
    'invoices.updateSchoolProfile',
    'super_admin, unchanged',
    200,
    call('PUT', '/school-profile', token, profileFields),
  );
  await measure(
    size,
    'invoices.privacyContact',
    'signed out',
    200,
    call('GET', '/school/privacy-contact', ''),
  );
  await measure(
    size,
    'invoices.uploadSchoolLogo',
    'super_admin, a PNG',
    200,
    call('PUT', '/school-profile/logo', token, { image: logoPng }),
  );
  await measure(
    size,
    'invoices.schoolLogo',
    'family',
    200,
    call('GET', '/school-profile/logo', familyA.token),
  );
  await measure(
    size,
    'invoices.removeSchoolLogo',
    'super_admin',
    200,
    call('DELETE', '/school-profile/logo', token),
  );
  // The family holds no credit: refused (409) after reading the invoice and the balance, before any write.
  await measure(
    size,
    'invoices.applyCredit',
    'super_admin, a sent invoice, no credit',
    409,
    call('POST', `${path}/apply-credit`, token),
  );
  await measure(
    size,
    'invoices.void',
    'super_admin, a sent invoice',
    200,
    call('POST', `${path}/void`, token, { reason: `measured ${size}` }),
  );
  // After the void, so both schools' day holds a void invoice: the export reads its date and reason too.
  await measure(
    size,
    'invoices.exportCsv',
    "admin, today's invoices with a void one",
    200,
    call('GET', `/invoices/export.csv?from=${today}&to=${today}`, admin.token),
  );
  await measure(
    size,
    'invoices.exportPaymentsCsv',
    "admin, today's payments",
    200,
    call('GET', `/payments/export.csv?from=${today}&to=${today}`, admin.token),
  );
  await measure(
    size,
    'invoices.exportXeroCsv',
    "admin, today's invoices for Xero",
    200,
    call('GET', `/invoices/export-xero.csv?from=${today}&to=${today}`, admin.token),
  );
  await measure(
    size,
    'invoices.exportCreditNotesCsv',
    "admin, today's credit notes",
    200,
    call('GET', `/credit-notes/export.csv?from=${today}&to=${today}`, admin.token),
  );
  // Voiding freed its lessons and month: a draft of them is made again and deleted (only drafts are).
  const redrafted = await request(runtime.api, 'POST', '/invoices/generate', {
    token,
    body: { studentId: childB1._id, dateRangeType: 'month', year, month, currency: 'GBP' },
  });
  expect(redrafted.status, redrafted.text).toBe(201);
  await measure(
    size,
    'invoices.delete',
    'super_admin, a draft',
    200,
    call('DELETE', `/invoices/${redrafted.body.data._id as string}`, token),
  );
  // Credit notes (issue 36), on the month's invoice drafted and sent once more.
  const again = await request(runtime.api, 'POST', '/invoices/generate', {
    token,
    body: { studentId: childB1._id, dateRangeType: 'month', year, month, currency: 'GBP' },
  });
  expect(again.status, again.text).toBe(201);
  const againPath = `/invoices/${again.body.data._id as string}`;
  expect(
    (await request(runtime.api, 'PATCH', `${againPath}/status`, { token, body: { status: 'sent' } })).status,
  ).toBe(200);
  const note = await measure(
    size,
    'invoices.issueCreditNote',
    'super_admin, an amount on a sent invoice',
    201,
    call('POST', `${againPath}/credit-notes`, token, { amount: 1, reason: `measured ${size}` }),
  );
  await measure(
    size,
    'invoices.creditNote',
    'family',
    200,
    call('GET', `/credit-notes/${note.body.data._id as string}`, familyB.token),
  );
  await measure(size, 'invoices.creditNotes', 'family', 200, call('GET', '/credit-notes', familyB.token));
  await measure(
    size,
    'invoices.creditNoteExport',
    'family',
    200,
    call('GET', `/credit-notes/${note.body.data._id as string}/export`, familyB.token),
  );
  await measureInvoiceJobs(size);
}

/** Far-off months with no lessons and no drafts: each job finds nothing to do. */
const jobMonth: Record<SchoolSize, { year: number; month: number }> = {
  small: { year: 2031, month: 1 },
  large: { year: 2031, month: 2 },
};

/**
 * A job's start ends with the transaction that writes the job and its first
 * leg; only then is the leg handed to the worker, which this runtime runs in
 * this process and which may begin before the answer arrives. What follows
 * that transaction is the worker's (in AWS another Lambda), not the request's.
 */
function upToTheJobsTransaction(commands: string[]): string[] {
  const transaction = commands.indexOf('TransactWriteItemsCommand');
  expect(transaction, `no job written: ${commands.join(', ')}`).toBeGreaterThanOrEqual(0);
  return commands.slice(0, transaction + 1);
}

/**
 * Starting a bulk job and reading its status. The job's own work runs after
 * the request answers, so it is waited for (unmeasured) before anything else
 * is measured.
 */
async function measureInvoiceJobs(size: SchoolSize): Promise<void> {
  const token = school.superAdmin.token;
  const { year, month } = jobMonth[size];
  for (const [routeId, kind, body] of [
    ['invoices.generateAll', 'generate-all', { dateRangeType: 'month', year, month, currency: 'GBP' }],
    ['invoices.sendDrafts', 'send-drafts', { year, month }],
  ] as const) {
    const started = await measure(
      size,
      routeId,
      'super_admin',
      202,
      call('POST', `/invoices/${kind}`, token, body),
      upToTheJobsTransaction,
    );
    const statusPath = `/invoices/${kind}/${started.body.data.jobId as string}`;
    await jobFinished(statusPath, token);
    await measure(size, `${routeId}Status`, 'super_admin, finished', 200, call('GET', statusPath, token));
  }
}

async function jobFinished(statusPath: string, token: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const answer = await request(runtime.api, 'GET', statusPath, { token });
    expect(answer.status, answer.text).toBe(200);
    if (answer.body.data.status !== 'running') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${statusPath} still running`);
}

/** A GET whose redirect is not followed (this runtime does not serve the web page it leads to). */
async function unfollowed(path: string): Promise<ApiAnswer> {
  const response = await fetch(`${runtime.api}${path}`, { redirect: 'manual' });
  const text = await response.text();
  return { status: response.status, body: undefined, text, setCookies: [], headers: response.headers };
}

/** The signed-in account's email choices, one-click unsubscribe and a resent invitation. */
async function measureAccountEmails(size: SchoolSize): Promise<void> {
  const { admin, familyA, familyB } = school;
  const choices = await measure(
    size,
    'users.emailPreferences',
    'family',
    200,
    call('GET', '/account/email-preferences', familyA.token),
  );
  await measure(
    size,
    'users.updateEmailPreferences',
    'family, unchanged',
    200,
    call('PUT', '/account/email-preferences', familyA.token, choices.body.data),
  );
  // familyB's weekly digest is off by default: unsubscribing from it changes nothing.
  const query = `token=${await unsubscribeToken(familyB.id, 'progress-digest')}`;
  await measure(size, 'users.unsubscribePage', 'a browser', 303, () =>
    unfollowed(`/email/unsubscribe?${query}`),
  );
  await measure(size, 'users.unsubscribe', 'one click', 200, () =>
    request(runtime.api, 'POST', `/email/unsubscribe?${query}`),
  );
  const invited = await request(runtime.api, 'POST', '/users', {
    token: admin.token,
    body: { name: 'Counted Invitee', email: uniqueEmail('invitee'), password: '', role: 'teacher' },
  });
  expect(invited.status, invited.text).toBe(201);
  const inviteeId = (invited.body.data as { _id: string })._id;
  await measure(
    size,
    'users.resendInvitation',
    'admin',
    200,
    call('POST', `/users/${inviteeId}/invitation`, admin.token, {}),
  );
  const removed = await request(runtime.api, 'DELETE', `/users/${inviteeId}`, { token: admin.token });
  expect(removed.status, removed.text).toBe(200);
}

/** Twenty more invoices, of the grown students, for March 2024; half of them sent. */
async function growInvoices(): Promise<void> {
  const students = (await request(runtime.api, 'GET', '/students?limit=500', { token: school.admin.token }))
    .body.data as { _id: string; name: string }[];
  const grown = students.filter((student) => student.name.startsWith('Grown Student'));
  expect(grown).toHaveLength(20);
  for (const [index, student] of grown.entries()) {
    await bookAt(runtime.api, school.superAdmin.token, {
      student: student._id,
      teacher: school.teacherA.id,
      date: isoDay(2024, 3, index + 1),
    });
    const invoice = await generateInvoice(runtime.api, school.superAdmin.token, {
      studentId: student._id,
      dateRangeType: 'month',
      year: 2024,
      month: 3,
      currency: index % 3 ? 'GBP' : 'AED',
    });
    if (index % 2) await setStatus(runtime.api, school.superAdmin.token, invoice._id, 'sent');
  }
}

/**
 * The sheet's reads, progress writes, and a subject built, given progress
 * and taken apart again (topic, unit, subject), so the school ends as it began.
 */
async function measureCurriculumAndProgress(size: SchoolSize): Promise<void> {
  const { admin, teacherA, familyA, childA1 } = school;
  const student = childA1._id;
  const maths = subjectIds.maths;
  await measure(size, 'curriculum.listSubjects', 'family', 200, call('GET', '/subjects', familyA.token));
  await measure(
    size,
    'curriculum.getSubject',
    'family',
    200,
    call('GET', `/subjects/${maths}`, familyA.token),
  );
  for (const [caller, token] of [
    ['staff', admin.token],
    ['family', familyA.token],
    ['teacher', teacherA.token],
  ] as const) {
    await measure(size, 'progress.recent', caller, 200, call('GET', '/progress/recent', token));
  }
  await measure(
    size,
    'progress.update',
    'teacher changes a status with a note',
    200,
    call('POST', '/progress', teacherA.token, {
      studentId: student,
      topicId: mathsTopics[0],
      status: size === 'small' ? 'ok' : 'confident',
      notes: size,
    }),
  );
  const unchanged = await measure(
    size,
    'progress.update',
    'family posts the same status',
    200,
    call('POST', '/progress', familyA.token, {
      studentId: student,
      topicId: mathsTopics[0],
      status: size === 'small' ? 'ok' : 'confident',
    }),
  );
  expect(unchanged.body.message).toBe('Progress unchanged');
  await measure(
    size,
    'progress.updateNote',
    'family',
    200,
    call('POST', '/progress/notes/topic', familyA.token, {
      studentId: student,
      topicId: mathsTopics[1],
      notes: `note ${size}`,
    }),
  );
  await measure(
    size,
    'progress.ofStudent',
    'family',
    200,
    call('GET', `/progress/student/${student}`, familyA.token),
  );
  for (const [caller, token] of [
    ['family', familyA.token],
    ['teacher', teacherA.token],
  ] as const) {
    await measure(
      size,
      'progress.sheet',
      caller,
      200,
      call('GET', `/progress/student/${student}/subject/${maths}`, token),
    );
  }
  await measure(
    size,
    'progress.topicHistory',
    'family',
    200,
    call('GET', `/progress/student/${student}/topic/${mathsTopics[0]}/history`, familyA.token),
  );
  await measure(
    size,
    'progress.notes',
    'family',
    200,
    call('GET', `/progress/notes/${student}/${maths}`, familyA.token),
  );

  const subject = await measure(size, 'curriculum.createSubject', 'teacher', 201, () =>
    request(runtime.api, 'POST', '/subjects', { token: teacherA.token, body: { name: `Counted ${size}` } }),
  );
  const subjectId = subject.body.data._id as string;
  await measure(
    size,
    'curriculum.updateSubject',
    'teacher',
    200,
    call('PUT', `/subjects/${subjectId}`, teacherA.token, { name: `Counted ${size} renamed` }),
  );
  const units: string[] = [];
  for (const name of ['First', 'Second']) {
    const unit = await measure(
      size,
      'curriculum.createUnit',
      'teacher',
      201,
      call('POST', `/subjects/${subjectId}/units`, teacherA.token, { name }),
    );
    units.push(unit.body.data._id as string);
  }
  const topics: string[] = [];
  for (const unitId of [units[0], units[0], units[1]]) {
    const topic = await measure(
      size,
      'curriculum.createTopic',
      'teacher',
      201,
      call('POST', `/subjects/${subjectId}/units/${unitId}/topics`, teacherA.token, { name: 'Topic' }),
    );
    topics.push(topic.body.data._id as string);
  }
  await measure(
    size,
    'curriculum.updateUnit',
    'teacher, a unit of 2 topics',
    200,
    call('PUT', `/subjects/${subjectId}/units/${units[0]}`, teacherA.token, { name: 'First renamed' }),
  );
  await measure(
    size,
    'curriculum.updateTopic',
    'teacher',
    200,
    call('PUT', `/subjects/${subjectId}/units/${units[0]}/topics/${topics[0]}`, teacherA.token, {
      name: 'Topic renamed',
    }),
  );
  await allocateSubjects(runtime.api, admin.token, student, [maths, subjectIds.english, subjectId]);
  for (const topicId of topics) {
    for (const status of ['started', 'ok'] as const) {
      const answer = await request(runtime.api, 'POST', '/progress', {
        token: teacherA.token,
        body: { studentId: student, topicId, status, notes: 'n' },
      });
      expect(answer.status, answer.text).toBe(200);
    }
  }
  await measure(
    size,
    'curriculum.deleteTopic',
    'admin, a topic with progress',
    200,
    call('DELETE', `/subjects/${subjectId}/units/${units[0]}/topics/${topics[0]}`, admin.token),
  );
  await measure(
    size,
    'curriculum.deleteUnit',
    'admin, a unit with a topic with progress',
    200,
    call('DELETE', `/subjects/${subjectId}/units/${units[0]}`, admin.token),
  );
  await measure(
    size,
    'curriculum.deleteSubject',
    'admin, allocated, a topic with progress',
    200,
    call('DELETE', `/subjects/${subjectId}`, admin.token),
  );
  // Two templates of 103 items each (units, topics, topic references): two transactions before the subject's.
  const templateId = size === 'small' ? 'gcse-chemistry' : 'gcse-combined-science';
  await measure(
    size,
    'curriculum.importTemplate',
    'teacher, a template of 103 items not imported before',
    201,
    call('POST', `/curriculum-templates/${templateId}/import`, teacherA.token),
  );
  await measure(
    size,
    'curriculum.listTemplates',
    'teacher, templates imported',
    200,
    call('GET', '/curriculum-templates', teacherA.token),
  );
}

async function studentCount(): Promise<number> {
  const answer = await request(runtime.api, 'GET', '/dashboard/counters', { token: school.superAdmin.token });
  return answer.body.data.students;
}

/** Three more families with the new students spread over them and some on teacherA. */
async function growSchool(): Promise<void> {
  const families = [school.familyA.id];
  for (const n of [1, 2, 3]) {
    const family = await createPerson(runtime.api, school.superAdmin.token, {
      name: `Grown Family ${n}`,
      email: uniqueEmail(`grown-${n}`),
      password: 'secret-123',
      role: n === 2 ? 'parent' : 'user',
    });
    families.push(family.id);
  }
  const taught = [school.childA1._id];
  for (let n = 0; n < 20; n++) {
    const student = await createStudent(runtime.api, school.admin.token, {
      name: `Grown Student ${String(n).padStart(2, '0')}`,
      parentId: families[n % families.length]!,
    });
    if (n % 3 === 0) taught.push(student._id);
  }
  const assigned = await request(runtime.api, 'POST', `/users/${school.teacherA.id}/assign-students`, {
    token: school.admin.token,
    body: { studentIds: taught },
  });
  expect(assigned.status).toBe(200);
}

beforeAll(async () => {
  mathsTopics = (await addUnits(runtime.api, school.admin.token, subjectIds.maths, 1, 2)).topicIds;
  for (const name of ['Cal', 'Dee', 'Eve']) {
    await createStudent(runtime.api, school.admin.token, { name, parentId: school.familyA.id });
  }
  // Three invoices to begin with: familyA's and familyB's sent, one draft.
  for (const [student, teacher, month, sent] of [
    [school.childA1._id, school.teacherA.id, 1, true],
    [school.childB1._id, school.teacherB.id, 1, true],
    [school.childB1._id, school.teacherB.id, 4, false],
  ] as const) {
    await bookAt(runtime.api, school.superAdmin.token, { student, teacher, date: isoDay(2023, month, 9) });
    const invoice = await generateInvoice(runtime.api, school.superAdmin.token, {
      studentId: student,
      dateRangeType: 'month',
      year: 2023,
      month,
      currency: 'GBP',
    });
    if (sent) await setStatus(runtime.api, school.superAdmin.token, invoice._id, 'sent');
  }
  counter = installDynamoRequestCounter();
});

afterAll(() => {
  counter?.uninstall();
  const table = markdownTable();
  console.log(`\nDynamoDB commands per request\n\n${table}`);
  const file = fileURLToPath(new URL('../../test-results/dynamo-request-counts.md', import.meta.url));
  mkdirSync(fileURLToPath(new URL('../../test-results/', import.meta.url)), { recursive: true });
  writeFileSync(file, `# DynamoDB commands per request\n\n${table}\n`);
});

function markdownTable(): string {
  const count = (commands: string[] | undefined) => (commands ? String(commands.length) : '—');
  const names = (commands: string[] | undefined) =>
    (commands ?? []).map((name) => name.replace(/Command$/, '')).join(', ');
  const lines = [
    '| Endpoint (caller) | 5 students | 25 students | Bound | Commands (25 students) |',
    '|---|---|---|---|---|',
    ...[...measurements.values()].map(
      (entry) =>
        `| ${entry.label} | ${count(entry.commands.small)} | ${count(entry.commands.large)} | ${bounds[entry.routeId] ?? '?'} | ${names(entry.commands.large ?? entry.commands.small)} |`,
    ),
  ];
  return lines.join('\n');
}

function expectWithinBounds(size: SchoolSize): void {
  for (const entry of measurements.values()) {
    const commands = entry.commands[size];
    expect(commands, `${entry.label} was not measured in the ${size} school`).toBeDefined();
    expect(bounds[entry.routeId], `no bound for ${entry.routeId}`).toBeDefined();
    expect(commands!.length, `${entry.label}: ${commands!.join(', ')}`).toBeLessThanOrEqual(
      bounds[entry.routeId]!,
    );
    // A route whose bound is 0 (a redirect that reads nothing) is the one allowed to send nothing.
    if (bounds[entry.routeId]! > 0) {
      expect(commands!.length, `${entry.label} sent nothing: is the counter installed?`).toBeGreaterThan(0);
    }
    expect(commands, entry.label).not.toContain('ScanCommand');
  }
}

it('keeps every endpoint within its bound in a school of 5 students', async () => {
  expect(await studentCount()).toBe(5);
  await measureEveryEndpoint('small');
  expect(await studentCount()).toBe(5);
  expectWithinBounds('small');
  expect(measurements.get('dashboard.counters (staff)')?.commands.small).toEqual([
    accountCheck,
    'GetItemCommand',
  ]);
  // One request of every endpoint, a family's data export among them: more than vitest's 30 s on a busy machine.
}, 120_000);

it('sends as many commands in a school of 25 students and 23 invoices for staff lists, users, the dashboard, curriculum, progress and invoices', async () => {
  await growSchool();
  await growInvoices();
  expect(await studentCount()).toBe(25);
  await measureEveryEndpoint('large');
  expect(await studentCount()).toBe(25);
  expectWithinBounds('large');
  expect(measurements.get('dashboard.counters (staff)')?.commands.large).toEqual([
    accountCheck,
    'GetItemCommand',
  ]);
  for (const label of sizeIndependent) {
    const entry = measurements.get(label);
    expect(entry, label).toBeDefined();
    expect(entry!.commands.large, label).toEqual(entry!.commands.small);
  }
  const curriculumAndProgress = [...measurements.values()].filter((entry) =>
    sizeIndependentDomains.has(entry.routeId.split('.')[0]!),
  );
  expect(curriculumAndProgress.length).toBeGreaterThanOrEqual(18);
  for (const entry of curriculumAndProgress) {
    expect(entry.commands.large, entry.label).toEqual(entry.commands.small);
  }
}, 120_000);

it('measures every endpoint of the people, curriculum, progress and invoice domains and never scans', () => {
  const routeIds = allRoutes
    .filter((route) => domainsUnderTest.includes(route.domain))
    .map((route) => route.id);
  const measured = new Set([...measurements.values()].map((entry) => entry.routeId));
  expect(routeIds.filter((id) => !measured.has(id))).toEqual([]);
  expect(Object.keys(bounds).sort()).toEqual([...routeIds].sort());
  expect(counter.all.length).toBeGreaterThan(0);
  expect(counter.all.filter((name) => name.startsWith('Scan')).length).toBeLessThanOrEqual(maxScans);
});
