import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDueDate, monthNames, schoolToday } from '../../shared/invoices/invoice-period';
import type { Student } from '../../shared/schemas/student-schemas';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import { request, type ApiAnswer } from './support/http';
import {
  alreadyExistsMessage,
  availableLessons,
  addItemRequest,
  bookAt,
  bookMonth,
  expectRefusedAndNothingChanged,
  generateInvoice,
  generateRequest,
  getInvoice,
  idsOf,
  initialSettings,
  isoDay,
  listAll,
  monthAllocator,
  readSettings,
  saveSettings,
  validRateMessage,
  type GenerateBody,
  type Invoice,
} from './support/invoice-fixtures';
import { bookSeries, editLesson, unknownId } from './support/lesson-fixtures';
import { createStudent, subjectIds } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();
let token: string;

beforeAll(async () => {
  token = school.superAdmin.token;
});

/** Each test bills months of its own (one database per file); the numbering test uses January 2025. */
const nextMonth = monthAllocator(2025, 10);
const issueYear = () => Number(schoolToday().slice(0, 4));
const lessonRaceMessage = 'A lesson in this period was just invoiced or changed. Please try again.';
const noLessonsMessage = (name: string, period: string) =>
  `${name} has no lessons to invoice for ${period}: only lessons that are not canceled and not on another invoice are billed.`;

let studentCounter = 0;
/** A new child of familyA (or familyB), so a test owns every lesson of its student. */
async function freshStudent(family: 'A' | 'B' = 'A'): Promise<Student> {
  studentCounter += 1;
  return createStudent(runtime.api, token, {
    name: `Gen Student ${studentCounter}`,
    grade: `Year ${(studentCounter % 9) + 1}`,
    parentId: family === 'A' ? school.familyA.id : school.familyB.id,
    subjects: [subjectIds.maths, subjectIds.english, subjectIds.science],
  });
}

/** A fresh student's lessons on `days` of a month no other test bills (familyA's child and teacherA unless said). */
async function lessonsInFreshMonth(
  days: readonly number[],
  {
    family = 'A',
    teacher = school.teacherA.id,
    time,
  }: { family?: 'A' | 'B'; teacher?: string; time?: string } = {},
) {
  const student = await freshStudent(family);
  const period = nextMonth();
  const lessons = await bookMonth(runtime.api, token, {
    student: student._id,
    teacher,
    ...period,
    days,
    time,
  });
  return { student, period, lessons };
}

const generate = (body: unknown) => generateRequest(runtime.api, token, body);
const monthBody = (studentId: string, period: { year: number; month: number }, currency: 'GBP' | 'AED') =>
  ({ studentId, dateRangeType: 'month', ...period, currency }) satisfies GenerateBody;
const invoicesOfStudent = (studentId: string) => listAll(runtime.api, token, { studentId });
const numberOf = (invoice: { invoiceNumber: string }) => Number(invoice.invoiceNumber.split('-')[2]);

describe('invoice numbers (first in the file: the counter starts at 1)', () => {
  it('gives 20 concurrent generations for 20 students the numbers INV-{year}-0001 to 0020, each once', async () => {
    const students: Student[] = [];
    for (let n = 0; n < 20; n++) students.push(await freshStudent(n % 2 === 0 ? 'A' : 'B'));
    // One teacher, a different day each: no clash.
    const lessons: Lesson[] = await Promise.all(
      students.map((student, index) =>
        bookAt(runtime.api, token, {
          student: student._id,
          teacher: school.teacherA.id,
          date: isoDay(2025, 1, index + 1),
        }),
      ),
    );
    const answers = await Promise.all(
      students.map((student) => generate(monthBody(student._id, { year: 2025, month: 1 }, 'GBP'))),
    );
    expect(
      answers.map((answer) => answer.status),
      answers.map((answer) => answer.text).join('\n'),
    ).toEqual(students.map(() => 201));
    const invoices = answers.map((answer) => answer.body.data as Invoice);
    const year = issueYear();
    const expected = Array.from(
      { length: 20 },
      (_, index) => `INV-${year}-${String(index + 1).padStart(4, '0')}`,
    );
    expect(invoices.map((invoice) => invoice.invoiceNumber).sort()).toEqual(expected);
    // Each student's invoice bills its own lesson.
    for (const [index, invoice] of invoices.entries()) {
      expect(invoice.student._id).toBe(students[index]!._id);
      expect(invoice.items.map((item) => item.lessonId)).toEqual([lessons[index]!._id]);
    }
    const listed = await listAll(runtime.api, token, { year: 2025, month: 1 });
    expect(listed.map((invoice) => invoice.invoiceNumber).sort()).toEqual(expected);
  }, 60_000);
});

