import { describe, expect, it } from 'vitest';
import { wallTimeToInstant } from '../../shared/lesson-time';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import type { Student } from '../../shared/schemas/student-schemas';
import type { ApiAnswer } from './support/http';
import {
  bookMonth,
  generateInvoice,
  getInvoice,
  idsOf,
  isoDay,
  monthAllocator,
  rateRequest,
  setStatus,
  statusRequest,
  updateInvoice,
  type Invoice,
} from './support/invoice-fixtures';
import {
  bookSeries,
  deleteLesson,
  editLesson,
  listLessons,
  putLesson,
  seriesAction,
} from './support/lesson-fixtures';
import { createStudent, subjectIds } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/** Issue 14, "Billed work stays billed": lessons on a sent or paid invoice are locked; a draft follows its lessons. */
const { runtime, school } = useSchoolWithPeople();

// Months gone by: some lessons are marked completed, which only a started lesson may be.
const nextMonth = monthAllocator(2023, 1);
let studentCount = 0;

async function freshStudent(): Promise<Student> {
  studentCount += 1;
  return createStudent(runtime.api, school.superAdmin.token, {
    name: `Billed Student ${studentCount}`,
    grade: 'Year 7',
    parentId: school.familyA.id,
    subjects: [subjectIds.maths, subjectIds.english, subjectIds.science],
  });
}

interface Billed {
  student: Student;
  period: { year: number; month: number };
  lessons: Lesson[];
  invoice: Invoice;
}

/** A fresh student's lessons (teacherA, 10:00 UAE) on `days` of a fresh month, billed on a GBP invoice at `status`. */
async function billed(status: 'draft' | 'sent' | 'paid', days: readonly number[] = [3, 10]): Promise<Billed> {
  const student = await freshStudent();
  const period = nextMonth();
  const token = school.superAdmin.token;
  const lessons = await bookMonth(runtime.api, token, {
    student: student._id,
    teacher: school.teacherA.id,
    ...period,
    days,
  });
  let invoice = await generateInvoice(runtime.api, token, {
    studentId: student._id,
    dateRangeType: 'month',
    ...period,
    currency: 'GBP',
  });
  if (status !== 'draft') invoice = await setStatus(runtime.api, token, invoice._id, 'sent');
  if (status === 'paid') invoice = await setStatus(runtime.api, token, invoice._id, 'paid');
  return { student, period, lessons, invoice };
}

const invoiceNow = (invoiceId: string) => getInvoice(runtime.api, school.superAdmin.token, invoiceId);

/** A student's lessons of a month and the next, as staff list them. */
const lessonsOf = (studentId: string, period: { year: number; month: number }) =>
  listLessons(runtime.api, school.superAdmin.token, {
    studentId,
    from: `${isoDay(period.year, period.month, 1)}T00:00:00.000Z`,
    to: new Date(Date.UTC(period.year, period.month + 1, 0, 23, 59)).toISOString(),
  });

const monthAfter = ({ year, month }: { year: number; month: number }) =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };

const at = (day: string, time = '10:00') => wallTimeToInstant(day, time, 'UAE').toISOString();

const lockedMessage = (invoice: Invoice, status: string, what: string) =>
  `This lesson is billed on invoice ${invoice.invoiceNumber} (${status}) and cannot be ${what}. To change it, save the invoice as a draft first.`;

/** The attempt answers 409 with `message`, and the student's lessons and the invoice are as they were. */
async function expectLocked(target: Billed, attempt: () => Promise<ApiAnswer>, message: string) {
  const [lessonsBefore, invoiceBefore] = await Promise.all([
    lessonsOf(target.student._id, target.period),
    invoiceNow(target.invoice._id),
  ]);
  const answer = await attempt();
  expect(answer.status, answer.text).toBe(409);
  expect(answer.body).toEqual({ success: false, message });
  expect(await lessonsOf(target.student._id, target.period)).toEqual(lessonsBefore);
  expect(await invoiceNow(target.invoice._id)).toEqual(invoiceBefore);
}

