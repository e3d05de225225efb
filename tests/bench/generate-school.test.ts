import { beforeAll, expect, it } from 'vitest';
import { generateSchool, type GenerateSummary } from '../../bench/generate-school';
import { generatedEmails, generatedPassword, type SchoolSize } from '../../bench/school-sizes';
import { request } from '../api/support/http';
import { useTestRuntime } from '../api/support/test-runtime';

/**
 * A tiny school from the benchmark's generator, written straight into the
 * test runtime's DynamoDB Local, must be what the API itself would have
 * written: the API reads it, lists it, counts it, and changes it correctly.
 */
const tiny: SchoolSize = {
  name: 'tiny',
  students: 20,
  teachers: 2,
  subjects: 1,
  topics: 20,
  progressRecords: 400,
  lessons: 1000,
  invoices: 200,
};

const runtime = useTestRuntime();
let summary: GenerateSummary;
let staff: string;
let family: string;

const get = async (path: string, token: string) => {
  const answer = await request(runtime.api, 'GET', path, { token });
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return answer.body.data as any;
};

const signIn = async (email: string) => {
  const answer = await request(runtime.api, 'POST', '/auth/login', {
    body: { email, password: generatedPassword },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.token as string;
};

beforeAll(async () => {
  summary = await generateSchool({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB!, size: tiny });
  staff = await signIn(generatedEmails.superAdmin);
  family = await signIn(summary.sample.familyEmail);
}, 120_000);

it('writes the asked-for school with every kind of item', () => {
  const { name: _name, ...askedFor } = tiny;
  expect(summary.sample.counts).toMatchObject(askedFor);
  for (const entity of ['User', 'UserEmail', 'Student', 'Subject', 'Unit', 'Topic', 'TopicReference']) {
    expect(summary.itemsByEntity[entity], entity).toBeGreaterThan(0);
  }
  expect(summary.itemsByEntity.InvoiceListRow).toBe(16 * 200);
  expect(summary.itemsByEntity.InvoicePeriod).toBe(200);
  expect(summary.itemsByEntity.StatusChange).toBe(summary.sample.counts.statusChanges);
});

it('answers the dashboard, lists and sheets from the generated items', async () => {
  const counters = await get('/dashboard/counters', staff);
  expect(counters).toEqual({
    students: 20,
    users: summary.sample.counts.accounts,
    subjects: 1,
    progressUpdates: summary.sample.counts.statusChanges,
  });
  expect(await get('/students?limit=500', staff)).toHaveLength(20);
  const subjects = await get('/subjects', family);
  expect(subjects).toHaveLength(1);
  const tree = await get(`/subjects/${summary.sample.subjectId}`, family);
  expect(tree.units.flatMap((unit: { topics: unknown[] }) => unit.topics)).toHaveLength(20);
  const sheet = await get(
    `/progress/student/${summary.sample.studentId}/subject/${summary.sample.subjectId}`,
    family,
  );
  expect(sheet).toHaveLength(20);
  const topic = sheet[0].topicId._id as string;
  const history = await get(`/progress/student/${summary.sample.studentId}/topic/${topic}/history`, family);
  expect(history.length).toBeGreaterThan(0);
  expect(history[0].status).toBe(sheet[0].status);
  const teacherLessons = await get(
    `/lessons?from=${encodeURIComponent('2026-03-01T00:00:00Z')}&to=${encodeURIComponent('2026-03-31T23:59:59Z')}`,
    await signIn(summary.sample.teacherEmail),
  );
  expect(teacherLessons.length).toBeGreaterThan(0);
});

it('keeps invoice lists, totals and analytics equal to the invoices themselves', async () => {
  const all = await get('/invoices?limit=50', staff);
  expect(all.total).toBe(200);
  let listed = 0;
  for (const status of ['draft', 'sent', 'paid', 'overdue']) {
    const byStatus = await get(`/invoices?status=${status}&limit=50`, staff);
    const pages = await Promise.all(
      Array.from({ length: byStatus.pagination.pages }, (_, index) =>
        get(`/invoices?status=${status}&limit=50&page=${index + 1}`, staff),
      ),
    );
    const invoices = pages.flatMap((page) => page.invoices);
    expect(invoices, status).toHaveLength(byStatus.total);
    expect(
      invoices.every((invoice: { status: string }) => invoice.status === status),
      status,
    ).toBe(true);
    listed += byStatus.total;
  }
  expect(listed).toBe(200);
  const stats2025 = await get('/invoices/stats/overview?year=2025', staff);
  const stats2026 = await get('/invoices/stats/overview?year=2026', staff);
  const counted = (stats: { overview: { totalInvoices: number; draftInvoices: number } }) =>
    stats.overview.totalInvoices + stats.overview.draftInvoices;
  expect(counted(stats2025) + counted(stats2026)).toBe(200);
  const mine = await get('/invoices/my-invoices?limit=50', family);
  expect(mine.total).toBeGreaterThan(0);
  expect(mine.invoices.every((invoice: { status: string }) => invoice.status !== 'draft')).toBe(true);
});

it('lets the API change generated data: a status, a new invoice from unbilled lessons, a progress update', async () => {
  const sent = await get('/invoices?status=sent&limit=1', staff);
  const invoice = sent.invoices[0];
  const paid = await request(runtime.api, 'PATCH', `/invoices/${invoice._id}/status`, {
    token: staff,
    body: { status: 'paid' },
  });
  expect(paid.status, paid.text).toBe(200);
  const stillSent = await get(`/invoices?status=sent&limit=50`, staff);
  expect(stillSent.total).toBe(sent.total - 1);
  expect(stillSent.invoices.map((each: { _id: string }) => each._id)).not.toContain(invoice._id);
  const nowPaid = await get(
    `/invoices?status=paid&year=${invoice.year}&month=${invoice.month}&limit=50`,
    staff,
  );
  expect(nowPaid.invoices.filter((each: { _id: string }) => each._id === invoice._id)).toHaveLength(1);

  // July is not invoiced by the generator: its lessons are unbilled.
  const generated = await request(runtime.api, 'POST', '/invoices/generate', {
    token: staff,
    body: {
      studentId: summary.sample.studentId,
      dateRangeType: 'month',
      year: 2026,
      month: 7,
      currency: 'GBP',
    },
  });
  expect(generated.status, generated.text).toBe(201);
  const again = await request(runtime.api, 'POST', '/invoices/generate', {
    token: staff,
    body: {
      studentId: summary.sample.studentId,
      dateRangeType: 'month',
      year: 2026,
      month: 6,
      currency: 'GBP',
    },
  });
  // June was invoiced by the generator in the family's currency; in GBP it is taken or has no lessons left.
  expect([400, 409]).toContain(again.status);

  const sheet = await get(
    `/progress/student/${summary.sample.studentId}/subject/${summary.sample.subjectId}`,
    family,
  );
  const updated = await request(runtime.api, 'POST', '/progress', {
    token: family,
    body: {
      studentId: summary.sample.studentId,
      topicId: sheet[0].topicId._id,
      status: sheet[0].status === 'confident' ? 'ok' : 'confident',
    },
  });
  expect(updated.status, updated.text).toBe(200);
  const counters = await get('/dashboard/counters', staff);
  expect(counters.progressUpdates).toBe(summary.sample.counts.statusChanges + 1);
});
