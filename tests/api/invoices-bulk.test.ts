import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerateAllJob, SendDraftsJob } from '../../shared/schemas/invoice-job-schemas';
import type { Student } from '../../shared/schemas/student-schemas';
import { request } from './support/http';
import {
  bookAt,
  generateInvoice,
  getInvoice,
  isoDay,
  listAll,
  type Invoice,
} from './support/invoice-fixtures';
import { emailsAfterDrain, emailsTo, parsedMime } from './support/mail-store';
import { bookSeries, postLesson, putLesson } from './support/lesson-fixtures';
import { createSecondChildOfFamilyA, subjectIds } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople({ email: true });
let token: string;
/** familyA's second child: no subjects. */
let childA2: Student;

beforeAll(async () => {
  token = school.superAdmin.token;
  childA2 = await createSecondChildOfFamilyA(runtime.api, school);
});

const notAllocated =
  "The subject must be one of the student's subjects: choose one of the subjects allocated to this student";

type JobKind = 'generate-all' | 'send-drafts';

async function startJob(kind: JobKind, body: unknown): Promise<string> {
  const answer = await request(runtime.api, 'POST', `/invoices/${kind}`, { token, body });
  expect(answer.status, answer.text).toBe(202);
  return answer.body.data.jobId as string;
}

