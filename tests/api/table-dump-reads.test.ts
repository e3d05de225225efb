import { groupActivity, type GroupableEvent } from '../../shared/activity-grouping';
import { defaultXeroSettings } from '../../shared/exports/xero-rows';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { readTheSchool, type ReadingAccount, type RecordedRead } from './support/school-reads';
import { useTestRuntime } from './support/test-runtime';

/**
 * A table written by the code before the typed data layer (the demo school and a
 * few accounts' traces, recorded at commit 008ca90 by tests/api/make-table-dump.test.ts)
 * is loaded as it was, and every account reads the school through today's code:
 * each answer must equal what that code answered on the same table. No item needs
 * migrating (docs/architecture.md#data-layer).
 */
const runtime = useTestRuntime();
const fixtures = new URL('./fixtures/table-dump-008ca90/', import.meta.url);
const unzipJson = (name: string) => JSON.parse(gunzipSync(readFileSync(new URL(name, fixtures))).toString());

interface Recording {
  months: { from: string; to: string };
  signIns: (ReadingAccount & { role: string })[];
  reads: RecordedRead[];
}

/** JSON has no sets: the dump wrote each string set as { $set: [...] }. */
const withSets = (_key: string, value: unknown) =>
  value && typeof value === 'object' && '$set' in value ? new Set((value as { $set: string[] }).$set) : value;

async function loadDump(items: Record<string, unknown>[]) {
  const { dynamo } = await import('../../functions/platform/dynamo-client');
  const { tableName } = await import('../../functions/platform/runtime-config');
  for (let start = 0; start < items.length; start += 25) {
    const batch = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    let pending: typeof batch | undefined = batch;
    while (pending?.length) {
      const answer = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = answer.UnprocessedItems?.[tableName()] as typeof batch | undefined;
    }
  }
}

type Body = { data: Record<string, unknown> };

/** The invoices CSV gained two columns at its end (issue 36), empty on an invoice that is not void. */
function withVoidColumns(csv: string): string {
  const newline = csv.includes('\r\n') ? '\r\n' : '\n';
  return csv
    .split(newline)
    .map((line, index) => (index === 0 ? `${line},Voided on,Void reason` : line ? `${line},,` : line))
    .join(newline);
}

/** Issue 37 (docs/lesson-policy.md): every lesson answers its length, an hour for every lesson stored before. */
const withLength = (lesson: Record<string, unknown>) => ({
  ...lesson,
  durationMinutes: (Date.parse(lesson.endTime as string) - Date.parse(lesson.startTime as string)) / 60_000,
});

/** Issue 37: Teacher Hours counts completed lessons by attendance, none recorded before. */
function withAttendanceCounts(hours: Record<string, unknown>) {
  const counted = (tally: Record<string, unknown>) => ({
    ...tally,
    attendance: { present: 0, late: 0, absent_notified: 0, absent_unnotified: 0, notRecorded: tally.lessons },
  });
  const teachers = (hours.teachers as Record<string, unknown>[]).map((teacher) => ({
    ...teacher,
    months: (teacher.months as Record<string, unknown>[]).map(counted),
    totalAttendance: counted({ lessons: teacher.totalLessons }).attendance,
  }));
  return { ...hours, teachers, monthTotals: (hours.monthTotals as Record<string, unknown>[]).map(counted) };
}

/** Issue 37: the lessons CSV gained an Attendance column at its end, empty where none is recorded. */
function withAttendanceColumn(csv: string): string {
  const newline = csv.includes('\r\n') ? '\r\n' : '\n';
  return csv
    .split(newline)
    .map((line, index) => (index === 0 ? `${line},Attendance` : line ? `${line},` : line))
    .join(newline);
}

/**
 * What today's code answers differently on purpose, applied to the recorded answers: the school's name
 * moved from the invoice settings to the school profile (issue 40), and a table written before reads
 * the name its invoice settings kept as the profile's (functions/entities/school-profile-entity.ts);
 * the invoices CSV has the void columns; the invoice settings answer the Xero export's codes; lessons
 * answer their length, the lessons CSV its Attendance column and Teacher Hours its attendance counts.
 */
