import { beforeAll, describe, expect, it } from 'vitest';
import { monthNames, schoolToday } from '../../shared/invoices/invoice-period';
import type { Currency } from '../../shared/invoices/money';
import type { InvoiceStatus } from '../../shared/invoices/invoice-statuses';
import type { Student } from '../../shared/schemas/student-schemas';
import { request } from './support/http';
import {
  bookMonth,
  deleteInvoice,
  generateInvoice,
  getRequest,
  idsOf,
  isoDay,
  payInFull,
  invoiceNotFoundMessage,
  invoiceQuery,
  listPage,
  perCurrency,
  setStatus,
  statsOf,
  updateInvoice,
  viewRefusalMessage,
  type InvoiceList,
} from './support/invoice-fixtures';
import {
  createPerson,
  createSecondChildOfFamilyA,
  createStudent,
  signInPerson,
  uniqueEmail,
} from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();
let token: string;
/** familyA's second child, and a child of a third family nobody signs in as. */
let childA2: Student;
let childC1: Student;

/** What the tests expect of each invoice they made, kept up to date as they change it. */
interface Expected {
  _id: string;
  studentId: string;
  status: InvoiceStatus;
  currency: Currency;
  month: number;
  year: number;
  total: number;
  createdAt: string;
  /** The day it was paid in full: today, as a payment is never dated more than a year before its invoice. */
  paidOn?: string;
}
const made: Expected[] = [];

let teacherDay = 0;
/**
 * One invoice: `lessons` lessons of the student in the month (booked first,
 * so they are the month's only free ones), generated, then moved to `status`.
 */
async function invoiceOf(
  student: Student,
  year: number,
  month: number,
  currency: Currency,
  status: 'draft' | 'sent' | 'paid' | 'overdue',
  lessons = 1,
): Promise<Expected> {
  const days = Array.from({ length: lessons }, () => (teacherDay++ % 27) + 1);
  await bookMonth(runtime.api, token, {
    student: student._id,
    teacher: school.teacherA.id,
    year,
    month,
    days,
    time: `${String(8 + (teacherDay % 12)).padStart(2, '0')}:00`,
  });
  const invoice = await generateInvoice(runtime.api, token, {
    studentId: student._id,
    dateRangeType: 'month',
    year,
    month,
    currency,
  });
  if (status !== 'draft') await setStatus(runtime.api, token, invoice._id, 'sent');
  // Paid today (a payment is never dated more than a year before its invoice, issued today): its revenue counts
  // in this month of the current year, whatever month it bills.
  const paidOn = schoolToday();
  if (status === 'paid') await payInFull(runtime.api, token, invoice._id, paidOn);
  if (status === 'overdue')
    await updateInvoice(runtime.api, token, invoice._id, { dueDate: isoDay(year, month, 28) });
  const record: Expected = {
    _id: invoice._id,
    studentId: student._id,
    status,
    currency,
    month,
    year,
    total: invoice.total,
    createdAt: invoice.createdAt,
    ...(status === 'paid' ? { paidOn } : {}),
  };
  made.push(record);
  return record;
}

beforeAll(async () => {
  token = school.superAdmin.token;
  childA2 = await createSecondChildOfFamilyA(runtime.api, school, 'Year 2');
  const familyC = await createPerson(runtime.api, token, {
    name: 'Cid Carer',
    email: uniqueEmail('cid'),
    password: 'secret-123',
    role: 'parent',
  });
  childC1 = await createStudent(runtime.api, token, { name: 'Cal C1', parentId: familyC.id });
  const a1 = school.childA1;
  const b1 = school.childB1;
  // 14 invoices: 13 billing 2023, one December 2022.
  await invoiceOf(a1, 2022, 12, 'GBP', 'paid', 2);
  await invoiceOf(a1, 2023, 1, 'GBP', 'sent', 1);
  await invoiceOf(childA2, 2023, 1, 'GBP', 'draft', 2);
  await invoiceOf(b1, 2023, 1, 'GBP', 'sent', 3);
  await invoiceOf(b1, 2023, 1, 'AED', 'paid', 1);
  await invoiceOf(childC1, 2023, 1, 'GBP', 'sent', 2);
  await invoiceOf(a1, 2023, 2, 'GBP', 'paid', 3);
  await invoiceOf(a1, 2023, 2, 'AED', 'draft', 1);
  await invoiceOf(childA2, 2023, 2, 'GBP', 'sent', 1);
  await invoiceOf(b1, 2023, 2, 'GBP', 'draft', 1);
  await invoiceOf(a1, 2023, 3, 'GBP', 'sent', 2);
  await invoiceOf(a1, 2023, 3, 'AED', 'paid', 2);
  await invoiceOf(childC1, 2023, 3, 'GBP', 'paid', 1);
  await invoiceOf(childA2, 2023, 4, 'GBP', 'overdue', 1);
  // The overdue one: sent, due 28 April 2023, then the daily sweep.
  const { markOverdueInvoices } = await import('../../functions/invoices/mark-overdue');
  expect((await markOverdueInvoices(new Date())).markedOverdue).toBe(1);
}, 120_000);