describe('a lesson on a sent or paid invoice', () => {
  it('cannot be canceled, deleted, moved or reassigned (409 naming the invoice); its notes and status may change', async () => {
    for (const status of ['sent', 'paid'] as const) {
      const target = await billed(status);
      const lesson = target.lessons[0]!;
      const other = await freshStudent();
      const edit =
        (body: unknown, token = school.admin.token) =>
        () =>
          putLesson(runtime.api, token, lesson._id, body);
      const locked = (what: string) => lockedMessage(target.invoice, status, what);

      await expectLocked(target, edit({ status: 'canceled' }), locked('canceled'));
      await expectLocked(target, edit({ status: 'canceled' }, school.teacherA.token), locked('canceled'));
      await expectLocked(
        target,
        () => deleteLesson(runtime.api, school.admin.token, lesson._id),
        locked('deleted'),
      );
      const nextDay = isoDay(target.period.year, target.period.month, 4);
      await expectLocked(target, edit({ startTime: at(nextDay) }), locked('moved'));
      await expectLocked(target, edit({ timezone: 'UK' }), locked('moved'));
      await expectLocked(target, edit({ teacher: school.teacherB.id }), locked('reassigned'));
      await expectLocked(target, edit({ student: other._id }), locked('reassigned'));

      // What the bill does not depend on still changes, and the invoice keeps its lines as billed.
      const done = await editLesson(runtime.api, school.teacherA.token, lesson._id, {
        status: 'completed',
        notes: 'Went well',
      });
      expect(done).toMatchObject({ status: 'completed', notes: 'Went well' });
      await editLesson(runtime.api, school.admin.token, lesson._id, { subject: subjectIds.science });
      expect(await invoiceNow(target.invoice._id)).toEqual(target.invoice);
    }
  });

  it('cannot be given back an earlier status (409, nothing changed); it may only go on to completed', async () => {
    for (const status of ['sent', 'paid'] as const) {
      const target = await billed(status);
      const [lesson] = target.lessons;
      const edit =
        (body: unknown, token = school.admin.token) =>
        () =>
          putLesson(runtime.api, token, lesson!._id, body);
      await editLesson(runtime.api, school.teacherA.token, lesson!._id, { status: 'completed' });
      const locked = (what: string) => lockedMessage(target.invoice, status, what);
      await expectLocked(target, edit({ status: 'pending' }), locked('marked pending'));
      await expectLocked(target, edit({ status: 'confirmed' }), locked('marked confirmed'));
      // Notes alone still change on a completed billed lesson.
      expect(await editLesson(runtime.api, school.admin.token, lesson!._id, { notes: 'Done' })).toMatchObject(
        {
          status: 'completed',
          notes: 'Done',
        },
      );
    }
    const confirmed = await billed('sent');
    const lesson = confirmed.lessons[0]!;
    await editLesson(runtime.api, school.admin.token, lesson._id, { status: 'confirmed' });
    await expectLocked(
      confirmed,
      () => putLesson(runtime.api, school.admin.token, lesson._id, { status: 'pending' }),
      lockedMessage(confirmed.invoice, 'sent', 'marked pending'),
    );
  });

  it('stays locked once the invoice is overdue', async () => {
    const target = await billed('sent');
    await updateInvoice(runtime.api, school.superAdmin.token, target.invoice._id, { dueDate: '2024-01-31' });
    // The overdue sweep, as its schedule runs it (in this process, against the runtime's table).
    const { markOverdueInvoices } = await import('../../functions/invoices/mark-overdue');
    await markOverdueInvoices(new Date());
    const overdue = { ...target, invoice: await invoiceNow(target.invoice._id) };
    expect(overdue.invoice.status).toBe('overdue');
    await expectLocked(
      overdue,
      () => deleteLesson(runtime.api, school.admin.token, target.lessons[0]!._id),
      lockedMessage(target.invoice, 'overdue', 'deleted'),
    );
    await editLesson(runtime.api, school.admin.token, target.lessons[1]!._id, { status: 'completed' });
    await expectLocked(
      overdue,
      () => putLesson(runtime.api, school.admin.token, target.lessons[1]!._id, { status: 'pending' }),
      lockedMessage(target.invoice, 'overdue', 'marked pending'),
    );
  });

  it('refuses a series action that reaches it (409, nothing changed) and lets a draft of a later month follow', async () => {
    const student = await freshStudent();
    const token = school.superAdmin.token;
    const first = nextMonth();
    const second = nextMonth();
    // Every Monday of both months, 10:00 UAE.
    const series = await bookSeries(runtime.api, school.admin.token, {
      student: student._id,
      teacher: school.teacherA.id,
      startDate: isoDay(first.year, first.month, 1),
      endDate: isoDay(second.year, second.month, 28),
      startTime: '10:00',
      timezone: 'UAE',
      recurrencePattern: 'weekly',
      daysOfWeek: [1],
    });
    const bill = (period: { year: number; month: number }) =>
      generateInvoice(runtime.api, token, {
        studentId: student._id,
        dateRangeType: 'month',
        ...period,
        currency: 'GBP',
      });
    const sent = await setStatus(runtime.api, token, (await bill(first))._id, 'sent');
    const draft = await bill(second);
    const firstIds = sent.items.map((item) => item.lessonId);
    const secondIds = draft.items.map((item) => item.lessonId);
    expect([...firstIds, ...secondIds]).toEqual(idsOf(series.lessons));

    const target: Billed = { student, period: first, lessons: series.lessons, invoice: sent };
    for (const action of ['cancel', 'delete'] as const) {
      await expectLocked(
        target,
        () =>
          seriesAction(runtime.api, school.admin.token, action, series.recurringLessonId, {
            fromLessonId: firstIds[2],
          }),
        `${firstIds.length - 2} of these lessons are billed on invoice ${sent.invoiceNumber} (sent) and cannot be ` +
          `${action === 'cancel' ? 'canceled' : 'deleted'}. To change them, save the invoice as a draft first. Nothing was changed.`,
      );
    }
    expect(await invoiceNow(draft._id)).toEqual(draft);

    // From the second month's third Monday on: those lessons are canceled and leave the draft.
    const answer = await seriesAction(runtime.api, school.admin.token, 'cancel', series.recurringLessonId, {
      fromLessonId: secondIds[2],
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.lessonIds).toEqual(secondIds.slice(2));
    const followed = await invoiceNow(draft._id);
    expect(followed.items).toEqual(draft.items.slice(0, 2));
    expect(followed.total).toBe(80);
    expect(followed.lessonCount).toBe(2);
    expect(await invoiceNow(sent._id)).toEqual(sent);
  });
});

describe('a lesson on a draft invoice', () => {
  it('may change, and the draft follows: canceled, deleted or moved away it leaves, moved or reassigned its line follows', async () => {
    const target = await billed('draft', [3, 10, 17, 24, 25]);
    const { invoice, lessons, period } = target;
    const [canceled, deleted, moved, awayMonth, awayStudent] = lessons.map((lesson) => lesson._id);
    const lineOf = (current: Invoice, lessonId: string) =>
      current.items.find((item) => item.lessonId === lessonId);
    // An edited rate is the draft's own: it stays when the lesson moves.
    const movedLine = lineOf(invoice, moved!)!;
    expect(
      (await rateRequest(runtime.api, school.superAdmin.token, invoice._id, movedLine._id, 50)).status,
    ).toBe(200);

    await editLesson(runtime.api, school.admin.token, canceled!, { status: 'canceled' });
    expect((await deleteLesson(runtime.api, school.admin.token, deleted!)).status).toBe(200);
    const newDay = isoDay(period.year, period.month, 18);
    await editLesson(runtime.api, school.admin.token, moved!, {
      startTime: at(newDay, '16:30'),
      teacher: school.teacherB.id,
    });
    const following = monthAfter(period);
    // 07:00, so no other test's 10:00 lesson of teacherA is in the way.
    await editLesson(runtime.api, school.admin.token, awayMonth!, {
      startTime: at(isoDay(following.year, following.month, 2), '07:00'),
    });
    await editLesson(runtime.api, school.admin.token, awayStudent!, { student: (await freshStudent())._id });

    const followed = await invoiceNow(invoice._id);
    expect(followed.items).toEqual([
      {
        ...movedLine,
        lessonDate: newDay,
        lessonTime: '16:30',
        teacherName: 'Tom Teacher',
        rate: 50,
        currentRate: 50,
        // An hour's lesson line: its unit price is the hourly rate.
        unitPrice: 50,
        amount: 50,
        // A rate changed by hand no longer names a rate it came from (docs/invoice-lines.md#rates).
        rateSource: undefined,
      },
    ]);
    expect(followed).toMatchObject({ lessonCount: 1, subtotal: 50, total: 50, status: 'draft' });

    // Lessons that left are free to bill again: the canceled one once it is back on.
    await editLesson(runtime.api, school.admin.token, canceled!, { status: 'confirmed' });
    const answer = await rateRequest(runtime.api, school.superAdmin.token, invoice._id, movedLine._id, 40);
    expect(answer.status).toBe(200);
    const regenerated = await generateInvoice(runtime.api, school.superAdmin.token, {
      studentId: target.student._id,
      dateRangeType: 'month',
      ...following,
      currency: 'GBP',
    });
    expect(regenerated.items.map((item) => item.lessonId)).toEqual([awayMonth]);
  });

  it('follows a series action too large for one transaction: each part carries the draft on', async () => {
    const student = await freshStudent();
    const period = nextMonth();
    // 25 daily lessons take three transactions (a lesson and its 8 slot locks each).
    const series = await bookSeries(runtime.api, school.admin.token, {
      student: student._id,
      teacher: school.teacherA.id,
      startDate: isoDay(period.year, period.month, 1),
      endDate: isoDay(period.year, period.month, 25),
      startTime: '12:00',
      timezone: 'UAE',
      recurrencePattern: 'daily',
    });
    const draft = await generateInvoice(runtime.api, school.superAdmin.token, {
      studentId: student._id,
      dateRangeType: 'month',
      ...period,
      currency: 'GBP',
    });
    expect(draft.lessonCount).toBe(25);
    const answer = await seriesAction(runtime.api, school.admin.token, 'delete', series.recurringLessonId, {
      fromLessonId: series.lessons[2]!._id,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.lessonIds).toHaveLength(23);
    const followed = await invoiceNow(draft._id);
    expect(followed.items).toEqual(draft.items.slice(0, 2));
    expect(followed).toMatchObject({ lessonCount: 2, total: 80 });
  });

  it('never ends as a sent invoice billing a canceled lesson when sending and canceling race', async () => {
    const rounds = await Promise.all(
      [0, 1, 2].map(async () => {
        const target = await billed('draft', [5, 12]);
        const lessonId = target.lessons[0]!._id;
        const [send, cancel] = await Promise.all([
          statusRequest(runtime.api, school.superAdmin.token, target.invoice._id, 'sent'),
          putLesson(runtime.api, school.admin.token, lessonId, { status: 'canceled' }),
        ]);
        return { target, lessonId, send, cancel };
      }),
    );
    for (const { target, lessonId, send, cancel } of rounds) {
      // One of the two always goes through. The other is refused with its reason, unless the cancel
      // ended before the send began: then both go through, and the invoice is sent without the lesson.
      expect([send.status, cancel.status].sort(), `${send.text} ${cancel.text}`).toContain(200);
      if (send.status !== 200)
        expect(send.body.message).toBe('This invoice was changed meanwhile. Please reload and try again.');
      if (cancel.status !== 200)
        expect(cancel.body.message).toBe(lockedMessage(target.invoice, 'sent', 'canceled'));
      const invoice = await invoiceNow(target.invoice._id);
      const lesson = (await lessonsOf(target.student._id, target.period)).find(
        (each) => each._id === lessonId,
      )!;
      const billsIt = invoice.items.some((item) => item.lessonId === lessonId);
      expect(billsIt).toBe(lesson.status !== 'canceled');
      expect(invoice.total).toBe(invoice.items.length * 40);
    }
  });
});