/** Issue 36 (docs/invoice-lines.md): every stored line is a lesson line, answered with its kind and generic fields. */
function withLineKinds(invoice: Record<string, unknown>) {
  const items = (invoice.items as Record<string, unknown>[]).map((item) => ({
    ...item,
    kind: 'lesson',
    description: item.subject,
    quantity: (item.duration as number) / 60,
    unitPrice: item.rate,
    taxable: true,
  }));
  return { ...invoice, items };
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A lesson list read without `from` covers the nine weeks from a week before today (functions/lessons/list-lessons.ts),
 * so as days pass since the recording its oldest lessons leave the answer: the recording is read as of today.
 */
function asOfToday(recorded: RecordedRead[]): RecordedRead[] {
  const from = Date.parse(new Date().toISOString().slice(0, 10)) - 7 * dayMs;
  const to = from + 63 * dayMs;
  const inWindow = (lesson: Record<string, unknown>) => {
    const start = Date.parse(lesson.startTime as string);
    return start >= from && start <= to;
  };
  return recorded.map((read) => {
    const defaultWindow = read.path.startsWith('/lessons?') && !read.path.includes('from=');
    if (read.status !== 200 || !defaultWindow) return read;
    const body = read.body as Body & { data: Record<string, unknown>[] };
    return { ...read, body: { ...body, data: body.data.filter(inWindow) } };
  });
}

function withIntendedChanges(recorded: RecordedRead[]): RecordedRead[] {
  const settings = recorded.find((read) => read.path === '/invoices/settings' && read.status === 200);
  const schoolName = (settings?.body as Body | undefined)?.data.schoolName;
  const staffReaders = new Set(
    recorded
      .filter((read) => read.path === '/auth/me' && read.status === 200)
      .filter((read) => ['super_admin', 'admin'].includes((read.body as Body).data.role as string))
      .map((read) => read.as),
  );
  const superAdminReaders = new Set(
    recorded
      .filter((read) => read.path === '/auth/me' && read.status === 200)
      .filter((read) => (read.body as Body).data.role === 'super_admin')
      .map((read) => read.as),
  );
  return recorded.map((read) => {
    if (read.status !== 200) return read;
    if (read.path.startsWith('/invoices/export.csv') && typeof read.body === 'string')
      return { ...read, body: withVoidColumns(read.body) };
    if (read.path.startsWith('/lessons/export.csv') && typeof read.body === 'string')
      return { ...read, body: withAttendanceColumn(read.body) };
    const { data } = read.body as Body;
    if (read.path.startsWith('/lessons/teacher-hours'))
      return { ...read, body: { ...(read.body as Body), data: withAttendanceCounts(data) } };
    if (read.path.startsWith('/lessons?') && Array.isArray(data))
      return { ...read, body: { ...(read.body as Body), data: data.map(withLength) } };
    if (read.path.startsWith('/lessons/calendar-summary')) {
      const days = (data.days as Record<string, unknown>[]).map((day) => ({
        ...day,
        lessons: (day.lessons as Record<string, unknown>[]).map(withLength),
      }));
      return { ...read, body: { ...(read.body as Body), data: { ...data, days } } };
    }
    if (read.path === '/invoices/settings') {
      const { schoolName: _moved, ...rest } = data;
      // Issue 36: a table saved before them answers the Xero export's default codes, no saved items,
      // no sibling discount and no rates per subject, teacher or student.
      return {
        ...read,
        body: {
          ...(read.body as Body),
          data: {
            ...rest,
            xero: defaultXeroSettings,
            savedItems: [],
            siblingDiscount: null,
            rates: { subjects: [], teachers: [], students: [] },
          },
        },
      };
    }
    if (Array.isArray(data?.items))
      return { ...read, body: { ...(read.body as Body), data: withLineKinds(data) } };
    if (read.path === '/school-profile')
      return { ...read, body: { ...(read.body as Body), data: { ...data, schoolName } } };
    // Issue 37: the lesson report's email is a category of its own, on unless the account turned it off.
    // Issue 40: staff updates go to super_admin and admin only, so every other account reads them off.
    // Issue 39: the weekly system summary is a category of its own, offered to super_admins alone, on by default.
    if (read.path === '/account/email-preferences') {
      const staffUpdates = staffReaders.has(read.as) ? data['staff-updates'] : false;
      const systemHealth = superAdminReaders.has(read.as);
      return {
        ...read,
        body: {
          ...(read.body as Body),
          data: {
            ...data,
            'lesson-reports': true,
            'staff-updates': staffUpdates,
            'system-health': systemHealth,
          },
        },
      };
    }
    return read;
  });
}

/**
 * Issue 40: the feed groups repeated events (shared/activity-grouping.ts) and reads further back to fill its lines.
 * The recording holds the newest 10 events only, so the feed read now begins with them grouped, but for their last
 * run of one kind, which may go on past them: from there, the line that follows starts with that run's newest event.
 */
function expectFeedContinues(read: RecordedRead, recorded: RecordedRead) {
  const lines = (read.body as Body).data as unknown as GroupableEvent[];
  const events = (recorded.body as Body).data as unknown as GroupableEvent[];
  const label = `${read.as} GET ${read.path}`;
  const last = events.at(-1);
  let runStart = events.length;
  while (
    last &&
    runStart > 0 &&
    ['title', 'status', 'icon'].every(
      (field) => events[runStart - 1]![field as keyof GroupableEvent] === last[field as keyof GroupableEvent],
    )
  )
    runStart -= 1;
  const settled = groupActivity(events.slice(0, runStart));
  expect(lines.slice(0, settled.length), label).toEqual(settled);
  if (last) {
    const { id, time, icon, status } = events[runStart]!;
    expect(lines[settled.length], label).toMatchObject({ id, time, icon, status });
  }
  expect(lines.length, label).toBeLessThanOrEqual(10);
}

/**
 * Issue 40: the audit log's entries name the records they mention (`names`, by id, as the records are now);
 * the rest of each entry answers as recorded. Every name is for an id the entry holds.
 */
function withoutNames(read: RecordedRead): RecordedRead {
  const body = read.body as { data: Record<string, unknown>[] };
  const data = body.data.map(({ names, ...entry }) => {
    const text = JSON.stringify(entry);
    for (const [id, name] of Object.entries((names ?? {}) as Record<string, unknown>)) {
      expect(text).toContain(id);
      expect(typeof name).toBe('string');
    }
    return entry;
  });
  return { ...read, body: { ...body, data } };
}

let recording: Recording;
let reads: RecordedRead[];

beforeAll(async () => {
  const recorded = unzipJson('reads.json.gz') as Recording;
  recording = { ...recorded, reads: asOfToday(withIntendedChanges(recorded.reads)) };
  const items = JSON.parse(gunzipSync(readFileSync(new URL('items.json.gz', fixtures))).toString(), withSets);
  await loadDump(items);
  const [staff, ...others] = recording.signIns;
  reads = await readTheSchool(runtime.api, staff!, others, recording.months);
}, 300_000);

describe('a table written before the typed data layer', () => {
  it('is read by every account exactly as the code that wrote it read it', () => {
    expect(reads.map((read) => `${read.as} ${read.path}`)).toEqual(
      recording.reads.map((read) => `${read.as} ${read.path}`),
    );
    for (const [index, read] of reads.entries()) {
      const recorded = recording.reads[index]!;
      if (read.path === '/dashboard/recent-activity' && read.status === 200) {
        expectFeedContinues(read, recorded);
        continue;
      }
      if (read.path.startsWith('/audit-log') && read.status === 200) {
        expect(withoutNames(read), `${read.as} GET ${read.path}`).toEqual(recorded);
        continue;
      }
      expect(read, `${read.as} GET ${read.path}`).toEqual(recorded);
    }
  });
});