describe('POST /invoices/generate picks the lessons of the period', () => {
  it('bills by the lesson’s own clock, leaves canceled and other students’ lessons out, and snapshots each line', async () => {
    const student = await freshStudent();
    const other = await freshStudent();
    const teacher = school.teacherA.id;
    // July 2025: London is on BST (UTC+1), Dubai on UTC+4.
    const book = (date: string, time: string, extra: Partial<Parameters<typeof bookAt>[2]> = {}) =>
      bookAt(runtime.api, token, { student: student._id, teacher, date, time, ...extra });
    const firstUae = await book('2025-07-01', '01:00', { subject: subjectIds.maths }); // 30 Jun 21:00 UTC
    const lastUk = await book('2025-07-31', '23:30', { timezone: 'UK', subject: subjectIds.english }); // 31 Jul 22:30 UTC
    const completed = await book('2025-07-10', '16:00', { status: 'completed' });
    const confirmed = await book('2025-07-17', '16:00', { status: 'confirmed', timezone: 'UK' });
    // Not July on their own clocks, though July (or June) in UTC.
    await book('2025-08-01', '01:00'); // UAE: 31 Jul 21:00 UTC
    await book('2025-08-01', '00:30', { timezone: 'UK' }); // 31 Jul 23:30 UTC
    await book('2025-06-30', '23:00', { timezone: 'UK' }); // 30 Jun 22:00 UTC
    await book('2025-06-30', '23:45'); // UAE: 30 Jun 19:45 UTC
    await book('2025-07-24', '16:00', { status: 'canceled' });
    await bookAt(runtime.api, token, {
      student: other._id,
      teacher: school.teacherB.id,
      date: '2025-07-10',
      time: '16:00',
    });

    const answer = await generate(monthBody(student._id, { year: 2025, month: 7 }, 'GBP'));
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: 'Invoice generated successfully!' });
    const invoice = answer.body.data as Invoice;
    expect(invoice.items.map((item) => item.lessonId)).toEqual(
      idsOf([firstUae, completed, confirmed, lastUk]),
    );
    const line = (lessonDate: string, lessonTime: string, timezone: 'UAE' | 'UK', subject: string) => ({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      lessonId: expect.any(String),
      lessonDate,
      lessonTime,
      timezone,
      subject,
      teacherName: 'Tess Teacher',
      duration: 60,
      rate: 40,
      currentRate: 40,
      amount: 40,
      // No subject, teacher or student rate is set: the currency's default billed it (docs/invoice-lines.md#rates).
      rateSource: 'default',
      // A lesson line's generic fields (docs/invoice-lines.md): an hour at the hourly rate, VAT applies.
      kind: 'lesson',
      description: subject,
      quantity: 1,
      unitPrice: 40,
      taxable: true,
    });
    expect(invoice.items).toEqual([
      line('2025-07-01', '01:00', 'UAE', 'KS2 Maths'),
      line('2025-07-10', '16:00', 'UAE', 'Not specified'),
      line('2025-07-17', '16:00', 'UK', 'Not specified'),
      line('2025-07-31', '23:30', 'UK', 'KS2 English'),
    ]);
    expect(invoice).toMatchObject({
      invoiceNumber: expect.stringMatching(new RegExp(`^INV-${issueYear()}-\\d{4}$`)),
      student: { _id: student._id, name: student.name, grade: student.grade },
      parent: { _id: school.familyA.id, name: 'Fay Family', email: 'fay@people.example' },
      status: 'draft',
      currency: 'GBP',
      month: 7,
      year: 2025,
      startDate: '2025-07-01',
      endDate: '2025-07-31',
      dueDate: defaultDueDate(),
      lessonCount: 4,
      subtotal: 160,
      taxRate: 0,
      tax: 0,
      total: 160,
      notes: '',
    });
    expect(invoice).not.toHaveProperty('sentAt');
    expect(invoice).not.toHaveProperty('paidAt');
    expect(await getInvoice(runtime.api, token, invoice._id)).toEqual(invoice);

    // A draft's line follows its lesson (tests/api/billed-lessons.test.ts); once sent it is the snapshot billed.
    await editLesson(runtime.api, token, firstUae._id, {
      subject: subjectIds.science,
      teacher: school.teacherB.id,
    });
    expect((await getInvoice(runtime.api, token, invoice._id)).items).toEqual([
      {
        ...invoice.items[0]!,
        subject: 'KS3 Science',
        description: 'KS3 Science',
        teacherName: 'Tom Teacher',
      },
      ...invoice.items.slice(1),
    ]);

    // The other student's July lesson is still free for its own invoice.
    const others = await generateInvoice(
      runtime.api,
      token,
      monthBody(other._id, { year: 2025, month: 7 }, 'GBP'),
    );
    expect(others.items).toHaveLength(1);
    expect(others.items[0]!.teacherName).toBe('Tom Teacher');
  });

  it('never bills a lesson twice: after the GBP invoice the AED one finds nothing (400) until a new lesson is booked', async () => {
    const { student, period, lessons } = await lessonsInFreshMonth([2, 9]);
    const gbp = await generateInvoice(runtime.api, token, monthBody(student._id, period, 'GBP'));
    expect(gbp.items.map((item) => item.lessonId)).toEqual(idsOf(lessons));

    const monthLabel = `${monthNames[period.month - 1]} ${period.year}`;
    await expectRefusedAndNothingChanged(
      runtime.api,
      token,
      () => generate(monthBody(student._id, period, 'AED')),
      { status: 400, message: noLessonsMessage(student.name, monthLabel) },
      { years: [period.year] },
    );
    // A custom range over the same days finds nothing either.
    const custom = await generate({
      studentId: student._id,
      dateRangeType: 'custom',
      startDate: isoDay(period.year, period.month, 1),
      endDate: isoDay(period.year, period.month, 20),
      currency: 'AED',
    });
    expect(custom.status, custom.text).toBe(400);
    expect(custom.body.message).toMatch(/has no lessons to invoice for/);

    const late = await bookAt(runtime.api, token, {
      student: student._id,
      teacher: school.teacherA.id,
      date: isoDay(period.year, period.month, 16),
    });
    const aed = await generateInvoice(runtime.api, token, monthBody(student._id, period, 'AED'));
    expect(aed.items.map((item) => item.lessonId)).toEqual([late._id]);
    expect(aed).toMatchObject({ currency: 'AED', subtotal: 200, total: 200 });
    expect(numberOf(aed)).toBe(numberOf(gbp) + 1);
    // The GBP invoice is as it was.
    expect(await getInvoice(runtime.api, token, gbp._id)).toEqual(gbp);
  });

  it('bills a custom date range (inclusive, on the lesson’s clock) and files it under the month it starts in', async () => {
    const { student, period, lessons } = await lessonsInFreshMonth([3, 10, 17, 24], {
      family: 'B',
      teacher: school.teacherB.id,
      time: '00:15',
    });
    const startDate = isoDay(period.year, period.month, 10);
    const endDate = isoDay(period.year, period.month, 17);
    const answer = await generate({
      studentId: student._id,
      dateRangeType: 'custom',
      startDate,
      endDate,
      currency: 'GBP',
    });
    expect(answer.status, answer.text).toBe(201);
    const ranged = answer.body.data as Invoice;
    expect(ranged).toMatchObject({
      month: period.month,
      year: period.year,
      startDate,
      endDate,
      lessonCount: 2,
      parent: { _id: school.familyB.id, name: 'Pat Parent', email: 'pat@people.example' },
    });
    expect(ranged.items.map((item) => item.lessonId)).toEqual(idsOf(lessons.slice(1, 3)));
    expect(ranged.items.map((item) => [item.lessonDate, item.lessonTime])).toEqual([
      [startDate, '00:15'],
      [endDate, '00:15'],
    ]);
    // The month is taken for GBP: a whole-month invoice in GBP is the duplicate the product refuses.
    const duplicate = await generate(monthBody(student._id, period, 'GBP'));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(alreadyExistsMessage(period.month, period.year, 'GBP'));
    // In AED the month bills what is left.
    const rest = await generateInvoice(runtime.api, token, monthBody(student._id, period, 'AED'));
    expect(rest.items.map((item) => item.lessonId)).toEqual(idsOf([lessons[0]!, lessons[3]!]));
  });

  it('bills a custom range across two months, and accepts a range of exactly 366 days', async () => {
    const student = await freshStudent();
    const first = nextMonth();
    const second = nextMonth();
    const a = await bookAt(runtime.api, token, {
      student: student._id,
      teacher: school.teacherA.id,
      date: isoDay(first.year, first.month, 28),
    });
    const b = await bookAt(runtime.api, token, {
      student: student._id,
      teacher: school.teacherA.id,
      date: isoDay(second.year, second.month, 2),
    });
    const invoice = await generateInvoice(runtime.api, token, {
      studentId: student._id,
      dateRangeType: 'custom',
      startDate: isoDay(first.year, first.month, 20),
      endDate: isoDay(second.year, second.month, 5),
      currency: 'GBP',
    });
    expect(invoice).toMatchObject({ month: first.month, year: first.year });
    expect(invoice.items.map((item) => item.lessonId)).toEqual(idsOf([a, b]));

    // 2027 is not a leap year: 1 Jan 2027 to 1 Jan 2028 is 366 days, the most a range may cover.
    const longest = await generate({
      studentId: student._id,
      dateRangeType: 'custom',
      startDate: '2027-01-01',
      endDate: '2028-01-01',
      currency: 'GBP',
    });
    expect(longest.status, longest.text).toBe(400);
    expect(longest.body.message).toBe(noLessonsMessage(student.name, '1 Jan 2027 – 1 Jan 2028'));
  });
});

