import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDueDate } from '../../shared/invoices/invoice-period';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import type { Student } from '../../shared/schemas/student-schemas';
import { request, type ApiAnswer } from './support/http';
import {
  addItemRequest,
  availableLessons,
  bookAt,
  bookMonth,
  deleteRequest,
  draftOnlyMessage,
  expectRefusedAndNothingChanged,
  generateInvoice,
  getInvoice,
  getRequest,
  idsOf,
  invoiceNotFoundMessage,
  isoDay,
  listAll,
  monthAllocator,
  rateRequest,
  removeItemRequest,
  setStatus,
  statsOf,
  statusRequest,
  updateInvoice,
  updateRequest,
  validRateMessage,
  type Invoice,
} from './support/invoice-fixtures';
import { deleteLesson, editLesson, listLessons, unknownId } from './support/lesson-fixtures';
import { createStudent, subjectIds } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();
let token: string;

beforeAll(async () => {
  token = school.superAdmin.token;
});

const nextMonth = monthAllocator(2024, 1);
let studentCounter = 0;

async function freshStudent(): Promise<Student> {
  studentCounter += 1;
  return createStudent(runtime.api, token, {
    name: `Life Student ${studentCounter}`,
    grade: 'Year 6',
    parentId: studentCounter % 2 ? school.familyA.id : school.familyB.id,
    subjects: [subjectIds.maths, subjectIds.english, subjectIds.science],
  });
}

interface Billed {
  student: Student;
  period: { year: number; month: number };
  lessons: Lesson[];
  invoice: Invoice;
}

/** A fresh student with lessons on `days` of a fresh month, and its draft GBP invoice of that month. */
async function billedDraft(days: readonly number[] = [3, 10, 17]): Promise<Billed> {
  const student = await freshStudent();
  const period = nextMonth();
  const lessons = await bookMonth(runtime.api, token, {
    student: student._id,
    teacher: school.teacherA.id,
    ...period,
    days,
  });
  const invoice = await generateInvoice(runtime.api, token, {
    studentId: student._id,
    dateRangeType: 'month',
    ...period,
    currency: 'GBP',
  });
  return { student, period, lessons, invoice };
}

/** The draft moved on to `status` through the allowed transitions. */
async function billedIn(status: 'draft' | 'sent' | 'paid', days?: readonly number[]): Promise<Billed> {
  const billed = await billedDraft(days);
  if (status === 'draft') return billed;
  let invoice = await setStatus(runtime.api, token, billed.invoice._id, 'sent');
  if (status === 'paid') invoice = await setStatus(runtime.api, token, invoice._id, 'paid');
  return { ...billed, invoice };
}

const get = (invoiceId: string) => getInvoice(runtime.api, token, invoiceId);
const put = (invoiceId: string, body: unknown) => updateRequest(runtime.api, token, invoiceId, body);
const refused = (
  attempt: () => Promise<ApiAnswer>,
  expected: { status: number; message?: string | RegExp; errors?: Record<string, string> },
  years: readonly number[] = [],
) => expectRefusedAndNothingChanged(runtime.api, token, attempt, expected, { years });
/** The fields of an invoice that only an edit of its lessons may change. */
const billing = (invoice: Invoice) => ({
  items: invoice.items,
  subtotal: invoice.subtotal,
  tax: invoice.tax,
  total: invoice.total,
  lessonCount: invoice.lessonCount,
});

describe('GET /invoices/{id}', () => {
  it('answers the invoice with its lines; 404 for an unknown id and 400 for a malformed one', async () => {
    const { invoice } = await billedDraft();
    const answer = await getRequest(runtime.api, token, invoice._id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: invoice });
    const byAdmin = await getRequest(runtime.api, school.admin.token, invoice._id);
    expect(byAdmin.body.data).toEqual(invoice);

    const unknown = await getRequest(runtime.api, token, unknownId);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: invoiceNotFoundMessage });
    for (const id of ['abc', 'ABCDEF0123456789ABCDEF01', `${unknownId}0`]) {
      const malformed = await getRequest(runtime.api, token, id);
      expect(malformed.status, id).toBe(400);
      expect(malformed.body.message).toBe('Invalid ID format');
    }
  });
});

