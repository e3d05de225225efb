import { beforeAll, describe, expect, it } from 'vitest';
import { schoolToday } from '../../shared/invoices/invoice-period';
import { request } from './support/http';
import { bookAt, generateInvoice, setStatus } from './support/invoice-fixtures';
import { createPerson, createStudent, uniqueEmail, type Person } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();

/** Names a spreadsheet would run or split if they were written as they are. */
const familyName = '=HYPERLINK("http://evil.example","Pay here")';
const studentName = 'Smith, "Junior"';
const teacherName = '@SUM(A1)';

let formulaTeacher: Person;
const invoiceNumbers: string[] = [];
/** A reason the CSV has to quote. */
const voidReason = 'Billed twice, see "June" invoice';
let voidedAt: string;

interface CsvAnswer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  /** Records split on CRLF, the BOM taken off; the last (empty) one dropped. */
  lines: string[];
}

/** GET an export as bytes: the BOM is what Excel needs, and `text()` would drop it. */
async function fetchCsv(
  path: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<CsvAnswer> {
  const response = await fetch(`${runtime.api}${path}`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    lines: text.split('\r\n').slice(0, -1),
  };
}

beforeAll(async () => {
  const token = school.superAdmin.token;
  const family = await createPerson(runtime.api, token, {
    name: familyName,
    email: uniqueEmail('formula-family'),
    password: 'formula-secret',
    role: 'user',
  });
  formulaTeacher = await createPerson(runtime.api, token, {
    name: teacherName,
    email: uniqueEmail('formula-teacher'),
    password: 'formula-secret',
    role: 'teacher',
  });
  const student = await createStudent(runtime.api, token, { name: studentName, parentId: family.id });
  // 1 March 01:00 in Dubai is 28 February in UTC; 31 March 23:00 in London is still 31 March there.
  const lessons = [
    { date: '2026-03-01', time: '01:00', timezone: 'UAE' as const, status: 'completed' as const },
    { date: '2026-03-31', time: '23:00', timezone: 'UK' as const, status: 'completed' as const },
    { date: '2026-02-10', time: '10:00', timezone: 'UK' as const, status: 'completed' as const },
    { date: '2026-03-12', time: '10:00', timezone: 'UK' as const, status: 'canceled' as const },
  ];
  for (const lesson of lessons)
    await bookAt(runtime.api, token, { student: student._id, teacher: formulaTeacher.id, ...lesson });
  await bookAt(runtime.api, token, {
    student: school.childA1._id,
    teacher: school.teacherA.id,
    date: '2026-03-05',
    status: 'completed',
  });
  const march = await generateInvoice(runtime.api, token, {
    studentId: student._id,
    month: 3,
    year: 2026,
    currency: 'GBP',
  });
  const february = await generateInvoice(runtime.api, token, {
    studentId: student._id,
    month: 2,
    year: 2026,
    currency: 'GBP',
  });
  await setStatus(runtime.api, token, february._id, 'sent');
  await setStatus(runtime.api, token, february._id, 'paid');
  invoiceNumbers.push(march.invoiceNumber, february.invoiceNumber);
  // Issued today for a month no other export here covers, then voided.
  await bookAt(runtime.api, token, {
    student: school.childA1._id,
    teacher: school.teacherA.id,
    date: '2024-06-12',
    status: 'completed',
  });
  const june = await generateInvoice(runtime.api, token, {
    studentId: school.childA1._id,
    month: 6,
    year: 2024,
    currency: 'GBP',
  });
  await setStatus(runtime.api, token, june._id, 'sent');
  const voided = await request(runtime.api, 'POST', `/invoices/${june._id}/void`, {
    token,
    body: { reason: voidReason },
  });
  expect(voided.status, voided.text).toBe(200);
  voidedAt = (voided.body.data as { voidedAt: string }).voidedAt;
  invoiceNumbers.push(june.invoiceNumber);
}, 120_000);

describe('GET /invoices/export.csv', () => {
  it('answers the invoices issued in the range as Excel-ready CSV: BOM, quoting, formulas neutralised, gzip, void ones with when and why', async () => {
    const today = schoolToday();
    const answer = await fetchCsv(`/invoices/export.csv?from=${today}&to=${today}`, school.admin.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="invoices-${today}-to-${today}.csv"`,
    );
    expect(answer.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(answer.lines).toEqual([
      'Invoice number,Issue date,Due date,Family,Student,Currency,Subtotal,Tax,Total,Paid,Balance,Status,Voided on,Void reason',
      // Three lessons billed at £40 in March (the canceled one is not), one in February, paid.
      expect.stringMatching(
        new RegExp(
          `^${invoiceNumbers[0]},${today},\\d{4}-\\d{2}-\\d{2},"'=HYPERLINK\\(""http://evil.example"",""Pay here""\\)","Smith, ""Junior""",GBP,80.00,0.00,80.00,0.00,80.00,Draft,,$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`^${invoiceNumbers[1]},${today},.*,GBP,40.00,0.00,40.00,40.00,0.00,Paid,,$`),
      ),
      // Void: nothing paid and nothing owed, the day it was voided and the reason, quoted.
      expect.stringMatching(
        new RegExp(
          `^${invoiceNumbers[2]},${today},.*,GBP,(\\d+\\.\\d{2}),0\\.00,\\1,0\\.00,0\\.00,Void,${schoolToday(new Date(voidedAt))},"Billed twice, see ""June"" invoice"$`,
        ),
      ),
    ]);
  });

  it('leaves out invoices issued outside the range, and sends plain CSV to a client without gzip', async () => {
    const answer = await fetchCsv(
      '/invoices/export.csv?from=2026-01-01&to=2026-01-31',
      school.superAdmin.token,
      {
        'accept-encoding': 'identity',
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.lines).toHaveLength(1);
  });

  it.each([
    ['?from=2026-03-02&to=2026-03-01', 'to must not be before from'],
    ['?from=2026-01-01&to=2027-01-02', 'An export covers at most 366 days: choose a shorter range'],
    ['?from=2026-02-30&to=2026-03-01', 'from must be a real date'],
    ['?to=2026-03-01', 'from is required (YYYY-MM-DD)'],
  ])('refuses %s with a 400', async (query, message) => {
    const answer = await request(runtime.api, 'GET', `/invoices/export.csv${query}`, {
      token: school.admin.token,
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(message);
  });
});

describe('GET /lessons/export.csv', () => {
  const header = 'Teacher,Date,Time,Time zone,Student,Subject,Duration (minutes),Status,Attendance';
  const formulaRow = (date: string, time: string, zone: string, status: string) =>
    `'@SUM(A1),${date},${time},${zone},"Smith, ""Junior""",Not specified,60,${status},`;

  it("lists the range's lessons by each lesson's own date and clock, every teacher's", async () => {
    const answer = await fetchCsv('/lessons/export.csv?from=2026-03-01&to=2026-03-31', school.admin.token);
    expect(answer.status).toBe(200);
    expect(answer.lines).toEqual([
      header,
      formulaRow('2026-03-01', '01:00', 'UAE', 'Completed'),
      `${school.teacherA.name},2026-03-05,10:00,UAE,${school.childA1.name},Not specified,60,Completed,`,
      formulaRow('2026-03-12', '10:00', 'UK', 'Canceled'),
      formulaRow('2026-03-31', '23:00', 'UK', 'Completed'),
    ]);
  });

  it("narrows to one teacher, and to a teacher's own lessons whatever it asks", async () => {
    const oneTeacher = await fetchCsv(
      `/lessons/export.csv?from=2026-03-02&to=2026-03-31&teacherId=${formulaTeacher.id}`,
      school.superAdmin.token,
    );
    expect(oneTeacher.lines).toEqual([
      header,
      formulaRow('2026-03-12', '10:00', 'UK', 'Canceled'),
      formulaRow('2026-03-31', '23:00', 'UK', 'Completed'),
    ]);
    const own = await fetchCsv('/lessons/export.csv?from=2026-03-01&to=2026-03-31', school.teacherA.token);
    expect(own.lines).toEqual([
      header,
      `${school.teacherA.name},2026-03-05,10:00,UAE,${school.childA1.name},Not specified,60,Completed,`,
    ]);
    const foreign = await request(
      runtime.api,
      'GET',
      `/lessons/export.csv?from=2026-03-01&to=2026-03-31&teacherId=${formulaTeacher.id}`,
      { token: school.teacherA.token },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ success: false, message: 'You can only export your own lessons' });
  });
});

