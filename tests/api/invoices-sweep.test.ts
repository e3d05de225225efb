import { beforeAll, describe, expect, it } from 'vitest';
import type { Student } from '../../shared/schemas/student-schemas';
import type { SweepResult } from '../../functions/invoices/mark-overdue';
import { request } from './support/http';
import {
  bookMonth,
  deleteRequest,
  generateInvoice,
  getInvoice,
  idsOf,
  listPage,
  monthAllocator,
  setStatus,
  statsOf,
  statusRequest,
  updateInvoice,
  type Invoice,
} from './support/invoice-fixtures';
import { createStudent } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();
let token: string;
let sweep: (now?: Date) => Promise<SweepResult>;

beforeAll(async () => {
  token = school.superAdmin.token;
  // The handlers run in this process: the sweep reads the table name and endpoint the runtime has set.
  sweep = (await import('../../functions/invoices/mark-overdue')).markOverdueInvoices;
});

const nextMonth = monthAllocator(2022, 1);
let studentCounter = 0;

async function freshStudent(): Promise<Student> {
  studentCounter += 1;
  return createStudent(runtime.api, token, {
    name: `Sweep Student ${studentCounter}`,
    parentId: studentCounter % 2 ? school.familyA.id : school.familyB.id,
  });
}

/** A one-lesson invoice of a fresh student, moved to `status`, with its due date set. */
async function invoiceDue(dueDate: string, status: 'draft' | 'sent' | 'paid'): Promise<Invoice> {
  const student = await freshStudent();
  const period = nextMonth();
  await bookMonth(runtime.api, token, {
    student: student._id,
    teacher: school.teacherA.id,
    ...period,
    days: [(studentCounter % 28) + 1],
  });
  const draft = await generateInvoice(runtime.api, token, {
    studentId: student._id,
    dateRangeType: 'month',
    ...period,
    currency: studentCounter % 3 ? 'GBP' : 'AED',
  });
  await updateInvoice(runtime.api, token, draft._id, { dueDate });
  if (status !== 'draft') await setStatus(runtime.api, token, draft._id, 'sent');
  if (status === 'paid') await setStatus(runtime.api, token, draft._id, 'paid');
  return getInvoice(runtime.api, token, draft._id);
}

const statusOf = async (invoice: Invoice) => (await getInvoice(runtime.api, token, invoice._id)).status;
const statusesOf = (invoices: Invoice[]) => Promise.all(invoices.map(statusOf));
/** Marks every invoice still sent as paid, so the next test starts with no sent invoice. */
async function settle(invoices: Invoice[]): Promise<void> {
  for (const invoice of invoices) {
    if ((await statusOf(invoice)) === 'sent') await setStatus(runtime.api, token, invoice._id, 'paid');
  }
}

/** How many "Invoice overdue" events the staff's activity feed stands for, grouped lines counted by their `count`. */
async function overdueEventsInFeed(): Promise<number> {
  const activity = await request(runtime.api, 'GET', '/dashboard/recent-activity', { token });
  return (activity.body.data as { title: string; count?: number }[])
    .filter((entry) => entry.title === 'Invoice overdue' || entry.title.endsWith(' invoices became overdue'))
    .reduce((sum, entry) => sum + (entry.count ?? 1), 0);
}

