import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TopicStatus } from '../../shared/topic-statuses';
import { setUpSchool, type SignedIn } from './support/accounts';
import { buildSubject, setStatus, type BuiltSubject } from './support/curriculum-fixtures';
import { installDynamoRequestCounter, type DynamoRequestCounter } from './support/dynamo-request-counter';
import { request, type ApiAnswer } from './support/http';
import { createPerson, createStudent, signInPerson, type SignedPerson } from './support/people-fixtures';
import { useTestRuntime } from './support/test-runtime';

const runtime = useTestRuntime();
let head: SignedIn;
let family: SignedPerson;
let studentId: string;
let large: BuiltSubject;
let small: BuiltSubject;
let counter: DynamoRequestCounter;

const largeUnits = 40;
const largeTopicsPerUnit = 30;
/** Every fourth topic of the large subject gets a status and a note: 300 of 1,200. */
const everyNth = 4;
/** The most commands each of the sheet's three loads may send, whatever the subject's size. */
const sheetBound = 3;

const timings: Record<string, number> = {};

async function timed<T>(label: string, action: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await action();
  timings[label] = Math.round(performance.now() - start);
  return result;
}

const statusFor = (index: number): Exclude<TopicStatus, 'not_studied'> =>
  (['started', 'difficult', 'ok', 'confident'] as const)[index % 4]!;
const noteFor = (index: number) => `Note ${index}`.padEnd(25, '.');

beforeAll(async () => {
  head = await setUpSchool(runtime.api);
  const parent = await createPerson(runtime.api, head.token, {
    name: 'Cost Family',
    email: 'cost.family@people.example',
    password: 'family-secret',
    role: 'parent',
  });
  family = await signInPerson(runtime.api, parent);
  large = await timed(`build ${largeUnits} × ${largeTopicsPerUnit} subject through the API`, () =>
    buildSubject(runtime.api, head.token, 'Large Subject', largeUnits, largeTopicsPerUnit),
  );
  small = await buildSubject(runtime.api, head.token, 'Small Subject', 2, 3);
  studentId = (
    await createStudent(runtime.api, head.token, {
      name: 'Costly Student',
      parentId: parent.id,
      subjects: [large.subjectId, small.subjectId],
    })
  )._id;
  await timed('set 300 statuses with notes', async () => {
    for (let index = 0; index < large.topicIds.length; index += everyNth) {
      await setStatus(
        runtime.api,
        head.token,
        studentId,
        large.topicIds[index]!,
        statusFor(index),
        noteFor(index),
      );
    }
  });
  for (const [index, topicId] of small.topicIds.entries()) {
    if (index % 2 === 0)
      await setStatus(runtime.api, head.token, studentId, topicId, statusFor(index), noteFor(index));
  }
  counter = installDynamoRequestCounter();
}, 300_000);

interface Row {
  load: string;
  caller: string;
  large?: string[];
  small?: string[];
}

const rows = new Map<string, Row>();

async function measureSheet(size: 'large' | 'small', caller: string, token: string, subjectId: string) {
  const loads: [string, string][] = [
    ['GET /subjects/{subjectId}', `/subjects/${subjectId}`],
    ['GET /progress/student/{id}/subject/{subjectId}', `/progress/student/${studentId}/subject/${subjectId}`],
    ['GET /progress/notes/{id}/{subjectId}', `/progress/notes/${studentId}/${subjectId}`],
  ];
  const answers: ApiAnswer[] = [];
  for (const [load, path] of loads) {
    const { result, commands } = await counter.measure(() => request(runtime.api, 'GET', path, { token }));
    expect(result.status, `${load}: ${result.text.slice(0, 200)}`).toBe(200);
    const row = rows.get(`${load} ${caller}`) ?? { load, caller };
    row[size] = commands;
    rows.set(`${load} ${caller}`, row);
    answers.push(result);
  }
  return answers;
}