describe('one invoice per student, month, year and currency', () => {
  it('answers a second generation with 409 and the duplicate message, and changes nothing', async () => {
    const { student, period } = await lessonsInFreshMonth([5, 12]);
    const first = await generateInvoice(runtime.api, token, monthBody(student._id, period, 'GBP'));
    // A lesson booked since would be billable: the refusal is about the period, not the lessons.
    await bookAt(runtime.api, token, {
      student: student._id,
      teacher: school.teacherA.id,
      date: isoDay(period.year, period.month, 19),
    });
    const answer = await expectRefusedAndNothingChanged(
      runtime.api,
      token,
      () => generate(monthBody(student._id, period, 'GBP')),
      { status: 409, message: alreadyExistsMessage(period.month, period.year, 'GBP') },
      { years: [period.year] },
    );
    expect(answer.body.message).toMatch(/^Invoice already exists for \w+ \d{4} in GBP\./);
    expect(await invoicesOfStudent(student._id)).toHaveLength(1);
    expect(await getInvoice(runtime.api, token, first._id)).toEqual(first);
  });

  it('lets exactly one of 10 concurrent generations for one student and month through; the others get 409', async () => {
    // Four rounds: a loser that read the lessons after the winner claimed them must still be told 409.
    for (let round = 0; round < 4; round++) {
      const { student, period, lessons } = await lessonsInFreshMonth([4, 11, 18], {
        family: round % 2 ? 'A' : 'B',
        teacher: school.teacherB.id,
      });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => generate(monthBody(student._id, period, 'GBP'))),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.filter((status) => status === 201),
        summarize(answers),
      ).toHaveLength(1);
      expect(
        answers
          .filter((answer) => answer.status !== 201)
          .map((answer) => [answer.status, answer.body.message]),
        `round ${round + 1}`,
      ).toEqual(
        Array.from({ length: 9 }, () => [409, alreadyExistsMessage(period.month, period.year, 'GBP')]),
      );
      const winner = answers.find((answer) => answer.status === 201)!.body.data as Invoice;
      const listed = await invoicesOfStudent(student._id);
      expect(idsOf(listed)).toEqual([winner._id]);
      expect(winner.items.map((item) => item.lessonId)).toEqual(idsOf(lessons));
    }
  });

  it('bills each lesson once when GBP and AED generations for the same lessons race', async () => {
    const { student, period, lessons } = await lessonsInFreshMonth([6, 13]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        generate(monthBody(student._id, period, index % 2 === 0 ? 'GBP' : 'AED')),
      ),
    );
    expect(
      answers.filter((answer) => answer.status === 201),
      summarize(answers),
    ).toHaveLength(1);
    const winner = answers.find((answer) => answer.status === 201)!.body.data as Invoice;
    const allowed = [
      alreadyExistsMessage(period.month, period.year, winner.currency),
      lessonRaceMessage,
      noLessonsMessage(student.name, `${monthNames[period.month - 1]} ${period.year}`),
    ];
    for (const loser of answers.filter((answer) => answer.status !== 201)) {
      expect([400, 409], loser.text).toContain(loser.status);
      expect(allowed).toContain(loser.body.message);
    }
    expect(idsOf(await invoicesOfStudent(student._id))).toEqual([winner._id]);
    expect(winner.items.map((item) => item.lessonId)).toEqual(idsOf(lessons));
  });

  it('adds a lesson racing onto two drafts to exactly one of them', async () => {
    const student = await freshStudent('B');
    const period = nextMonth();
    const teacher = school.teacherB.id;
    const lessonOn = (day: number) =>
      bookAt(runtime.api, token, {
        student: student._id,
        teacher,
        date: isoDay(period.year, period.month, day),
      });
    await lessonOn(1);
    const gbp = await generateInvoice(runtime.api, token, monthBody(student._id, period, 'GBP'));
    await lessonOn(2);
    const aed = await generateInvoice(runtime.api, token, monthBody(student._id, period, 'AED'));
    for (const day of [8, 15, 22]) {
      const contested = await lessonOn(day);
      expect(idsOf(await availableLessons(runtime.api, token, gbp._id))).toEqual([contested._id]);
      expect(idsOf(await availableLessons(runtime.api, token, aed._id))).toEqual([contested._id]);
      const answers = await Promise.all(
        [gbp, aed, gbp, aed].map((invoice) =>
          addItemRequest(runtime.api, token, invoice._id, { lessonId: contested._id }),
        ),
      );
      expect(
        answers.filter((answer) => answer.status === 200),
        summarize(answers),
      ).toHaveLength(1);
      for (const loser of answers.filter((answer) => answer.status !== 200)) {
        expect(loser.status, loser.text).toBe(409);
        expect([
          'This lesson is already on an invoice',
          'This lesson was just invoiced, canceled or deleted. Please reload and try again.',
          'This invoice was changed meanwhile. Please reload and try again.',
        ]).toContain(loser.body.message);
      }
      const holders = (
        await Promise.all([gbp, aed].map((invoice) => getInvoice(runtime.api, token, invoice._id)))
      ).filter((invoice) => invoice.items.some((item) => item.lessonId === contested._id));
      expect(holders).toHaveLength(1);
      expect(await availableLessons(runtime.api, token, gbp._id)).toEqual([]);
      expect(await availableLessons(runtime.api, token, aed._id)).toEqual([]);
    }
    const [gbpNow, aedNow] = await Promise.all(
      [gbp, aed].map((invoice) => getInvoice(runtime.api, token, invoice._id)),
    );
    expect(gbpNow!.items.length + aedNow!.items.length).toBe(5);
  });
});