describe('PUT /invoices/{id}', () => {
  it('changes notes and due date at every status, leaving lines and totals as they were', async () => {
    for (const status of ['draft', 'sent', 'paid'] as const) {
      const { invoice } = await billedIn(status);
      const answer = await put(invoice._id, { notes: `  Thank you (${status})  `, dueDate: '2027-02-28' });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.message).toBe('Invoice updated successfully');
      const updated = answer.body.data as Invoice;
      expect(updated).toEqual({
        ...invoice,
        notes: `Thank you (${status})`,
        dueDate: '2027-02-28',
        updatedAt: expect.any(String),
      });
      expect(updated.updatedAt > invoice.updatedAt).toBe(true);
      expect(await get(invoice._id)).toEqual(updated);

      // An empty due date means 30 days from issue (docs/architecture.md#constants), on the school's clock
      // like the generated default; notes can be cleared.
      const reset = await updateInvoice(runtime.api, token, invoice._id, { dueDate: '', notes: '' });
      expect(invoice.dueDate).toBe(defaultDueDate(new Date(invoice.createdAt)));
      expect(reset).toMatchObject({ dueDate: invoice.dueDate, notes: '', status });
      expect(billing(reset)).toEqual(billing(invoice));
    }
  });

  it('refuses a bad due date, over-long notes and fields the server computes (the body is strict)', async () => {
    const { invoice, period } = await billedDraft();
    const dateMessage = 'Due date must be a real date written YYYY-MM-DD';
    await refused(() => put(invoice._id, { dueDate: '2027-02-30' }), {
      status: 400,
      message: dateMessage,
      errors: { dueDate: dateMessage },
    });
    await refused(() => put(invoice._id, { dueDate: 'next week' }), { status: 400, message: dateMessage });
    await refused(() => put(invoice._id, { notes: 'x'.repeat(1001) }), {
      status: 400,
      message: 'Notes must be at most 1000 characters',
    });
    for (const computed of [
      { total: 1 },
      { subtotal: 1 },
      { tax: 0 },
      { invoiceNumber: 'INV-2000-0001' },
      { status: 'paid' },
      { currency: 'AED' },
      { studentId: unknownId },
      { createdAt: '2020-01-01T00:00:00.000Z' },
    ]) {
      await refused(
        () => put(invoice._id, { notes: 'sneaky', ...computed }),
        { status: 400, message: `Unrecognized key: "${Object.keys(computed)[0]}"` },
        [period.year],
      );
    }
    expect(await get(invoice._id)).toEqual(invoice);
    // Anything an item carries besides its id and rate is ignored: amounts are always computed.
    const answer = await put(invoice._id, {
      items: invoice.items.map((item) => ({ ...item, rate: 50, amount: 9999, duration: 600 })),
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({ subtotal: 150, total: 150 });
    expect((answer.body.data as Invoice).items.map((item) => [item.duration, item.amount])).toEqual([
      [60, 50],
      [60, 50],
      [60, 50],
    ]);
  });

  it('changes rates and removes lessons of a draft, recomputing totals and releasing the removed lesson', async () => {
    const { invoice, lessons } = await billedDraft();
    const [first, second, third] = invoice.items;
    const answer = await put(invoice._id, {
      items: [
        { _id: third!._id, rate: 45.5 },
        { _id: first!._id, rate: 30 },
      ],
      notes: 'Two lessons',
    });
    expect(answer.status, answer.text).toBe(200);
    const updated = answer.body.data as Invoice;
    expect(updated.items.map((item) => [item._id, item.rate, item.amount])).toEqual([
      [first!._id, 30, 30],
      [third!._id, 45.5, 45.5],
    ]);
    expect(updated).toMatchObject({
      lessonCount: 2,
      subtotal: 75.5,
      tax: 0,
      total: 75.5,
      notes: 'Two lessons',
    });
    expect(idsOf(await availableLessons(runtime.api, token, invoice._id))).toEqual([lessons[1]!._id]);
    expect(second!.lessonId).toBe(lessons[1]!._id);

    await refused(() => put(invoice._id, { items: [{ _id: unknownId, rate: 40 }] }), {
      status: 400,
      message: `Invoice item ${unknownId} is not on this invoice`,
    });
    await refused(
      () =>
        put(invoice._id, {
          items: [
            { _id: first!._id, rate: 40 },
            { _id: first!._id, rate: 41 },
          ],
        }),
      { status: 400, message: `Invoice item ${first!._id} is listed twice` },
    );
    await refused(() => put(invoice._id, { items: [{ _id: first!._id, rate: 0 }] }), {
      status: 400,
      message: validRateMessage,
      errors: { 'items.0.rate': validRateMessage },
    });
    // The removed line cannot come back through PUT: it is no longer on the invoice.
    await refused(() => put(invoice._id, { items: [{ _id: second!._id, rate: 40 }] }), {
      status: 400,
      message: `Invoice item ${second!._id} is not on this invoice`,
    });
  });

  it('refuses changed lines on a sent or paid invoice but accepts the same lines sent back with new notes', async () => {
    for (const status of ['sent', 'paid'] as const) {
      const { invoice, period } = await billedIn(status);
      const same = invoice.items.map((item) => ({ _id: item._id, rate: item.rate }));
      await refused(
        () => put(invoice._id, { items: same.map((item, i) => (i === 0 ? { ...item, rate: 41 } : item)) }),
        { status: 400, message: draftOnlyMessage },
        [period.year],
      );
      await refused(() => put(invoice._id, { items: same.slice(1), notes: 'fewer' }), {
        status: 400,
        message: draftOnlyMessage,
      });
      await refused(() => put(invoice._id, { items: [] }), { status: 400, message: draftOnlyMessage });
      // The editor saves the whole form: unchanged lines, in any order, are not a change of lines.
      const answer = await put(invoice._id, { items: [...same].reverse(), notes: 'Paid by transfer' });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data).toEqual({
        ...invoice,
        notes: 'Paid by transfer',
        updatedAt: expect.any(String),
      });
    }
  });

  it('answers 404 for an unknown invoice', async () => {
    const answer = await put(unknownId, { notes: 'hello' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(invoiceNotFoundMessage);
  });
});

describe('PATCH /invoices/{id}/items/{itemId} (rate)', () => {
  it('sets one line’s rate on a draft and recomputes the totals', async () => {
    const { invoice } = await billedDraft();
    const line = invoice.items[1]!;
    const answer = await rateRequest(runtime.api, token, invoice._id, line._id, 45.5);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe('Rate updated successfully');
    const updated = answer.body.data as Invoice;
    expect(updated.items.map((item) => [item.rate, item.currentRate, item.amount])).toEqual([
      [40, 40, 40],
      [45.5, 45.5, 45.5],
      [40, 40, 40],
    ]);
    expect(updated).toMatchObject({ subtotal: 125.5, total: 125.5 });
    expect(await get(invoice._id)).toEqual(updated);
  });

  it('refuses a rate that is not above 0 with "Please enter a valid rate", and unknown lines with 404', async () => {
    const { invoice, period } = await billedDraft();
    const line = invoice.items[0]!;
    for (const rate of [0, -1, 'abc', '45', null, undefined]) {
      await refused(
        () => rateRequest(runtime.api, token, invoice._id, line._id, rate),
        { status: 400, message: validRateMessage, errors: { rate: validRateMessage } },
        [period.year],
      );
    }
    await refused(() => rateRequest(runtime.api, token, invoice._id, line._id, 1.005), {
      status: 400,
      message: 'Rate may have at most two decimals',
    });
    await refused(() => rateRequest(runtime.api, token, invoice._id, line._id, 100_001), {
      status: 400,
      message: 'Rate must be at most 100000',
    });
    await refused(() => rateRequest(runtime.api, token, invoice._id, unknownId, 50), {
      status: 404,
      message: 'Invoice item not found',
    });
    await refused(() => rateRequest(runtime.api, token, unknownId, line._id, 50), {
      status: 404,
      message: invoiceNotFoundMessage,
    });
    await refused(() => rateRequest(runtime.api, token, invoice._id, 'line-1', 50), {
      status: 400,
      message: 'Invalid ID format',
    });
    expect(await get(invoice._id)).toEqual(invoice);
  });

  it('refuses rate changes once the invoice is sent or paid', async () => {
    for (const status of ['sent', 'paid'] as const) {
      const { invoice } = await billedIn(status);
      await refused(() => rateRequest(runtime.api, token, invoice._id, invoice.items[0]!._id, 50), {
        status: 400,
        message: draftOnlyMessage,
      });
    }
  });
});

describe('adding and removing lessons', () => {
  it('lists the available lessons and adds one: the line joins in date order and leaves the list', async () => {
    const { invoice, student, period } = await billedDraft([5, 19]);
    const teacher = school.teacherB.id;
    const at = (day: number, extra: Partial<Parameters<typeof bookAt>[2]> = {}) =>
      bookAt(runtime.api, token, {
        student: student._id,
        teacher,
        date: isoDay(period.year, period.month, day),
        ...extra,
      });
    const late = await at(26, { time: '18:00', subject: subjectIds.english, status: 'confirmed' });
    const middle = await at(12, { time: '09:15', timezone: 'UK' });
    await at(13, { status: 'canceled' });
    const available = await availableLessons(runtime.api, token, invoice._id);
    expect(available).toEqual([
      {
        _id: middle._id,
        startTime: middle.startTime,
        endTime: middle.endTime,
        timezone: 'UK',
        lessonDate: isoDay(period.year, period.month, 12),
        lessonTime: '09:15',
        subject: 'Not specified',
        teacherName: 'Tom Teacher',
        duration: 60,
        status: 'pending',
      },
      {
        _id: late._id,
        startTime: late.startTime,
        endTime: late.endTime,
        timezone: 'UAE',
        lessonDate: isoDay(period.year, period.month, 26),
        lessonTime: '18:00',
        subject: 'KS2 English',
        teacherName: 'Tom Teacher',
        duration: 60,
        status: 'confirmed',
      },
    ]);

    const answer = await addItemRequest(runtime.api, token, invoice._id, { lessonId: middle._id });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe('Lesson added to invoice');
    const updated = answer.body.data as Invoice;
    expect(updated.items.map((item) => item.lessonId)).toEqual([
      invoice.items[0]!.lessonId,
      middle._id,
      invoice.items[1]!.lessonId,
    ]);
    expect(updated.items[1]).toMatchObject({
      teacherName: 'Tom Teacher',
      rate: 40,
      amount: 40,
      timezone: 'UK',
    });
    expect(updated).toMatchObject({ lessonCount: 3, subtotal: 120, total: 120 });
    expect(idsOf(await availableLessons(runtime.api, token, invoice._id))).toEqual([late._id]);
  });

  it('refuses a missing, unknown, foreign, out-of-period, canceled or already billed lesson', async () => {
    const { invoice, student, period } = await billedDraft([4]);
    const other = await billedDraft([4]);
    const teacher = school.teacherB.id;
    const outside = await bookAt(runtime.api, token, {
      student: student._id,
      teacher,
      date: isoDay(period.year + 1, period.month, 4),
    });
    const canceled = await bookAt(runtime.api, token, {
      student: student._id,
      teacher,
      date: isoDay(period.year, period.month, 11),
      status: 'canceled',
    });
    const add = (body: unknown) => () => addItemRequest(runtime.api, token, invoice._id, body);
    const years = [period.year];
    await refused(add({}), { status: 400, message: 'Please select a lesson to add' }, years);
    await refused(add({ lessonId: '' }), { status: 400, message: 'Please select a lesson to add' });
    await refused(add({ lessonId: 'abc' }), { status: 400, message: 'Invalid ID format' });
    await refused(add({ lessonId: unknownId }), { status: 404, message: 'Lesson not found' });
    await refused(add({ lessonId: other.lessons[0]!._id }), {
      status: 400,
      message: "This lesson is not one of this student's lessons",
    });
    await refused(add({ lessonId: outside._id }), {
      status: 400,
      message: 'Only lessons in the invoice period that are not canceled can be added',
    });
    await refused(add({ lessonId: canceled._id }), {
      status: 400,
      message: 'Only lessons in the invoice period that are not canceled can be added',
    });
    await refused(add({ lessonId: invoice.items[0]!.lessonId }), {
      status: 409,
      message: 'This lesson is already on an invoice',
    });
    await refused(add({ lessonId: canceled._id, rate: 1 }), { status: 400 });
    expect(await get(invoice._id)).toEqual(invoice);
  });

  it('refuses adding and removing lessons once sent or paid', async () => {
    for (const status of ['sent', 'paid'] as const) {
      const { invoice, student, period } = await billedIn(status, [6, 20]);
      const extra = await bookAt(runtime.api, token, {
        student: student._id,
        teacher: school.teacherA.id,
        date: isoDay(period.year, period.month, 27),
      });
      await refused(() => addItemRequest(runtime.api, token, invoice._id, { lessonId: extra._id }), {
        status: 400,
        message: draftOnlyMessage,
      });
      await refused(() => removeItemRequest(runtime.api, token, invoice._id, invoice.items[0]!._id), {
        status: 400,
        message: draftOnlyMessage,
      });
    }
  });

  it('removes a line: the lesson is available again and can be billed on another invoice', async () => {
    const { invoice, student, period, lessons } = await billedDraft([2, 16]);
    const answer = await removeItemRequest(runtime.api, token, invoice._id, invoice.items[1]!._id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe('Lesson removed from invoice');
    expect(answer.body.data).toMatchObject({ lessonCount: 1, subtotal: 40, total: 40 });
    expect(idsOf(await availableLessons(runtime.api, token, invoice._id))).toEqual([lessons[1]!._id]);

    const again = await removeItemRequest(runtime.api, token, invoice._id, invoice.items[1]!._id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Invoice item not found');

    const aed = await generateInvoice(runtime.api, token, {
      studentId: student._id,
      dateRangeType: 'month',
      ...period,
      currency: 'AED',
    });
    expect(aed.items.map((item) => item.lessonId)).toEqual([lessons[1]!._id]);
    expect(await availableLessons(runtime.api, token, invoice._id)).toEqual([]);
    // Back on the first invoice only after it leaves the second.
    const readd = await addItemRequest(runtime.api, token, invoice._id, { lessonId: lessons[1]!._id });
    expect(readd.status).toBe(409);
  });

  it('cannot send a draft without lessons', async () => {
    const { invoice } = await billedDraft([8]);
    const emptied = await updateInvoice(runtime.api, token, invoice._id, { items: [] });
    expect(emptied).toMatchObject({ lessonCount: 0, subtotal: 0, total: 0, items: [] });
    await refused(() => statusRequest(runtime.api, token, invoice._id, 'sent'), {
      status: 400,
      message: 'Add at least one lesson before sending the invoice',
    });
  });
});

describe('PATCH /invoices/{id}/status', () => {
  it('sends, saves as draft again, marks paid, and never takes a paid invoice back to draft', async () => {
    const { invoice, period } = await billedDraft();
    const change = async (status: string, message: string) => {
      const answer = await statusRequest(runtime.api, token, invoice._id, status);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.message).toBe(message);
      const data = answer.body.data as Invoice;
      expect(data.status).toBe(status);
      expect(billing(data)).toEqual(billing(invoice));
      expect(await get(invoice._id)).toEqual(data);
      return data;
    };
    const sent = await change('sent', 'Invoice sent successfully');
    expect(sent.sentAt).toEqual(expect.any(String));
    expect(sent).not.toHaveProperty('paidAt');
    const draft = await change('draft', 'Invoice saved as draft successfully');
    expect(draft).not.toHaveProperty('sentAt');
    expect(draft).not.toHaveProperty('paidAt');
    await change('sent', 'Invoice sent successfully');
    const paid = await change('paid', 'Invoice marked as paid successfully');
    expect(paid.paidAt! >= paid.sentAt!).toBe(true);
    // Its payment is on record: it stays paid (tests/api/invoices-no-erasure.test.ts).
    await refused(
      () => statusRequest(runtime.api, token, invoice._id, 'draft'),
      { status: 409, message: 'An invoice with payments recorded cannot go back to draft' },
      [period.year],
    );
  });

  it('refuses every other transition with a clear message, and overdue or cancelled as a request', async () => {
    const { invoice, period } = await billedDraft();
    const ask = (status: string) => () => statusRequest(runtime.api, token, invoice._id, status);
    const years = [period.year];
    await refused(
      ask('paid'),
      { status: 400, message: 'Only a sent or overdue invoice can be marked as paid' },
      years,
    );
    await refused(ask('draft'), { status: 400, message: 'The invoice is already draft' }, years);
    for (const status of ['overdue', 'cancelled', 'void', '']) {
      await refused(ask(status), { status: 400, message: 'Status must be draft, sent or paid' }, years);
    }
    await refused(
      () => request(runtime.api, 'PATCH', `/invoices/${invoice._id}/status`, { token, body: {} }),
      {
        status: 400,
        message: 'Status must be draft, sent or paid',
      },
    );
    await setStatus(runtime.api, token, invoice._id, 'sent');
    await refused(ask('sent'), { status: 400, message: 'The invoice is already sent' }, years);
    await setStatus(runtime.api, token, invoice._id, 'paid');
    await refused(ask('paid'), { status: 400, message: 'The invoice is already paid' }, years);
    await refused(ask('sent'), { status: 400, message: 'Only a draft invoice can be sent' }, years);
    const unknown = await statusRequest(runtime.api, token, unknownId, 'sent');
    expect(unknown.status).toBe(404);
  });

  it('ends in a valid state with consistent stats when status changes of one invoice race', async () => {
    const { invoice, period } = await billedDraft();
    const race = (statuses: string[]) =>
      Promise.all(statuses.map((status) => statusRequest(runtime.api, token, invoice._id, status)));
    const sends = await race(['sent', 'sent', 'sent', 'sent', 'sent']);
    expect(
      sends.filter((answer) => answer.status === 200),
      summarize(sends),
    ).toHaveLength(1);
    for (const loser of sends.filter((answer) => answer.status !== 200)) {
      expect([400, 409], loser.text).toContain(loser.status);
    }
    const mixed = await race(['paid', 'draft', 'paid', 'draft', 'paid', 'draft']);
    for (const answer of mixed) expect([200, 400, 409], answer.text).toContain(answer.status);
    expect(mixed.some((answer) => answer.status === 200)).toBe(true);
    const final = await get(invoice._id);
    // From sent: paid (which never goes back to draft, its payment is recorded), or draft (never paid).
    expect(['paid', 'draft']).toContain(final.status);
    // Exactly one change won: sent → paid, or sent → draft.
    const winners = mixed
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.body.data.status as string);
    expect(winners).toEqual([final.status]);

    // The stats of this invoice's year (only this test bills it) count it once, in its final status.
    const stats = await statsOf(runtime.api, token, period.year);
    const others = await listAll(runtime.api, token, { year: period.year });
    const count = (status: string) => others.filter((one) => one.status === status).length;
    expect(stats.overview).toMatchObject({
      totalInvoices: count('sent') + count('paid') + count('overdue'),
      draftInvoices: count('draft'),
      paidInvoices: count('paid'),
      pendingInvoices: count('sent'),
      overdueInvoices: count('overdue'),
    });
    const listedByStatus = await listAll(runtime.api, token, { year: period.year, status: final.status });
    expect(idsOf(listedByStatus)).toContain(invoice._id);
    const otherStatus = final.status === 'paid' ? 'draft' : 'paid';
    expect(
      idsOf(await listAll(runtime.api, token, { year: period.year, status: otherStatus })),
    ).not.toContain(invoice._id);
    expect(idsOf(await listAll(runtime.api, token, { year: period.year, status: 'sent' }))).not.toContain(
      invoice._id,
    );
  });
});

describe('DELETE /invoices/{id}', () => {
  it('deletes a draft, releases its lessons and frees its period', async () => {
    {
      const { invoice, student, period, lessons } = await billedIn('draft');
      const answer = await deleteRequest(runtime.api, token, invoice._id);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        data: { _id: invoice._id },
        message: 'Invoice deleted successfully',
      });
      expect((await getRequest(runtime.api, token, invoice._id)).status).toBe(404);
      expect(idsOf(await listAll(runtime.api, token, { studentId: student._id }))).toEqual([]);
      const again = await deleteRequest(runtime.api, token, invoice._id);
      expect(again.status).toBe(404);
      // The same student, month and currency can be invoiced again, with the same lessons.
      const regenerated = await generateInvoice(runtime.api, token, {
        studentId: student._id,
        dateRangeType: 'month',
        ...period,
        currency: 'GBP',
      });
      expect(regenerated.items.map((item) => item.lessonId)).toEqual(idsOf(lessons));
      expect(regenerated.invoiceNumber).not.toBe(invoice.invoiceNumber);
    }
  });

  it('deletes an invoice whose lesson left it meanwhile without bringing the lesson back', async () => {
    const { invoice, student, lessons, period } = await billedDraft([9, 23]);
    // A deleted lesson leaves its draft (tests/api/billed-lessons.test.ts); a new note changes no line.
    expect((await deleteLesson(runtime.api, token, lessons[0]!._id)).status).toBe(200);
    await editLesson(runtime.api, token, lessons[1]!._id, { notes: 'moved room' });
    expect(billing(await get(invoice._id))).toEqual({
      items: invoice.items.slice(1),
      subtotal: 40,
      tax: 0,
      total: 40,
      lessonCount: 1,
    });
    const answer = await deleteRequest(runtime.api, token, invoice._id);
    expect(answer.status, answer.text).toBe(200);
    const remaining = await listLessons(runtime.api, token, {
      studentId: student._id,
      from: `${isoDay(period.year, period.month, 1)}T00:00:00.000Z`,
      to: `${isoDay(period.year, period.month, 28)}T23:59:59.999Z`,
    });
    expect(idsOf(remaining)).toEqual([lessons[1]!._id]);
  });

  it('refuses to delete an overdue invoice (409): an issued invoice stays on record', async () => {
    const { invoice, period } = await billedIn('sent');
    await updateInvoice(runtime.api, token, invoice._id, { dueDate: '2024-01-31' });
    const { markOverdueInvoices } = await import('../../functions/invoices/mark-overdue');
    const sweep = await markOverdueInvoices(new Date());
    expect(sweep.markedOverdue).toBeGreaterThanOrEqual(1);
    expect((await get(invoice._id)).status).toBe('overdue');
    await refused(
      () => deleteRequest(runtime.api, token, invoice._id),
      {
        status: 409,
        message:
          'Only a draft invoice can be deleted: an issued invoice stays on record (void it instead while it has no payments)',
      },
      [period.year],
    );
    await setStatus(runtime.api, token, invoice._id, 'paid');
    expect((await deleteRequest(runtime.api, token, invoice._id)).status).toBe(409);
  });
});

function summarize(answers: ApiAnswer[]): string {
  return answers.map((answer) => `${answer.status} ${answer.text.slice(0, 160)}`).join('\n');
}
