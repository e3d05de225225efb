import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateAllJob } from '../../shared/schemas/invoice-job-schemas';
import type { AuditEntry } from '../../shared/schemas/audit-schemas';
import type { Student } from '../../shared/schemas/student-schemas';
import { request } from './support/http';
import {
  addItemRequest,
  bookAt,
  generateInvoice,
  getInvoice,
  rateRequest,
  readSettings,
  saveSettings,
  updateInvoice,
  type Invoice,
  type InvoiceSettingsBody,
} from './support/invoice-fixtures';
import { unknownId } from './support/lesson-fixtures';
import { createStudent, subjectIds } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/*
 * Issue 36, rates: the default hourly rate per currency, overridden per
 * subject, teacher and student (docs/invoice-lines.md#rates). Generation takes
 * the most specific (student > teacher > subject > default) and each lesson
 * line says which (`rateSource`).
 */
const { runtime, school } = useSchoolWithPeople();
let token: string;

type Rates = NonNullable<InvoiceSettingsBody['rates']>;
const noRates: Rates = { subjects: [], teachers: [], students: [] };

beforeAll(() => {
  token = school.superAdmin.token;
});

afterEach(async () => {
  const settings = await readSettings(runtime.api, token);
  await saveSettings(runtime.api, token, { ...settings, rates: noRates });
});

let studentCounter = 0;
async function freshStudent(): Promise<Student> {
  studentCounter += 1;
  return createStudent(runtime.api, token, {
    name: `Rate Student ${studentCounter}`,
    parentId: school.familyA.id,
    subjects: [subjectIds.maths, subjectIds.english],
  });
}

const putSettings = (body: unknown, as = token) =>
  request(runtime.api, 'PUT', '/invoices/settings', { token: as, body });

async function saveRates(rates: Partial<Rates>) {
  const settings = await readSettings(runtime.api, token);
  return saveSettings(runtime.api, token, { ...settings, rates: { ...noRates, ...rates } });
}

const book = (student: string, teacher: string, date: string, subject: string) =>
  bookAt(runtime.api, token, { student, teacher, date, subject, timezone: 'UK' });

const lessonLines = (invoice: Invoice) => invoice.items.filter((item) => item.kind === 'lesson');
/** Each lesson line as [teacher, subject, hourly rate, rateSource], in lesson order. */
const ratesOf = (invoice: Invoice) =>
  lessonLines(invoice).map((item) => [item.teacherName, item.subject, item.rate, item.rateSource]);