type Filter = Partial<Pick<Expected, 'status' | 'currency' | 'month' | 'year' | 'studentId'>>;

/** The expected list: the invoices matching, newest first (by creation, then id). */
function expectedList(filter: Filter, among: readonly Expected[] = made): Expected[] {
  return among
    .filter((invoice) =>
      (Object.keys(filter) as (keyof Filter)[]).every((key) => filter[key] === invoice[key]),
    )
    .sort((a, b) => `${b.createdAt}#${b._id}`.localeCompare(`${a.createdAt}#${a._id}`));
}

const familyVisible = (invoice: Expected) => invoice.status !== 'draft';
const childrenOf = (family: 'A' | 'B') =>
  family === 'A' ? [school.childA1._id, childA2._id] : [school.childB1._id];

function expectPage(answer: InvoiceList, all: readonly Expected[], page: number, limit: number): void {
  const slice = all.slice((page - 1) * limit, page * limit);
  expect(idsOf(answer.invoices)).toEqual(idsOf(slice));
  expect(answer.invoices.map((invoice) => invoice.status)).toEqual(slice.map((invoice) => invoice.status));
  expect(answer.pagination).toEqual({ page, limit, pages: Math.ceil(all.length / limit), total: all.length });
  expect(answer.total).toBe(all.length);
}

describe('GET /invoices (staff)', () => {
  it('answers 10 a page, newest first, with pages and total; a page beyond the end is empty', async () => {
    const all = expectedList({});
    expect(all).toHaveLength(14);
    const first = await listPage(runtime.api, token);
    expectPage(first, all, 1, 10);
    expect(Object.keys(first.invoices[0]!).sort()).toEqual(
      [
        '_id',
        'amountPaid',
        'balanceDue',
        'createdAt',
        'currency',
        'dueDate',
        'endDate',
        'invoiceNumber',
        'lessonCount',
        'month',
        'notes',
        'parent',
        'startDate',
        'status',
        'student',
        'subtotal',
        'tax',
        'taxRate',
        'total',
        'updatedAt',
        'year',
        ...(first.invoices[0]!.sentAt ? ['sentAt'] : []),
        ...(first.invoices[0]!.paidAt ? ['paidAt'] : []),
      ].sort(),
    );
    expectPage(await listPage(runtime.api, token, { page: 2 }), all, 2, 10);
    expectPage(await listPage(runtime.api, token, { page: 3 }), all, 3, 10);
    expectPage(await listPage(runtime.api, token, { page: 40, limit: 10 }), all, 40, 10);
    for (const page of [1, 2, 3]) {
      expectPage(await listPage(runtime.api, token, { page, limit: 5 }), all, page, 5);
    }
    // The web app's cache-buster is accepted and ignored; the admin reads the same list.
    expectPage(await listPage(runtime.api, token, { _t: String(Date.now()) }), all, 1, 10);
    expectPage(await listPage(runtime.api, school.admin.token, { limit: 20 }), all, 1, 20);
  });

  it('filters by status, month, year, currency and student, alone and together', async () => {
    const filters: Filter[] = [
      { status: 'paid' },
      { status: 'sent' },
      { status: 'draft' },
      { status: 'overdue' },
      { status: 'cancelled' },
      { month: 1 },
      { month: 12 },
      { year: 2023 },
      { year: 2022 },
      { year: 2021 },
      { currency: 'AED' },
      { currency: 'GBP', year: 2023 },
      { status: 'sent', currency: 'GBP', year: 2023, month: 1 },
      { status: 'paid', month: 3 },
      { studentId: school.childA1._id },
      { studentId: school.childA1._id, status: 'paid' },
      { studentId: school.childA1._id, currency: 'AED', year: 2023 },
      { studentId: childC1._id, month: 3 },
      { studentId: '0123456789abcdef01234567' },
    ];
    for (const filter of filters) {
      const all = expectedList(filter);
      for (const [page, limit] of [
        [1, 10],
        [1, 3],
        [2, 3],
      ] as const) {
        const answer = await listPage(runtime.api, token, { ...filter, page, limit });
        expect({ filter, ids: idsOf(answer.invoices) }).toEqual({
          filter,
          ids: idsOf(all.slice((page - 1) * limit, page * limit)),
        });
        expectPage(answer, all, page, limit);
      }
    }
  });

  it('refuses bad queries with 400 and their message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ page: '0' }, 'page must be at least 1'],
      [{ page: 'two' }, 'page must be a number'],
      [{ limit: '51' }, 'limit must be at most 50'],
      [{ limit: '0' }, 'limit must be at least 1'],
      [{ status: 'unpaid' }, 'Status must be one of draft, sent, paid, overdue, cancelled, void'],
      [{ month: '13' }, 'Month must be a number from 1 to 12'],
      [{ year: '1999' }, 'Year must be 2000 or later'],
      [{ currency: 'USD' }, 'Currency must be GBP or AED'],
      [{ studentId: 'abc' }, 'Invalid ID format'],
    ];
    for (const [query, message] of cases) {
      const answer = await request(runtime.api, 'GET', `/invoices${invoiceQuery(query)}`, { token });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.message, JSON.stringify(query)).toBe(message);
    }
  });

  it('refuses the list to teachers and families (403) and strangers (401)', async () => {
    for (const caller of [school.teacherA, school.familyA, school.familyB]) {
      const answer = await request(runtime.api, 'GET', '/invoices', { token: caller.token });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(viewRefusalMessage);
    }
    expect((await request(runtime.api, 'GET', '/invoices')).status).toBe(401);
  });
});