/** Completed lessons nobody recorded attendance for (lesson-attendance.test.ts counts recorded ones). */
const notRecorded = (count: number) => ({
  present: 0,
  late: 0,
  absent_notified: 0,
  absent_unnotified: 0,
  notRecorded: count,
});

describe('GET /lessons/teacher-hours', () => {
  it('totals completed minutes per teacher per month, on each lesson’s own calendar', async () => {
    const answer = await request(runtime.api, 'GET', '/lessons/teacher-hours?from=2026-02&to=2026-03', {
      token: school.admin.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      months: ['2026-02', '2026-03'],
      teachers: [
        {
          teacherId: formulaTeacher.id,
          teacherName,
          months: [
            { month: '2026-02', minutes: 60, lessons: 1, attendance: notRecorded(1) },
            { month: '2026-03', minutes: 120, lessons: 2, attendance: notRecorded(2) },
          ],
          totalMinutes: 180,
          totalLessons: 3,
          totalAttendance: notRecorded(3),
        },
        {
          teacherId: school.teacherA.id,
          teacherName: school.teacherA.name,
          months: [{ month: '2026-03', minutes: 60, lessons: 1, attendance: notRecorded(1) }],
          totalMinutes: 60,
          totalLessons: 1,
          totalAttendance: notRecorded(1),
        },
      ],
      monthTotals: [
        { month: '2026-02', minutes: 60, lessons: 1, attendance: notRecorded(1) },
        { month: '2026-03', minutes: 180, lessons: 3, attendance: notRecorded(3) },
      ],
      totalMinutes: 240,
      totalLessons: 4,
    });
  });

  it('refuses a range of more than twelve months', async () => {
    const answer = await request(runtime.api, 'GET', '/lessons/teacher-hours?from=2025-01&to=2026-01', {
      token: school.admin.token,
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Teacher hours cover at most 12 months: choose a shorter range');
  });
});