describe('markOverdueInvoices(now): the daily sweep', () => {
  it('flags exactly the sent invoices due before today, and is idempotent', async () => {
    // "Today" for the sweep: 15 March 2030 on the school's clock (London, GMT in March).
    const now = new Date('2030-03-15T09:00:00Z');
    const pastDue = [await invoiceDue('2030-03-14', 'sent'), await invoiceDue('2029-12-01', 'sent')];
    const notYet = [await invoiceDue('2030-03-15', 'sent'), await invoiceDue('2030-03-16', 'sent')];
    const untouched = [await invoiceDue('2030-03-01', 'draft'), await invoiceDue('2030-03-01', 'paid')];
    const before = await Promise.all(
      [...notYet, ...untouched].map((one) => getInvoice(runtime.api, token, one._id)),
    );

    const first = await sweep(now);
    expect(first).toEqual({ checked: 2, markedOverdue: 2 });
    expect(await statusesOf(pastDue)).toEqual(['overdue', 'overdue']);
    // Everything but the status (and its revision's updatedAt) stays as it was.
    for (const invoice of pastDue) {
      const now = await getInvoice(runtime.api, token, invoice._id);
      expect(now).toEqual({ ...invoice, status: 'overdue', updatedAt: expect.any(String) });
    }
    // Due today or later, drafts and paid invoices are not touched at all.
    expect(
      await Promise.all([...notYet, ...untouched].map((one) => getInvoice(runtime.api, token, one._id))),
    ).toEqual(before);

    // Running again changes nothing: the overdue ones are no longer sent.
    expect(await sweep(now)).toEqual({ checked: 0, markedOverdue: 0 });
    expect(await statusesOf(pastDue)).toEqual(['overdue', 'overdue']);
    // A day later, the one due on the 15th is past due.
    expect(await sweep(new Date('2030-03-16T09:00:00Z'))).toEqual({ checked: 1, markedOverdue: 1 });
    expect(await statusesOf(notYet)).toEqual(['overdue', 'sent']);

    await settle(notYet);
  });

  it('judges "today" on the school’s London clock (BST in summer)', async () => {
    const due = await invoiceDue('2030-07-15', 'sent');
    // 23:30 UTC on 15 July is 00:30 on 16 July in London: the invoice is past due.
    expect(await sweep(new Date('2030-07-15T22:59:00Z'))).toEqual({ checked: 0, markedOverdue: 0 });
    expect(await sweep(new Date('2030-07-15T23:30:00Z'))).toEqual({ checked: 1, markedOverdue: 1 });
    expect(await statusOf(due)).toBe('overdue');
    await setStatus(runtime.api, token, due._id, 'paid');
  });

  it('marks each invoice once when two sweeps run at the same time', async () => {
    const invoices: Invoice[] = [];
    for (let n = 0; n < 6; n++) invoices.push(await invoiceDue('2031-01-10', 'sent'));
    const year = invoices[0]!.year;
    const years = [...new Set(invoices.map((one) => one.year))];
    const statsBefore = await Promise.all(years.map((one) => statsOf(runtime.api, token, one)));

    const overdueBefore = await overdueEventsInFeed();
    const now = new Date('2031-02-01T08:00:00Z');
    const results = await Promise.all([sweep(now), sweep(now)]);
    expect(results.reduce((sum, result) => sum + result.markedOverdue, 0)).toBe(6);
    expect(await statusesOf(invoices)).toEqual(invoices.map(() => 'overdue'));
    expect(await sweep(now)).toEqual({ checked: 0, markedOverdue: 0 });

    // The stats moved each invoice from pending to overdue exactly once.
    const statsAfter = await Promise.all(years.map((one) => statsOf(runtime.api, token, one)));
    const moved = (index: number) => invoices.filter((one) => one.year === years[index]).length;
    statsAfter.forEach((after, index) => {
      const was = statsBefore[index]!.overview;
      expect(after.overview).toMatchObject({
        totalInvoices: was.totalInvoices,
        pendingInvoices: was.pendingInvoices - moved(index),
        overdueInvoices: was.overdueInvoices + moved(index),
        paidInvoices: was.paidInvoices,
      });
    });
    const overdue = await listPage(runtime.api, token, { status: 'overdue', year, limit: 50 });
    expect(overdue.total).toBe(statsAfter[years.indexOf(year)]!.overview.overdueInvoices);
    // The activity feed tells the staff once per invoice: the feed groups a run of them into one line
    // ("6 invoices became overdue"), so the lines' counts grew by exactly the invoices swept.
    expect((await overdueEventsInFeed()) - overdueBefore).toBe(invoices.length);
  });

  it('shows overdue invoices to the family, and Mark as Paid from overdue works', async () => {
    const invoice = await invoiceDue('2032-05-01', 'sent');
    expect(await sweep(new Date('2032-05-03T12:00:00Z'))).toMatchObject({ markedOverdue: 1 });
    const family = invoice.parent._id === school.familyA.id ? school.familyA : school.familyB;
    const listed = await listPage(runtime.api, family.token, { status: 'overdue', limit: 50 }, true);
    expect(idsOf(listed.invoices)).toContain(invoice._id);
    expect(listed.invoices.find((one) => one._id === invoice._id)!.status).toBe('overdue');
    const seen = await request(runtime.api, 'GET', `/invoices/${invoice._id}`, { token: family.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data.status).toBe('overdue');

    // Overdue cannot be sent again or deleted; it can be paid, or saved as draft.
    expect((await statusRequest(runtime.api, token, invoice._id, 'sent')).status).toBe(400);
    expect((await deleteRequest(runtime.api, token, invoice._id)).status).toBe(409);
    const paid = await statusRequest(runtime.api, token, invoice._id, 'paid');
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.message).toBe('Invoice marked as paid successfully');
    expect(paid.body.data).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    // Paid is never swept.
    expect(await sweep(new Date('2040-01-01T12:00:00Z'))).toEqual({ checked: 0, markedOverdue: 0 });
    expect(await statusOf(invoice)).toBe('paid');
  });

  it('leaves an invoice that was paid or edited after the sweep read it alone (its revision changed)', async () => {
    const invoices: Invoice[] = [];
    for (let n = 0; n < 4; n++) invoices.push(await invoiceDue('2033-01-10', 'sent'));
    const now = new Date('2033-02-01T08:00:00Z');
    // Racing payments against the sweep: each invoice ends either paid or overdue, never both counted.
    const [result, ...payments] = await Promise.all([
      sweep(now),
      ...invoices.map((invoice) => statusRequest(runtime.api, token, invoice._id, 'paid')),
    ]);
    const statuses = await statusesOf(invoices);
    // A payment refused because the sweep changed the invoice first leaves it overdue; any other ends paid.
    const answers = payments as Awaited<ReturnType<typeof statusRequest>>[];
    answers.forEach((payment, index) => {
      expect([200, 409], payment.text).toContain(payment.status);
      expect(statuses[index]).toBe(payment.status === 200 ? 'paid' : 'overdue');
    });
    const sweepResult = result as SweepResult;
    expect(sweepResult.markedOverdue).toBeGreaterThanOrEqual(
      statuses.filter((one) => one === 'overdue').length,
    );
    expect(sweepResult.markedOverdue).toBeLessThanOrEqual(invoices.length);
    // An overdue one still owes its payment: pay it now, and nothing is pending for that year.
    for (const [index, invoice] of invoices.entries()) {
      if (statuses[index] === 'overdue') await setStatus(runtime.api, token, invoice._id, 'paid');
    }
    expect(await statusesOf(invoices)).toEqual(invoices.map(() => 'paid'));
    expect(await sweep(now)).toEqual({ checked: 0, markedOverdue: 0 });
  });
});