/** Polls the job until it is no longer running (the work runs outside the request that started it). */
async function finished<T extends { status: string }>(kind: JobKind, jobId: string): Promise<T> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const answer = await request(runtime.api, 'GET', `/invoices/${kind}/${jobId}`, { token });
    expect(answer.status, answer.text).toBe(200);
    if (answer.body.data.status !== 'running') return answer.body.data as T;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${jobId} still running`);
}

const generateAll = async (month: number, year: number) =>
  finished<GenerateAllJob>(
    'generate-all',
    await startJob('generate-all', { dateRangeType: 'month', month, year, currency: 'GBP' }),
  );

const book = (student: string, teacher: string, date: string, subject?: string) =>
  bookAt(runtime.api, token, { student, teacher, date, ...(subject ? { subject } : {}) });

describe('a lesson carries one of its student’s subjects', () => {
  it('books, edits and repeats a lesson only with an allocated subject, and bills its name', async () => {
    const base = { student: school.childA1._id, teacher: school.teacherA.id, timezone: 'UAE' };
    const refused = await postLesson(runtime.api, token, {
      ...base,
      startTime: '2027-01-04T06:00:00.000Z',
      subject: subjectIds.science,
    });
    expect([refused.status, refused.body.message]).toEqual([400, notAllocated]);

    const lesson = await book(school.childA1._id, school.teacherA.id, '2027-01-05', subjectIds.maths);
    expect([lesson.subject, lesson.subjectName]).toEqual([subjectIds.maths, 'KS2 Maths']);
    const edit = await putLesson(runtime.api, token, lesson._id, { subject: subjectIds.science });
    expect([edit.status, edit.body.message]).toEqual([400, notAllocated]);
    // The same subject for a student who does not have it.
    const moved = await putLesson(runtime.api, token, lesson._id, { student: school.childB1._id });
    expect([moved.status, moved.body.message]).toEqual([400, notAllocated]);
    const renamed = await putLesson(runtime.api, token, lesson._id, { subject: subjectIds.english });
    expect(renamed.body.data.subjectName).toBe('KS2 English');

    const series = await request(runtime.api, 'POST', '/recurring-lessons', {
      token,
      body: {
        ...base,
        startDate: '2027-01-11',
        endDate: '2027-01-12',
        startTime: '10:00',
        recurrencePattern: 'daily',
        subject: subjectIds.science,
      },
    });
    expect([series.status, series.body.message]).toEqual([400, notAllocated]);
    const booked = await bookSeries(runtime.api, token, {
      ...base,
      timezone: 'UAE',
      startDate: '2027-01-11',
      endDate: '2027-01-12',
      startTime: '10:00',
      recurrencePattern: 'daily',
      daysOfWeek: [],
      subject: subjectIds.maths,
    });
    expect(booked.lessons.map((each) => each.subjectName)).toEqual(['KS2 Maths', 'KS2 Maths']);

    // A lesson without a subject still bills as 'Not specified'.
    await book(school.childA1._id, school.teacherA.id, '2027-01-20');
    const invoice = await generateInvoice(runtime.api, token, {
      studentId: school.childA1._id,
      dateRangeType: 'month',
      month: 1,
      year: 2027,
      currency: 'GBP',
    });
    expect(invoice.items.map((item) => item.subject)).toEqual([
      'KS2 English',
      'KS2 Maths',
      'KS2 Maths',
      'Not specified',
    ]);
  });
});

describe('generating every student’s invoice at once', () => {
  it('drafts one invoice per student with lessons and lists the skipped with the reason', async () => {
    await book(school.childA1._id, school.teacherA.id, '2027-03-02', subjectIds.maths);
    await book(school.childA1._id, school.teacherA.id, '2027-03-09', subjectIds.english);
    await book(school.childB1._id, school.teacherB.id, '2027-03-03', subjectIds.science);
    const single = await generateInvoice(runtime.api, token, {
      studentId: school.childB1._id,
      dateRangeType: 'month',
      month: 3,
      year: 2027,
      currency: 'GBP',
    });

    const job = await generateAll(3, 2027);
    expect(job.status).toBe('done');
    expect([job.total, job.processed]).toEqual([3, 3]);
    expect(job.failed).toEqual([]);
    expect(job.created).toHaveLength(1);
    const drafted = await getInvoice(runtime.api, token, job.created[0]!);
    expect([drafted.student._id, drafted.status, drafted.items.length]).toEqual([
      school.childA1._id,
      'draft',
      2,
    ]);
    expect(job.skipped.sort((a, b) => a.studentName.localeCompare(b.studentName))).toEqual([
      { studentId: childA2._id, studentName: 'Ann A2', reason: 'No lessons to bill in this period' },
      {
        studentId: school.childB1._id,
        studentName: 'Ben B1',
        reason: 'Already invoiced for this period and currency',
      },
    ]);
    expect(single.status).toBe('draft');
  });

  it('run twice at once and beside a single generation, makes one invoice per student and no gap in the numbers', async () => {
    const students = [school.childA1._id, school.childB1._id, childA2._id];
    const teachers = [school.teacherA.id, school.teacherB.id, school.teacherA.id];
    for (const [index, student] of students.entries())
      await book(student, teachers[index]!, isoDay(2027, 4, 5 + index));

    const [first, second, single] = await Promise.all([
      startJob('generate-all', { month: 4, year: 2027, currency: 'GBP' }),
      startJob('generate-all', { month: 4, year: 2027, currency: 'GBP' }),
      request(runtime.api, 'POST', '/invoices/generate', {
        token,
        body: { studentId: childA2._id, month: 4, year: 2027, currency: 'GBP' },
      }),
    ]);
    const jobs = [
      await finished<GenerateAllJob>('generate-all', first),
      await finished<GenerateAllJob>('generate-all', second),
    ];
    const made = [...jobs.flatMap((job) => job.created)];
    if (single.status === 201) made.push((single.body.data as Invoice)._id);
    else expect(single.status).toBe(409);
    expect(jobs.map((job) => job.status)).toEqual(['done', 'done']);
    expect(jobs.flatMap((job) => job.failed)).toEqual([]);

    const april = await listAll(runtime.api, token, { month: 4, year: 2027, currency: 'GBP' });
    expect(april.map((invoice) => invoice._id).sort()).toEqual([...made].sort());
    expect(april.map((invoice) => invoice.student._id).sort()).toEqual([...students].sort());
    // Every number of the year, in order, from 1 with no gap (every invoice of this file is issued this year).
    const numbers = (await listAll(runtime.api, token))
      .map((invoice) => Number(invoice.invoiceNumber.slice(-4)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });
});

describe('sending every draft of a month', () => {
  it('sends each draft of the month and emails each family, leaving other months alone', async () => {
    await book(school.childA1._id, school.teacherA.id, '2027-05-04', subjectIds.maths);
    await book(school.childB1._id, school.teacherB.id, '2027-05-05', subjectIds.science);
    await book(school.childB1._id, school.teacherB.id, '2027-06-07', subjectIds.science);
    const may = await generateAll(5, 2027);
    const june = await generateAll(6, 2027);
    expect([may.created.length, june.created.length]).toEqual([2, 1]);

    const job = await finished<SendDraftsJob>(
      'send-drafts',
      await startJob('send-drafts', { month: 5, year: 2027 }),
    );
    expect([job.status, job.total, job.processed, job.failed]).toEqual(['done', 2, 2, []]);
    expect([...job.sent].sort()).toEqual([...may.created].sort());
    for (const id of may.created) expect((await getInvoice(runtime.api, token, id)).status).toBe('sent');
    expect((await getInvoice(runtime.api, token, june.created[0]!)).status).toBe('draft');

    const emails = await emailsAfterDrain(runtime.mail!);
    for (const family of [school.familyA, school.familyB])
      expect(
        emailsTo(emails, family.email).filter((email) => email.subject.startsWith('Invoice INV-')),
      ).toHaveLength(1);
  });

  it('sends a family with two children one email listing both invoices with one total and both PDFs', async () => {
    await book(school.childA1._id, school.teacherA.id, '2027-09-06', subjectIds.maths);
    await book(childA2._id, school.teacherA.id, '2027-09-07');
    await book(childA2._id, school.teacherA.id, '2027-09-14');
    await book(school.childB1._id, school.teacherB.id, '2027-09-08', subjectIds.science);
    const september = await generateAll(9, 2027);
    expect(september.created).toHaveLength(3);
    const before = (await emailsAfterDrain(runtime.mail!)).length;

    const job = await finished<SendDraftsJob>(
      'send-drafts',
      await startJob('send-drafts', { month: 9, year: 2027 }),
    );
    expect([job.status, job.total, job.processed, job.failed]).toEqual(['done', 3, 3, []]);
    expect([...job.sent].sort()).toEqual([...september.created].sort());
    const invoices = await Promise.all(september.created.map((id) => getInvoice(runtime.api, token, id)));
    expect(invoices.map((invoice) => invoice.status)).toEqual(['sent', 'sent', 'sent']);
    const familyA = invoices.filter((invoice) => invoice.parent._id === school.familyA.id);
    expect(familyA).toHaveLength(2);

    const emails = (await emailsAfterDrain(runtime.mail!)).slice(before);
    const toA = emailsTo(emails, school.familyA.email);
    expect(toA.map((email) => email.subject)).toEqual([
      `Invoices for September 2027: £${(familyA[0]!.total + familyA[1]!.total).toFixed(2)} due ${dueLabel(familyA[0]!.dueDate)}`,
    ]);
    const mime = await parsedMime(runtime.mail!.url, toA[0]!);
    for (const invoice of familyA) {
      expect(mime.text).toContain(`${invoice.invoiceNumber}: ${invoice.student.name}`);
      expect(mime.html).toContain(`/dashboard/invoices/${invoice._id}`);
    }
    expect(mime.text).toContain(`/dashboard/families/${school.familyA.id}/statement`);
    expect(mime.attachments.map((file) => file.filename).sort()).toEqual(
      familyA.map((invoice) => `${invoice.invoiceNumber}.pdf`).sort(),
    );
    for (const file of mime.attachments) expect(file.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A family with one child's invoice gets the invoice's own email, as a single send writes it.
    expect(
      emailsTo(emails, school.familyB.email).map((email) => email.subject.startsWith('Invoice INV-')),
    ).toEqual([true]);

    // The bell says it once too.
    const bell = await request(runtime.api, 'GET', '/notifications', { token: school.familyA.token });
    expect(bell.status, bell.text).toBe(200);
    expect(JSON.stringify(bell.body.data)).toContain('2 invoices sent');
  });
});

/** "30 September 2027" from a due date, as the emails write it. */
const dueLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