describe('the size of an invoice', () => {
  it('bills at most 60 lessons, and writes, sends and voids an invoice of 60 in one piece', async () => {
    const student = await freshStudent('B');
    // A lesson every day from 1 January to 1 March 2028 (a leap year): 61 lessons.
    const series = await bookSeries(runtime.api, token, {
      student: student._id,
      teacher: school.teacherB.id,
      startDate: '2028-01-01',
      endDate: '2028-03-01',
      startTime: '07:30',
      recurrencePattern: 'daily',
      daysOfWeek: [],
    });
    expect(series.lessons).toHaveLength(61);
    const range = (endDate: string) => ({
      studentId: student._id,
      dateRangeType: 'custom',
      startDate: '2028-01-01',
      endDate,
      currency: 'GBP',
    });
    await expectRefusedAndNothingChanged(runtime.api, token, () => generate(range('2028-03-01')), {
      status: 400,
      message: `${student.name} has 61 lessons in this period; an invoice holds at most 60. Choose a shorter date range.`,
    });
    const answer = await generate(range('2028-02-29'));
    expect(answer.status, answer.text).toBe(201);
    const invoice = answer.body.data as Invoice;
    expect(invoice).toMatchObject({ lessonCount: 60, subtotal: 2400, total: 2400 });
    expect(invoice.items.map((item) => item.lessonId)).toEqual(idsOf(series.lessons.slice(0, 60)));

    // A 61st lesson in the period cannot be added.
    const extra = await bookAt(runtime.api, token, {
      student: student._id,
      teacher: school.teacherB.id,
      date: '2028-01-15',
      time: '15:00',
    });
    const refusedAdd = await addItemRequest(runtime.api, token, invoice._id, { lessonId: extra._id });
    expect(refusedAdd.status, refusedAdd.text).toBe(400);
    expect(refusedAdd.body.message).toBe('An invoice holds at most 60 lessons');

    const sent = await request(runtime.api, 'PATCH', `/invoices/${invoice._id}/status`, {
      token,
      body: { status: 'sent' },
    });
    expect(sent.status, sent.text).toBe(200);
    // Voiding a full invoice frees its lessons in the same transaction as it marks it void.
    const voided = await request(runtime.api, 'POST', `/invoices/${invoice._id}/void`, {
      token,
      body: { reason: 'Billed twice' },
    });
    expect(voided.status, voided.text).toBe(200);
    // Every one of the 60 lessons was released: January bills its 31 again, and the extra one.
    const again = await generate(range('2028-01-31'));
    expect(again.status, again.text).toBe(201);
    expect(again.body.data.lessonCount).toBe(32);
  }, 60_000);
});

