import { beforeAll, describe, expect, it } from 'vitest';
import type { SweepResult } from '../../functions/invoices/mark-overdue';
import type { InvoiceSentEmail } from '../../functions/entities/email-messages';
import {
  claimOutboxMessage,
  markOutboxMessageFailed,
  outboxMessagePut,
} from '../../functions/entities/outbox-message-entity';
import { writeTransaction } from '../../functions/platform/table/write-transaction';
import { schoolToday } from '../../shared/invoices/invoice-period';
import { toMinorUnits } from '../../shared/invoices/money';
import { wallTimeToInstant } from '../../shared/lesson-time';
import type { DashboardToday } from '../../shared/schemas/dashboard-today-schemas';
import type { RecentActivity } from '../../shared/schemas/people-schemas';
import { request } from './support/http';
import { bookMonth, generateInvoice, getInvoice, setStatus, updateInvoice } from './support/invoice-fixtures';
import { addDays, bookLesson } from './support/lesson-fixtures';
import { createStudent, getData } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/*
 * The owner's day (issue 40, docs/dashboard.md): `GET /dashboard/today`, and the
 * activity feed's grouping of repeated events, against the local runtime.
 */
const { runtime, school } = useSchoolWithPeople();
let sweep: (now?: Date) => Promise<SweepResult>;

beforeAll(async () => {
  // The handlers run in this process: the sweep reads the table name and endpoint the runtime has set.
  sweep = (await import('../../functions/invoices/mark-overdue')).markOverdueInvoices;
});

const today = () => getData<DashboardToday>(runtime.api, '/dashboard/today', school.superAdmin.token);
/** A start on the school's clock (UK), `days` from today on that clock. */
const ukStart = (days: number, time: string) =>
  wallTimeToInstant(addDays(schoolToday(), days), time, 'UK').toISOString();
const forA = () => ({ student: school.childA1._id, teacher: school.teacherA.id, timezone: 'UK' as const });
const forB = () => ({ student: school.childB1._id, teacher: school.teacherB.id, timezone: 'UK' as const });

// First: the overdue sweep below writes its event at its own (future) time, ahead of every other.
describe('GET /dashboard/recent-activity groups repeated events', () => {
  it('shows three students added in a row as one line that says how many', async () => {
    for (const name of ['Cara C1', 'Dan D1', 'Eve E1'])
      await createStudent(runtime.api, school.superAdmin.token, { name, parentId: school.familyA.id });
    const feed = await getData<RecentActivity[]>(
      runtime.api,
      '/dashboard/recent-activity',
      school.superAdmin.token,
    );
    expect(feed[0]).toMatchObject({
      title: '3 students added',
      description: 'Latest: Eve E1 joined the school',
      count: 3,
    });
    // The lines before it still show, each once.
    expect(feed.length).toBeGreaterThan(1);
    expect(feed.slice(1).some((line) => line.title === 'Student added' && line.count === undefined)).toBe(
      true,
    );
  });
});