describe('rates in the invoice settings', () => {
  it('saves, answers and audits rates per subject, teacher and student; a PUT without them keeps them', async () => {
    const student = await freshStudent();
    const rates: Rates = {
      subjects: [{ id: subjectIds.maths, currency: 'GBP', hourlyRate: 30 }],
      teachers: [{ id: school.teacherB.id, currency: 'AED', hourlyRate: 250.5 }],
      students: [{ id: student._id, currency: 'GBP', hourlyRate: 25 }],
    };
    const saved = await saveRates(rates);
    expect(saved.rates).toEqual(rates);
    expect((await readSettings(runtime.api, token)).rates).toEqual(rates);

    const { rates: _left, ...withoutRates } = await readSettings(runtime.api, token);
    const kept = await saveSettings(runtime.api, token, {
      ...withoutRates,
      defaultRates: { GBP: 41, AED: 200 },
    });
    expect(kept.rates).toEqual(rates);
    await saveSettings(runtime.api, token, { ...withoutRates, defaultRates: { GBP: 40, AED: 200 } });

    const audit = await request(runtime.api, 'GET', '/audit-log?action=settings.invoice&limit=50', { token });
    expect(audit.status, audit.text).toBe(200);
    const entries = audit.body.data as AuditEntry[];
    expect(entries.some((entry) => JSON.stringify(entry.after ?? {}).includes(student._id))).toBe(true);
  });

  it('refuses unknown ids, a family as a teacher, two rates in one currency and bad rates, changing nothing', async () => {
    const settings = await readSettings(runtime.api, token);
    const withRates = (rates: Partial<Rates>) => ({ ...settings, rates: { ...noRates, ...rates } });
    const refusals: [unknown, string][] = [
      [
        withRates({ subjects: [{ id: unknownId, currency: 'GBP', hourlyRate: 30 }] }),
        `No subject has the id ${unknownId}: remove its rate`,
      ],
      [
        withRates({ teachers: [{ id: school.familyA.id, currency: 'GBP', hourlyRate: 30 }] }),
        `No teacher has the id ${school.familyA.id}: remove its rate`,
      ],
      [
        withRates({ students: [{ id: school.teacherA.id, currency: 'GBP', hourlyRate: 30 }] }),
        `No student has the id ${school.teacherA.id}: remove its rate`,
      ],
      [
        withRates({
          subjects: [
            { id: subjectIds.maths, currency: 'GBP', hourlyRate: 30 },
            { id: subjectIds.maths, currency: 'GBP', hourlyRate: 35 },
          ],
        }),
        `The subject ${subjectIds.maths} has two GBP rates: keep one`,
      ],
      [
        withRates({ subjects: [{ id: subjectIds.maths, currency: 'GBP', hourlyRate: 0 }] }),
        'Please enter a valid rate',
      ],
      [
        {
          ...settings,
          rates: { ...noRates, subjects: [{ id: subjectIds.maths, currency: 'USD', hourlyRate: 30 }] },
        },
        'Currency must be GBP or AED',
      ],
      [withRates({ subjects: [{ id: 'nope', currency: 'GBP', hourlyRate: 30 }] }), ''],
      [{ ...settings, rates: { subjects: [] } }, ''],
    ];
    for (const [body, message] of refusals) {
      const answer = await putSettings(body);
      expect(answer.status, answer.text).toBe(400);
      if (message) expect(answer.body.message).toBe(message);
    }
    expect(await readSettings(runtime.api, token)).toEqual(settings);
  });

  it('lets only the super_admin change them', async () => {
    const settings = await readSettings(runtime.api, token);
    const body = {
      ...settings,
      rates: { ...noRates, subjects: [{ id: subjectIds.maths, currency: 'GBP', hourlyRate: 30 }] },
    };
    for (const as of [school.admin.token, school.teacherA.token, school.familyA.token]) {
      expect((await putSettings(body, as)).status).toBe(403);
    }
    expect(await readSettings(runtime.api, token)).toEqual(settings);
  });
});