describe('GET /invoices/my-invoices (families)', () => {
  it('shows a family its children’s invoices once sent, never drafts or other families’', async () => {
    for (const [family, caller] of [
      ['A', school.familyA],
      ['B', school.familyB],
    ] as const) {
      const own = made.filter((invoice) => childrenOf(family).includes(invoice.studentId));
      const visible = expectedList({}, own.filter(familyVisible));
      expect(visible.length).toBeGreaterThan(0);
      expectPage(await listPage(runtime.api, caller.token, {}, true), visible, 1, 10);
      for (const filter of [
        { status: 'paid' },
        { status: 'draft' },
        { status: 'overdue' },
        { month: 1 },
        { year: 2022 },
        { currency: 'AED' },
        { status: 'sent', year: 2023, currency: 'GBP' },
      ] as Filter[]) {
        expectPage(
          await listPage(runtime.api, caller.token, filter, true),
          expectedList(filter, own.filter(familyVisible)),
          1,
          10,
        );
      }
      // Pages of 2: the family's own pagination.
      expectPage(await listPage(runtime.api, caller.token, { page: 2, limit: 2 }, true), visible, 2, 2);
      expectPage(await listPage(runtime.api, caller.token, { page: 9, limit: 2 }, true), visible, 9, 2);
    }
    // A student id in the query reveals nothing: a family only ever sees its own children.
    const probing = await request(
      runtime.api,
      'GET',
      `/invoices/my-invoices?studentId=${school.childB1._id}`,
      { token: school.familyA.token },
    );
    expect([200, 400]).toContain(probing.status);
    if (probing.status === 200) {
      for (const invoice of (probing.body.data as InvoiceList).invoices) {
        expect(childrenOf('A')).toContain(invoice.student._id);
      }
    }
  });

  it('refuses the family list to staff and teachers (403) and strangers (401)', async () => {
    for (const caller of [school.superAdmin, school.admin, school.teacherA]) {
      const answer = await request(runtime.api, 'GET', '/invoices/my-invoices', { token: caller.token });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(viewRefusalMessage);
    }
    expect((await request(runtime.api, 'GET', '/invoices/my-invoices')).status).toBe(401);
  });

  it('answers 404 to a family for another family’s invoice and for its own drafts, on the invoice and its PDF', async () => {
    const ownSent = made.find(
      (invoice) => invoice.studentId === school.childA1._id && invoice.status === 'sent',
    )!;
    const ownDraft = made.find((invoice) => invoice.studentId === childA2._id && invoice.status === 'draft')!;
    const foreign = made.find(
      (invoice) => invoice.studentId === school.childB1._id && invoice.status === 'paid',
    )!;
    const third = made.find((invoice) => invoice.studentId === childC1._id && invoice.status === 'sent')!;
    const fetch = (invoiceId: string, suffix = '') =>
      request(runtime.api, 'GET', `/invoices/${invoiceId}${suffix}`, { token: school.familyA.token });
    expect((await fetch(ownSent._id)).status).toBe(200);
    for (const invoice of [ownDraft, foreign, third]) {
      for (const suffix of ['', '/export']) {
        const answer = await fetch(invoice._id, suffix);
        expect(answer.status, `${invoice._id}${suffix}`).toBe(404);
        expect(answer.body).toEqual({ success: false, message: invoiceNotFoundMessage });
      }
    }
    // familyB (parent role) reads its own child's invoice, and not familyA's.
    expect((await getRequest(runtime.api, school.familyB.token, foreign._id)).status).toBe(200);
    expect((await getRequest(runtime.api, school.familyB.token, ownSent._id)).status).toBe(404);
    // Teachers see no invoices at all.
    const byTeacher = await getRequest(runtime.api, school.teacherA.token, ownSent._id);
    expect(byTeacher.status).toBe(403);
    expect(byTeacher.body.message).toBe(viewRefusalMessage);
  });
});