describe('GET /dashboard/today', () => {
  it('answers the super_admin alone', async () => {
    for (const caller of [school.admin, school.teacherA, school.familyA, school.familyB]) {
      const answer = await request(runtime.api, 'GET', '/dashboard/today', { token: caller.token });
      expect(answer.status).toBe(403);
    }
    expect((await request(runtime.api, 'GET', '/dashboard/today')).status).toBe(401);
  });

  it('starts with nothing to do', async () => {
    expect(await today()).toEqual({
      date: schoolToday(),
      lessonsToday: 0,
      lessonsToMark: 0,
      money: [],
      failedEmails: { count: 0, capped: false },
    });
  });

  it("counts today's lessons on the school's clock and the ended lessons nobody has marked", async () => {
    const book = (body: Parameters<typeof bookLesson>[2]) =>
      bookLesson(runtime.api, school.superAdmin.token, body);
    const todays = [
      await book({ ...forA(), startTime: ukStart(0, '00:00') }),
      await book({ ...forB(), startTime: ukStart(0, '23:00') }),
    ];
    // Not today's: canceled, or at the next midnight.
    await book({ ...forA(), startTime: ukStart(0, '12:00'), status: 'canceled' });
    await book({ ...forB(), startTime: ukStart(1, '00:00') });
    // Waiting: ended, still confirmed; completed without attendance.
    await book({ ...forA(), startTime: ukStart(-1, '10:00') });
    await book({ ...forB(), startTime: ukStart(-3, '10:00'), status: 'completed' });
    // Not waiting: completed with attendance, canceled, or older than two weeks.
    const attended = await book({ ...forA(), startTime: ukStart(-3, '10:00'), status: 'completed' });
    const put = await request(runtime.api, 'PUT', `/lessons/${attended._id}/attendance`, {
      token: school.superAdmin.token,
      body: { attendance: 'present' },
    });
    expect(put.status, put.text).toBe(200);
    await book({ ...forB(), startTime: ukStart(-2, '10:00'), status: 'canceled' });
    await book({ ...forA(), startTime: ukStart(-20, '10:00') });

    const day = await today();
    expect(day.lessonsToday).toBe(2);
    // Today's own lessons wait too once they have ended (the midnight one has; the 23:00 one may have).
    const endedToday = todays.filter((lesson) => Date.parse(lesson.endTime) <= Date.now()).length;
    expect(day.lessonsToMark).toBe(2 + endedToday);
  });

  it('says what is due and overdue per currency, in minor units, less part payments', async () => {
    const token = school.superAdmin.token;
    const invoiceOf = async (student: string, month: number, currency: 'GBP' | 'AED') => {
      await bookMonth(runtime.api, token, { ...forA(), student, year: 2031, month, days: [3, 4] });
      return generateInvoice(runtime.api, token, {
        studentId: student,
        dateRangeType: 'month',
        year: 2031,
        month,
        currency,
      });
    };
    const overdue = await invoiceOf(school.childA1._id, 1, 'GBP');
    await updateInvoice(runtime.api, token, overdue._id, { dueDate: '2031-02-01' });
    await setStatus(runtime.api, token, overdue._id, 'sent');
    expect(await sweep(new Date('2031-03-01T12:00:00Z'))).toMatchObject({ markedOverdue: 1 });
    const due = await invoiceOf(school.childA1._id, 2, 'AED');
    await setStatus(runtime.api, token, due._id, 'sent');
    const part = await request(runtime.api, 'POST', `/invoices/${due._id}/payments`, {
      token,
      body: { amount: 1, method: 'cash', date: schoolToday() },
    });
    expect(part.status, part.text).toBe(201);
    // A draft is owed by nobody yet.
    await invoiceOf(school.childA1._id, 3, 'GBP');

    const overdueTotal = toMinorUnits((await getInvoice(runtime.api, token, overdue._id)).total);
    const dueTotal = toMinorUnits((await getInvoice(runtime.api, token, due._id)).total);
    expect(overdueTotal).toBeGreaterThan(0);
    expect((await today()).money).toEqual([
      { currency: 'GBP', dueMinor: 0, dueInvoices: 0, overdueMinor: overdueTotal, overdueInvoices: 1 },
      { currency: 'AED', dueMinor: dueTotal - 100, dueInvoices: 1, overdueMinor: 0, overdueInvoices: 0 },
    ]);
  });

  it('counts the failed emails System health lists', async () => {
    const email: InvoiceSentEmail = {
      kind: 'invoice-sent',
      invoiceId: '0123456789abcdef01234567',
      invoiceNumber: 'INV-2031-0099',
      studentName: 'Amy A1',
      period: { month: 5, year: 2031, startDate: '2031-05-01', endDate: '2031-05-31' },
      totalMinor: 12_345,
      currency: 'GBP',
      dueDate: '2031-06-30',
    };
    for (let index = 0; index < 2; index += 1) {
      const put = outboxMessagePut(school.familyA.id, email);
      await writeTransaction([put]);
      const claimed = await claimOutboxMessage(put.Put.Item.id as string, 60_000);
      if (!claimed) throw new Error('the drain sent the message before the test could fail it');
      expect(await markOutboxMessageFailed(claimed, 'Address rejected')).toBe(true);
    }
    expect((await today()).failedEmails).toEqual({ count: 2, capped: false });
  });
});