afterAll(() => {
  counter?.uninstall();
  const names = (commands: string[] | undefined) =>
    commands ? commands.map((name) => name.replace(/Command$/, '')).join(', ') : '—';
  const table = [
    `| Sheet load (caller) | ${largeUnits} × ${largeTopicsPerUnit} subject, 300 records | 2 × 3 subject | Bound | Commands (large) |`,
    '|---|---|---|---|---|',
    ...[...rows.values()].map(
      (row) =>
        `| ${row.load} (${row.caller}) | ${row.large?.length ?? '—'} | ${row.small?.length ?? '—'} | ${sheetBound} | ${names(row.large)} |`,
    ),
  ].join('\n');
  const timingLines = Object.entries(timings)
    .map(([label, ms]) => `- ${label}: ${(ms / 1000).toFixed(1)} s`)
    .join('\n');
  const report =
    `# DynamoDB commands to load one progress sheet\n\n${table}\n\n` +
    `The curriculum was created through the API, one request at a time.\n\n${timingLines}\n`;
  console.log(`\n${report}`);
  mkdirSync(fileURLToPath(new URL('../../test-results/', import.meta.url)), { recursive: true });
  writeFileSync(
    fileURLToPath(new URL('../../test-results/progress-request-counts.md', import.meta.url)),
    report,
  );
});

it('loads the sheet of a 1,200-topic subject with 300 records in at most 3 commands a call, no Scan', async () => {
  const [subjectAnswer, sheetAnswer, notesAnswer] = await measureSheet(
    'large',
    'staff',
    head.token,
    large.subjectId,
  );
  // The answers are complete: every unit and topic in order, every record and note.
  const subject = subjectAnswer!.body.data as {
    units: { _id: string; topics: { _id: string; name: string }[] }[];
  };
  expect(subject.units.map((unit) => unit._id)).toEqual(large.units.map((unit) => unit.unitId));
  expect(subject.units.flatMap((unit) => unit.topics.map((topic) => topic._id))).toEqual(large.topicIds);
  expect(subject.units[39]!.topics[29]!.name).toBe('Topic 40.30');
  const expectedStatuses = Object.fromEntries(
    large.topicIds.flatMap((topicId, index) => (index % everyNth === 0 ? [[topicId, statusFor(index)]] : [])),
  );
  const sheet = sheetAnswer!.body.data as { topicId: { _id: string }; status: string }[];
  expect(sheet).toHaveLength(300);
  expect(Object.fromEntries(sheet.map((record) => [record.topicId._id, record.status]))).toEqual(
    expectedStatuses,
  );
  const notes = notesAnswer!.body.data.topicNotes as Record<string, string>;
  expect(Object.keys(notes)).toHaveLength(300);
  expect(notes).toEqual(
    Object.fromEntries(
      large.topicIds.flatMap((topicId, index) => (index % everyNth === 0 ? [[topicId, noteFor(index)]] : [])),
    ),
  );

  await measureSheet('large', 'family', family.token, large.subjectId);
  for (const row of rows.values()) {
    expect(row.large!.length, `${row.load} (${row.caller}): ${row.large!.join(', ')}`).toBeLessThanOrEqual(
      sheetBound,
    );
    expect(row.large!.length, `${row.load}: is the counter installed?`).toBeGreaterThan(0);
    expect(
      row.large!.filter((name) => name.startsWith('Scan')),
      row.load,
    ).toEqual([]);
  }
});

it('sends exactly the same commands for a 2 × 3 subject: the cost does not grow with the topics', async () => {
  const [subjectAnswer, sheetAnswer, notesAnswer] = await measureSheet(
    'small',
    'staff',
    head.token,
    small.subjectId,
  );
  expect(subjectAnswer!.body.data.units).toHaveLength(2);
  expect(sheetAnswer!.body.data).toHaveLength(3);
  expect(Object.keys(notesAnswer!.body.data.topicNotes)).toHaveLength(3);
  await measureSheet('small', 'family', family.token, small.subjectId);
  expect(rows.size).toBe(6);
  for (const row of rows.values()) {
    expect(row.small, `${row.load} (${row.caller})`).toEqual(row.large);
  }
});