describe('generation bills the most specific rate and says which', () => {
  it('takes the student’s, then the teacher’s, then the subject’s rate, then the default, in the invoice currency', async () => {
    const student = await freshStudent();
    const other = await freshStudent();
    await saveRates({
      subjects: [
        { id: subjectIds.maths, currency: 'GBP', hourlyRate: 30 },
        { id: subjectIds.english, currency: 'AED', hourlyRate: 150 },
      ],
      teachers: [{ id: school.teacherB.id, currency: 'GBP', hourlyRate: 50 }],
      students: [{ id: other._id, currency: 'GBP', hourlyRate: 25 }],
    });
    await book(student._id, school.teacherA.id, '2026-01-05', subjectIds.maths);
    await book(student._id, school.teacherA.id, '2026-01-06', subjectIds.english);
    await book(student._id, school.teacherB.id, '2026-01-07', subjectIds.maths);
    await book(other._id, school.teacherB.id, '2026-01-08', subjectIds.maths);

    const month = { dateRangeType: 'month', month: 1, year: 2026, currency: 'GBP' } as const;
    const invoice = await generateInvoice(runtime.api, token, { studentId: student._id, ...month });
    expect(ratesOf(invoice)).toEqual([
      ['Tess Teacher', 'KS2 Maths', 30, 'subject'],
      ['Tess Teacher', 'KS2 English', 40, 'default'],
      ['Tom Teacher', 'KS2 Maths', 50, 'teacher'],
    ]);
    expect(invoice.subtotal).toBe(120);
    const theirs = await generateInvoice(runtime.api, token, { studentId: other._id, ...month });
    expect(ratesOf(theirs)).toEqual([['Tom Teacher', 'KS2 Maths', 25, 'student']]);
    // Read back as stored, not only as generation answered.
    expect(ratesOf(await getInvoice(runtime.api, token, invoice._id))).toEqual(ratesOf(invoice));
  });

  it('reads the overrides of the invoice currency only', async () => {
    const student = await freshStudent();
    await saveRates({
      subjects: [{ id: subjectIds.english, currency: 'AED', hourlyRate: 150 }],
      students: [{ id: student._id, currency: 'GBP', hourlyRate: 25 }],
    });
    await book(student._id, school.teacherA.id, '2026-02-03', subjectIds.english);
    await book(student._id, school.teacherA.id, '2026-02-04', subjectIds.maths);
    const invoice = await generateInvoice(runtime.api, token, {
      studentId: student._id,
      dateRangeType: 'month',
      month: 2,
      year: 2026,
      currency: 'AED',
    });
    expect(ratesOf(invoice)).toEqual([
      ['Tess Teacher', 'KS2 English', 150, 'subject'],
      ['Tess Teacher', 'KS2 Maths', 200, 'default'],
    ]);
  });

  it('generate-all bills each student at its own most specific rate', async () => {
    const first = await freshStudent();
    const second = await freshStudent();
    await saveRates({
      subjects: [{ id: subjectIds.maths, currency: 'GBP', hourlyRate: 30 }],
      students: [{ id: second._id, currency: 'GBP', hourlyRate: 20 }],
    });
    await book(first._id, school.teacherA.id, '2026-03-03', subjectIds.maths);
    await book(second._id, school.teacherA.id, '2026-03-04', subjectIds.maths);
    const started = await request(runtime.api, 'POST', '/invoices/generate-all', {
      token,
      body: { dateRangeType: 'month', month: 3, year: 2026, currency: 'GBP' },
    });
    expect(started.status, started.text).toBe(202);
    const jobId = started.body.data.jobId as string;
    let job: GenerateAllJob | undefined;
    for (let attempt = 0; attempt < 600 && (!job || job.status === 'running'); attempt++) {
      if (job) await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await request(runtime.api, 'GET', `/invoices/generate-all/${jobId}`, { token })).body.data;
    }
    expect(job?.status).toBe('done');
    const invoiceOf = async (studentId: string) => {
      const list = await request(runtime.api, 'GET', `/invoices?studentId=${studentId}`, { token });
      expect(list.status, list.text).toBe(200);
      const [row] = list.body.data.invoices as { _id: string }[];
      return getInvoice(runtime.api, token, row!._id);
    };
    const firstInvoice = await invoiceOf(first._id);
    const secondInvoice = await invoiceOf(second._id);
    expect(ratesOf(firstInvoice)).toEqual([['Tess Teacher', 'KS2 Maths', 30, 'subject']]);
    expect(ratesOf(secondInvoice)).toEqual([['Tess Teacher', 'KS2 Maths', 20, 'student']]);
  });

  it('adds a lesson to a draft at its rate; a rate set by hand names no source', async () => {
    const student = await freshStudent();
    await saveRates({ teachers: [{ id: school.teacherA.id, currency: 'GBP', hourlyRate: 45 }] });
    await book(student._id, school.teacherB.id, '2026-04-06', subjectIds.maths);
    const invoice = await generateInvoice(runtime.api, token, {
      studentId: student._id,
      dateRangeType: 'month',
      month: 4,
      year: 2026,
      currency: 'GBP',
    });
    expect(ratesOf(invoice)).toEqual([['Tom Teacher', 'KS2 Maths', 40, 'default']]);
    const late = await book(student._id, school.teacherA.id, '2026-04-07', subjectIds.maths);
    const added = await addItemRequest(runtime.api, token, invoice._id, { lessonId: late._id });
    expect(added.status, added.text).toBe(200);
    expect(ratesOf(added.body.data as Invoice)).toEqual([
      ['Tom Teacher', 'KS2 Maths', 40, 'default'],
      ['Tess Teacher', 'KS2 Maths', 45, 'teacher'],
    ]);

    const [first, second] = lessonLines(added.body.data as Invoice);
    const patched = await rateRequest(runtime.api, token, invoice._id, first!._id, 35);
    expect(patched.status, patched.text).toBe(200);
    expect(ratesOf(patched.body.data as Invoice)).toEqual([
      ['Tom Teacher', 'KS2 Maths', 35, undefined],
      ['Tess Teacher', 'KS2 Maths', 45, 'teacher'],
    ]);
    // PUT keeps a line whose rate it does not change, source and all.
    const put = await updateInvoice(runtime.api, token, invoice._id, {
      items: [
        { _id: first!._id, rate: 35 },
        { _id: second!._id, rate: 45 },
      ],
    });
    expect(ratesOf(put)[1]).toEqual(['Tess Teacher', 'KS2 Maths', 45, 'teacher']);
    const changed = await updateInvoice(runtime.api, token, invoice._id, {
      items: [
        { _id: first!._id, rate: 35 },
        { _id: second!._id, rate: 48 },
      ],
    });
    expect(ratesOf(changed)[1]).toEqual(['Tess Teacher', 'KS2 Maths', 48, undefined]);
  });
});