describe('an invoice stays with the family it was billed to', () => {
  it('keeps a moved child’s earlier invoices with the old family and out of the new one’s sight', async () => {
    const before = await createPerson(runtime.api, token, {
      name: 'Dee Before',
      email: uniqueEmail('dee'),
      password: 'secret-123',
      role: 'parent',
    });
    const child = await createStudent(runtime.api, token, { name: 'Dan D1', parentId: before.id });
    const billed = await invoiceOf(child, 2022, 11, 'GBP', 'sent', 1);
    const oldFamily = await signInPerson(runtime.api, before);
    const moved = await request(runtime.api, 'PUT', `/students/${child._id}`, {
      token,
      body: { parentId: school.familyB.id },
    });
    expect(moved.status).toBe(200);

    const oldList = await listPage(runtime.api, oldFamily.token, {}, true);
    expect(idsOf(oldList.invoices)).toEqual([billed._id]);
    expect((await getRequest(runtime.api, oldFamily.token, billed._id)).status).toBe(200);
    const newList = await listPage(runtime.api, school.familyB.token, { limit: 50 }, true);
    expect(idsOf(newList.invoices)).not.toContain(billed._id);
    expect((await getRequest(runtime.api, school.familyB.token, billed._id)).status).toBe(404);
  });
});

/** Stats computed from the expected invoices of a year, as GET /invoices/stats/overview answers them. */
function expectedStats(year: number) {
  const ofYear = made.filter((invoice) => invoice.year === year);
  const issued = ofYear.filter((invoice) => ['sent', 'overdue', 'paid'].includes(invoice.status));
  const count = (status: InvoiceStatus) => ofYear.filter((invoice) => invoice.status === status).length;
  const sum = (invoices: Expected[], currency: Currency) =>
    Math.round(
      invoices
        .filter((invoice) => invoice.currency === currency)
        .reduce((total, one) => total + one.total * 100, 0),
    ) / 100;
  const money = (invoices: Expected[]) =>
    perCurrency({ GBP: sum(invoices, 'GBP'), AED: sum(invoices, 'AED') });
  // Revenue counts on the day the money arrived, whatever year the invoice bills.
  const paidIn = (month?: number) =>
    made.filter(
      (invoice) =>
        invoice.status === 'paid' &&
        invoice.paidOn?.startsWith(month === undefined ? `${year}-` : isoDay(year, month, 1).slice(0, 8)),
    );
  const pending = ofYear.filter((invoice) => invoice.status === 'sent' || invoice.status === 'overdue');
  return {
    year,
    overview: {
      totalInvoices: issued.length,
      draftInvoices: count('draft'),
      paidInvoices: count('paid'),
      pendingInvoices: count('sent'),
      overdueInvoices: count('overdue'),
      totalRevenue: money(paidIn()),
      pendingAmount: money(pending),
      paymentRate: issued.length ? Math.round((count('paid') / issued.length) * 1000) / 10 : 0,
    },
    monthlyData: monthNames.map((monthName, index) => ({
      month: index + 1,
      monthName,
      invoices: issued.filter((invoice) => invoice.month === index + 1).length,
      revenue: money(paidIn(index + 1)),
    })),
  };
}