describe('rates and amounts', () => {
  it('reads and saves the default rates and tax rates (super_admin), refusing bad figures', async () => {
    expect(await readSettings(runtime.api, token)).toEqual(initialSettings);
    const put = (body: unknown) => request(runtime.api, 'PUT', '/invoices/settings', { token, body });
    const refusals: [unknown, string][] = [
      [{ ...initialSettings, defaultRates: { GBP: 0, AED: 200 } }, validRateMessage],
      [{ ...initialSettings, defaultRates: { GBP: -5, AED: 200 } }, validRateMessage],
      [{ ...initialSettings, defaultRates: { GBP: 'abc', AED: 200 } }, validRateMessage],
      [{ ...initialSettings, defaultRates: { GBP: 40.001, AED: 200 } }, 'Rate may have at most two decimals'],
      [{ ...initialSettings, taxRates: { GBP: 101, AED: 0 } }, 'Tax rate must be between 0 and 100'],
      [{ ...initialSettings, taxRates: { GBP: -1, AED: 0 } }, 'Tax rate must be between 0 and 100'],
      [
        { ...initialSettings, schoolName: 'Bright Tutors' },
        'The school name is set in the School Profile (PUT /school-profile), not in the invoice settings',
      ],
      [
        { ...initialSettings, overdueReminders: { enabled: true, days: [14, 7] } },
        'Reminder days must be in ascending order, each once',
      ],
      [
        { ...initialSettings, overdueReminders: { enabled: true, days: [0] } },
        'Reminder days must be between 1 and 90',
      ],
      [
        { ...initialSettings, overdueReminders: { enabled: true, days: [91] } },
        'Reminder days must be between 1 and 90',
      ],
      [
        { ...initialSettings, overdueReminders: { enabled: true, days: [1, 2, 3, 4, 5] } },
        'At most 4 reminder days',
      ],
    ];
    for (const [body, message] of refusals) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await put({ ...initialSettings, extra: 1 })).status).toBe(400);
    expect(await readSettings(runtime.api, token)).toEqual(initialSettings);
    // Admin reads invoices, but the settings are super_admin's.
    const byAdmin = await request(runtime.api, 'GET', '/invoices/settings', { token: school.admin.token });
    expect(byAdmin.status).toBe(403);
  });

  it('starts lines at the default rate of the currency and computes amounts and tax in minor units', async () => {
    const { student, period } = await lessonsInFreshMonth([7, 14, 21]);
    const before = await generateInvoice(runtime.api, token, {
      studentId: student._id,
      dateRangeType: 'custom',
      startDate: isoDay(period.year, period.month, 1),
      endDate: isoDay(period.year, period.month, 7),
      currency: 'GBP',
    });
    expect(before).toMatchObject({ subtotal: 40, taxRate: 0, tax: 0, total: 40 });
    try {
      const saved = await saveSettings(runtime.api, token, {
        defaultRates: { GBP: 33.33, AED: 150.5 },
        taxRates: { GBP: 7.5, AED: 5 },
      });
      expect(saved).toEqual({
        defaultRates: { GBP: 33.33, AED: 150.5 },
        taxRates: { GBP: 7.5, AED: 5 },
        // Left out of the change, the overdue emails, the Xero codes, the saved items, the sibling rule and the rates stay.
        overdueReminders: initialSettings.overdueReminders,
        xero: initialSettings.xero,
        savedItems: [],
        siblingDiscount: null,
        rates: { subjects: [], teachers: [], students: [] },
      });
      expect(await readSettings(runtime.api, token)).toEqual(saved);
      // AED: 150.50 × 2 = 301.00; 5 % of it is 15.05.
      const aed = await generateInvoice(runtime.api, token, monthBody(student._id, period, 'AED'));
      expect(aed.items.map((item) => [item.rate, item.currentRate, item.amount])).toEqual([
        [150.5, 150.5, 150.5],
        [150.5, 150.5, 150.5],
      ]);
      expect(aed).toMatchObject({ subtotal: 301, taxRate: 5, tax: 15.05, total: 316.05 });
      // Invoices generated before keep their rates.
      expect(await getInvoice(runtime.api, token, before._id)).toEqual(before);

      // 3 × 33.33 = 99.99 (not 99.99000000000001); 7.5 % of 99.99 is 7.49925, rounded to 7.50.
      const student2 = await freshStudent();
      await bookMonth(runtime.api, token, {
        student: student2._id,
        teacher: school.teacherB.id,
        ...period,
        days: [7, 14, 21],
      });
      const gbp = await generateInvoice(runtime.api, token, monthBody(student2._id, period, 'GBP'));
      expect(gbp.items.map((item) => item.amount)).toEqual([33.33, 33.33, 33.33]);
      expect(gbp).toMatchObject({ subtotal: 99.99, taxRate: 7.5, tax: 7.5, total: 107.49 });

      // Half a minor unit of tax rounds up: 5 % of AED 451.50 is 22.575 → 22.58.
      const student3 = await freshStudent('B');
      await bookMonth(runtime.api, token, {
        student: student3._id,
        teacher: school.teacherA.id,
        ...period,
        days: [8, 15, 22],
      });
      const rounded = await generateInvoice(runtime.api, token, monthBody(student3._id, period, 'AED'));
      expect(rounded).toMatchObject({ subtotal: 451.5, tax: 22.58, total: 474.08 });
      // Line rates edited on the draft are summed in minor units too: 0.10 + 0.20 + 0.30 = 0.60.
      const answer = await request(runtime.api, 'PUT', `/invoices/${rounded._id}`, {
        token,
        body: {
          items: rounded.items.map((item, index) => ({ _id: item._id, rate: [0.1, 0.2, 0.3][index] })),
        },
      });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data).toMatchObject({ subtotal: 0.6, tax: 0.03, total: 0.63 });
    } finally {
      await saveSettings(runtime.api, token, initialSettings);
    }
  });

  it('ignores amounts sent by the client: unknown fields in the generation body are refused', async () => {
    const student = await freshStudent();
    const period = nextMonth();
    await bookAt(runtime.api, token, {
      student: student._id,
      teacher: school.teacherA.id,
      date: isoDay(period.year, period.month, 3),
    });
    for (const extra of [{ total: 1 }, { rate: 1 }, { items: [] }, { invoiceNumber: 'INV-1999-0001' }]) {
      await expectRefusedAndNothingChanged(
        runtime.api,
        token,
        () => generate({ ...monthBody(student._id, period, 'GBP'), ...extra }),
        { status: 400 },
      );
    }
    const invoice = await generateInvoice(runtime.api, token, monthBody(student._id, period, 'GBP'));
    expect(invoice).toMatchObject({ subtotal: 40, total: 40 });
  });
});

