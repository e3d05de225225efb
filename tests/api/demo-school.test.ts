import { beforeAll, describe, expect, it } from 'vitest';
import { lessonStatuses } from '../../shared/lesson-statuses';
import { lessonTimezones } from '../../shared/lesson-time';
import { currencies } from '../../shared/invoices/money';
import { roles } from '../../shared/roles';
import type { Student } from '../../shared/schemas/student-schemas';
import { loadDemoSchool, type DemoLoadResult } from '../../scripts/demo/demo-loader';
import type { DemoSize } from '../../scripts/demo/demo-plan';
import { demoInvoiceStatuses } from '../../scripts/demo/invoice-plan';
import { recordedStatuses } from '../../scripts/demo/progress-plan';
import { signIn } from './support/accounts';
import { request } from './support/http';
import { useTestRuntime } from './support/test-runtime';

/**
 * `npm run demo`'s loader, at a small size, against a real runtime: it goes
 * through the API, shows every status the product knows, and a second run
 * changes nothing.
 */
const runtime = useTestRuntime();
const smallSchool: DemoSize = { families: 3, teachers: 1 };
// A small school loads in well under a minute on a quiet 2-core machine; the margin is for a busy one.
const loadTimeout = 180_000;

let first: DemoLoadResult;
let markOverdue: () => Promise<{ markedOverdue: number }>;

async function get(path: string, token: string) {
  const answer = await request(runtime.api, 'GET', path, { token });
  expect(answer.status, `GET ${path}: ${answer.text}`).toBe(200);
  return answer.body.data;
}

/** What a run could change, as staff read it: the dashboard's counters, invoice totals and the year's stats. */
async function schoolSnapshot(token: string, years: readonly number[]) {
  const [counters, invoices, stats] = await Promise.all([
    get('/dashboard/counters', token),
    Promise.all(
      demoInvoiceStatuses.flatMap((status) =>
        currencies.map(async (currency) => ({
          status,
          currency,
          total: (await get(`/invoices?status=${status}&currency=${currency}&limit=1`, token)).total,
        })),
      ),
    ),
    Promise.all(years.map((year) => get(`/invoices/stats/overview?year=${year}`, token))),
  ]);
  return { counters, invoices, all: (await get('/invoices?limit=1', token)).total, stats };
}

beforeAll(async () => {
  // The handlers run in this process: the sweep reads the table and endpoint the runtime has set.
  const { markOverdueInvoices } = await import('../../functions/invoices/mark-overdue');
  markOverdue = () => markOverdueInvoices();
  first = await loadDemoSchool(runtime.api, { size: smallSchool, markOverdue });
}, loadTimeout);

describe('the demo school', () => {
  it('is loaded, with a sign-in for every role', async () => {
    expect(first.outcome).toBe('loaded');
    expect(first.signIns.map((signIn) => signIn.role).sort()).toEqual([...roles].sort());
    for (const account of first.signIns) {
      const session = await signIn(runtime.api, account.email, account.password);
      const me = await get('/auth/me', session.token);
      expect(me.role).toBe(account.role);
      expect(me.email).toBe(account.email);
    }
  });

  it('holds the planned people, curriculum and progress in every status, with history', async () => {
    const { token } = await signIn(runtime.api, first.signIns[0]!.email, first.signIns[0]!.password);
    const counters = await get('/dashboard/counters', token);
    const { plan } = first;
    expect(counters.students).toBe(plan.students.length);
    expect(counters.subjects).toBe(plan.subjects.length);
    // Super Admin, admin, teachers and families.
    expect(counters.users).toBe(2 + plan.teachers.length + plan.families.length);
    expect(counters.progressUpdates).toBe(plan.progress.reduce((sum, entry) => sum + entry.steps.length, 0));

    const students: Student[] = await get('/students?limit=500', token);
    const records = (
      await Promise.all(students.map((student) => get(`/progress/student/${student._id}`, token)))
    ).flat();
    expect(new Set(records.map((record: { status: string }) => record.status))).toEqual(
      new Set(recordedStatuses),
    );
    expect(records.some((record: { notes: string }) => record.notes.length > 0)).toBe(true);

    const changedTwice = plan.progress.find((entry) => entry.steps.length === 3)!;
    const student = students.find(
      (candidate) => candidate.name === plan.students[changedTwice.student]!.name,
    )!;
    const record = records.find(
      (candidate: { studentId: string; status: string }) =>
        candidate.studentId === student._id && candidate.status === changedTwice.steps[2],
    );
    const history = await get(`/progress/student/${student._id}/topic/${record.topicId._id}/history`, token);
    expect(history.length).toBeGreaterThanOrEqual(1);
  });

  it('has lessons in every status on both clocks, one-off and recurring', async () => {
    const { lessons } = first.counts;
    for (const status of lessonStatuses) expect(lessons.byStatus[status], status).toBeGreaterThan(0);
    for (const zone of lessonTimezones) expect(lessons.byTimezone[zone], zone).toBeGreaterThan(0);
    expect(first.plan.lessons.oneOffs.length).toBeGreaterThan(0);
    expect(first.plan.lessons.series.length).toBeGreaterThan(0);
    const booked =
      first.plan.lessons.oneOffs.length +
      first.plan.lessons.series.reduce((sum, series) => sum + series.occurrences.length, 0);
    expect(lessons.total).toBe(booked);
  });

  it('has invoices in every status and in both currencies', async () => {
    const { invoices } = first.counts;
    for (const status of demoInvoiceStatuses)
      expect(invoices[status].GBP + invoices[status].AED, status).toBeGreaterThan(0);
    for (const currency of currencies)
      expect(
        demoInvoiceStatuses.reduce((sum, status) => sum + invoices[status][currency], 0),
      ).toBeGreaterThan(0);
    const total = demoInvoiceStatuses.reduce(
      (sum, status) => sum + invoices[status].GBP + invoices[status].AED,
      0,
    );
    expect(total).toBe(first.plan.invoices.length);
  });

  it(
    'changes nothing when loaded a second time',
    async () => {
      const { token } = await signIn(runtime.api, first.signIns[0]!.email, first.signIns[0]!.password);
      const years = [...new Set(first.plan.invoices.map((invoice) => invoice.year))];
      const before = await schoolSnapshot(token, years);
      const second = await loadDemoSchool(runtime.api, { size: smallSchool, markOverdue });
      expect(second.outcome).toBe('already-loaded');
      expect(second.counts).toEqual(first.counts);
      expect(await schoolSnapshot(token, years)).toEqual(before);
    },
    loadTimeout,
  );
});