describe('GET /invoices/stats/overview', () => {
  it('counts a year’s invoices by status and month, each currency on its own', async () => {
    const stats = await statsOf(runtime.api, token, 2023);
    expect(stats).toEqual(expectedStats(2023));
    // Known figures: 13 invoices in 2023, 3 drafts; paid: Feb GBP 120, Mar AED 400 and GBP 40, Jan AED 200,
    // all of it (and December 2022's GBP 80) received today, so counted in the current year's revenue.
    expect(stats.overview).toEqual({
      totalInvoices: 10,
      draftInvoices: 3,
      paidInvoices: 4,
      pendingInvoices: 5,
      overdueInvoices: 1,
      totalRevenue: { GBP: 0, AED: 0 },
      pendingAmount: { GBP: 40 + 120 + 80 + 40 + 80 + 40, AED: 0 },
      paymentRate: 40,
    });
    expect(stats.monthlyData[0]).toEqual({
      month: 1,
      monthName: 'January',
      invoices: 4,
      revenue: { GBP: 0, AED: 0 },
    });
    const thisYear = Number(schoolToday().slice(0, 4));
    expect(await statsOf(runtime.api, token, thisYear)).toEqual(expectedStats(thisYear));
    expect((await statsOf(runtime.api, token, thisYear)).overview.totalRevenue).toEqual({
      GBP: 240,
      AED: 600,
    });
    expect(await statsOf(runtime.api, token, 2022)).toEqual(expectedStats(2022));
    expect(await statsOf(runtime.api, school.admin.token, 2021)).toEqual(expectedStats(2021));
    // Without a year: the current year on the school's clock.
    const current = await request(runtime.api, 'GET', '/invoices/stats/overview', { token });
    expect(current.status).toBe(200);
    expect(current.body.data.year).toBe(Number(schoolToday().slice(0, 4)));
    const bad = await request(runtime.api, 'GET', '/invoices/stats/overview?year=20x', { token });
    expect(bad.status).toBe(400);
    for (const caller of [school.teacherA, school.familyA, school.familyB]) {
      const answer = await request(runtime.api, 'GET', '/invoices/stats/overview', { token: caller.token });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(viewRefusalMessage);
    }
  });

  it('keeps the lists’ totals and the stats in step through status changes, voids and deletes', async () => {
    const change = async (record: Expected, status: 'draft' | 'sent' | 'paid') => {
      if (status === 'paid') {
        record.paidOn = schoolToday();
        await payInFull(runtime.api, token, record._id, record.paidOn);
      } else await setStatus(runtime.api, token, record._id, status);
      record.status = status;
    };
    const voidIt = async (record: Expected) => {
      const answer = await request(runtime.api, 'POST', `/invoices/${record._id}/void`, {
        token,
        body: { reason: 'Billed by mistake' },
      });
      expect(answer.status, answer.text).toBe(200);
      record.status = 'void';
    };
    const remove = async (record: Expected) => {
      await deleteInvoice(runtime.api, token, record._id);
      made.splice(made.indexOf(record), 1);
    };
    const find = (studentId: string, month: number, currency: Currency = 'GBP') =>
      made.find(
        (one) =>
          one.studentId === studentId &&
          one.month === month &&
          one.year === 2023 &&
          one.currency === currency,
      )!;
    await change(find(school.childB1._id, 1), 'paid');
    await change(find(childA2._id, 4), 'paid'); // overdue → paid
    await voidIt(find(school.childA1._id, 3)); // sent → void
    await remove(find(childA2._id, 1)); // a draft
    await remove(find(school.childA1._id, 2, 'AED')); // a draft
    await change(find(school.childB1._id, 2), 'sent');

    expect(await statsOf(runtime.api, token, 2023)).toEqual(expectedStats(2023));
    for (const filter of [
      {},
      { status: 'paid' },
      { status: 'draft' },
      { status: 'sent' },
      { status: 'overdue' },
      { status: 'void' },
      { year: 2023 },
      { year: 2023, month: 1 },
      { currency: 'GBP' },
      { status: 'paid', currency: 'AED', year: 2023, month: 1 },
    ] as Filter[]) {
      const expected = expectedList(filter);
      const answer = await listPage(runtime.api, token, { ...filter, limit: 50 });
      expect({ filter, ids: idsOf(answer.invoices) }).toEqual({ filter, ids: idsOf(expected) });
      expect(answer.total).toBe(expected.length);
    }
    // The list's count and the stats agree for each status of the year.
    const stats = (await statsOf(runtime.api, token, 2023)).overview;
    const totalOf = async (status: InvoiceStatus) =>
      (await listPage(runtime.api, token, { status, year: 2023 })).total;
    expect(await totalOf('paid')).toBe(stats.paidInvoices);
    expect(await totalOf('sent')).toBe(stats.pendingInvoices);
    expect(await totalOf('overdue')).toBe(stats.overdueInvoices);
    expect(await totalOf('draft')).toBe(stats.draftInvoices);
    // Families follow too: the draft is gone from familyA's list.
    const visible = expectedList(
      {},
      made.filter((one) => childrenOf('A').includes(one.studentId)).filter(familyVisible),
    );
    expectPage(await listPage(runtime.api, school.familyA.token, { limit: 50 }, true), visible, 1, 50);
  });
});