describe('generation requests that are refused', () => {
  it('answers each invalid request with its message and changes nothing, leaving the period free', async () => {
    const { student, period, lessons } = await lessonsInFreshMonth([9, 23]);
    const valid = monthBody(student._id, period, 'GBP');
    // The last number taken before the refusals.
    const markerStudent = await freshStudent();
    await bookAt(runtime.api, token, {
      student: markerStudent._id,
      teacher: school.teacherB.id,
      date: isoDay(period.year, period.month, 9),
    });
    const marker = await generateInvoice(runtime.api, token, monthBody(markerStudent._id, period, 'GBP'));
    const custom = { studentId: student._id, dateRangeType: 'custom', currency: 'GBP' };
    const start = isoDay(period.year, period.month, 10);
    const cases: [unknown, number, string, string?][] = [
      [{}, 400, 'Please select a student', 'studentId'],
      [{ ...valid, studentId: undefined }, 400, 'Please select a student', 'studentId'],
      [{ ...valid, studentId: '' }, 400, 'Please select a student', 'studentId'],
      [{ ...valid, studentId: 'abc' }, 400, 'Invalid ID format', 'studentId'],
      [{ ...valid, studentId: 'ABCDEF0123456789ABCDEF01' }, 400, 'Invalid ID format', 'studentId'],
      [{ ...valid, studentId: unknownId }, 404, 'Student not found'],
      [{ ...valid, studentId: school.familyA.id }, 404, 'Student not found'],
      [{ ...valid, month: 13 }, 400, 'Month must be a number from 1 to 12', 'month'],
      [{ ...valid, month: 0 }, 400, 'Month must be a number from 1 to 12', 'month'],
      [{ ...valid, month: 2.5 }, 400, 'Month must be a number from 1 to 12', 'month'],
      [{ ...valid, month: 'March' }, 400, 'Month must be a number from 1 to 12', 'month'],
      [{ ...valid, month: undefined }, 400, 'Please select a month', 'month'],
      [{ ...valid, year: undefined }, 400, 'Please select a year', 'year'],
      [{ ...valid, year: 1999 }, 400, 'Year must be 2000 or later', 'year'],
      [
        { ...valid, currency: undefined },
        400,
        'Please select a student, a period and a currency',
        'currency',
      ],
      [{ ...valid, currency: 'USD' }, 400, 'Please select a student, a period and a currency', 'currency'],
      [{ ...valid, dateRangeType: 'week' }, 400, 'Date range type must be month or custom', 'dateRangeType'],
      [{ ...custom, endDate: start }, 400, 'Please select a start date (YYYY-MM-DD)', 'startDate'],
      [
        { ...custom, startDate: `${period.year}-02-30`, endDate: start },
        400,
        'Please select a start date (YYYY-MM-DD)',
        'startDate',
      ],
      [{ ...custom, startDate: start }, 400, 'Please select an end date (YYYY-MM-DD)', 'endDate'],
      [
        { ...custom, startDate: start, endDate: isoDay(period.year, period.month, 9) },
        400,
        'End date must be on or after the start date',
        'endDate',
      ],
      [
        { ...custom, startDate: '2027-01-01', endDate: '2028-01-02' },
        400,
        'A custom date range can cover at most one year',
        'endDate',
      ],
    ];
    for (const [body, status, message, field] of cases) {
      await expectRefusedAndNothingChanged(
        runtime.api,
        token,
        () => generate(body),
        { status, message },
        { years: [period.year] },
      ).then((answer) => {
        if (field) expect(answer.body.errors?.[field], JSON.stringify(body)).toBe(message);
      });
    }
    // Other roles are refused before anything runs.
    for (const caller of [school.admin, school.teacherA, school.familyA, school.familyB]) {
      const answer = await generateRequest(runtime.api, caller.token, valid);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Only the Super Administrator can change invoices');
    }
    expect((await generateRequest(runtime.api, undefined, valid)).status).toBe(401);

    // Nothing was claimed and no number was taken: the period bills both lessons, with the next number.
    const invoice = await generateInvoice(runtime.api, token, valid);
    expect(invoice.items.map((item) => item.lessonId)).toEqual(idsOf(lessons));
    expect(numberOf(invoice)).toBe(numberOf(marker) + 1);
  });
});

function summarize(answers: ApiAnswer[]): string {
  return answers.map((answer) => `${answer.status} ${answer.text.slice(0, 160)}`).join('\n');
}
