import { unzipSync } from 'fflate';
import { schoolToday } from '../shared/invoices/invoice-period';
import { callApi, signIn, type BenchAnswer } from './api-client';
import { startRuntimeProcess, type RuntimeProcess } from './runtime-process';

/**
 * `npm run bench:family-export`: the family data export (GET /users/{id}/export)
 * of a family of three children with a year of lessons and a year of invoices,
 * in a local runtime (a child process, DynamoDB Local in memory). Each child
 * has its own subject of 12 topics, each topic three status changes and a
 * note, a weekly lesson through 2025 (52), and an invoice a month (12: sent,
 * paid, so a PDF each). The export is asked for twice: first every PDF is made
 * and stored, then all are read from the store. Prints time, zip size, its
 * base64 size against API Gateway's 6 MB, files and DynamoDB commands.
 * Writes nothing to the repository (figures go to bench/report.md by hand).
 */
const print = (line: string) => process.stdout.write(`${line}\n`);
const password = 'bench-password-1';
const topicsPerChild = 12;
const year = 2025;

async function ok(answer: Promise<BenchAnswer>, what: string, status = [200, 201]): Promise<BenchAnswer> {
  const settled = await answer;
  if (!status.includes(settled.status))
    throw new Error(`${what}: ${settled.status} ${JSON.stringify(settled.body)}`);
  return settled;
}

async function buildFamily(api: string) {
  const setup = await ok(
    callApi(api, 'POST', '/auth/setup', {
      body: { name: 'Bench Head', email: 'head@bench.example', password, schoolName: 'Bench School' },
    }),
    'setup',
  );
  const token = setup.body.data.token as string;
  const post = (path: string, body: unknown, what = path) =>
    ok(callApi(api, 'POST', path, { token, body }), what);
  const teacher = (
    await post('/users', { name: 'Tara Teacher', email: 'tara@bench.example', password, role: 'teacher' })
  ).body.data._id as string;
  const family = (
    await post('/users', { name: 'Farah Family', email: 'farah@bench.example', password, role: 'user' })
  ).body.data._id as string;
  const children: string[] = [];
  for (const [index, name] of ['Aisha', 'Bilal', 'Cyrus'].entries()) {
    const subject = (await post('/subjects', { name: `Maths for ${name}` })).body.data._id as string;
    const unit = (await post(`/subjects/${subject}/units`, { name: 'Number' })).body.data._id as string;
    const topics: string[] = [];
    for (let t = 1; t <= topicsPerChild; t++)
      topics.push(
        (await post(`/subjects/${subject}/units/${unit}/topics`, { name: `Topic ${t}` })).body.data._id,
      );
    const child = (
      await post('/students', {
        name: `${name} Family`,
        grade: `Year ${5 + index}`,
        parentId: family,
        subjects: [subject],
      })
    ).body.data._id as string;
    children.push(child);
    for (const topic of topics) {
      for (const status of ['started', 'difficult', 'confident'])
        await post('/progress', { studentId: child, topicId: topic, status }, 'progress');
      await post('/progress/notes/topic', { studentId: child, topicId: topic, notes: 'Well done this week' });
    }
    // A weekly lesson through the year, each child on its own weekday (one teacher teaches all three).
    await post('/recurring-lessons', {
      student: child,
      teacher,
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      startTime: '16:00',
      timezone: 'UK',
      recurrencePattern: 'weekly',
      daysOfWeek: [index + 1],
      subject,
      notes: 'Bring the workbook',
    });
  }
  await post(`/users/${teacher}/assign-students`, { studentIds: children });
  for (const child of children) {
    for (let month = 1; month <= 12; month++) {
      const draft = await post('/invoices/generate', {
        studentId: child,
        dateRangeType: 'month',
        year,
        month,
        currency: 'GBP',
      });
      const id = draft.body.data._id as string;
      const sent = await ok(
        callApi(api, 'PATCH', `/invoices/${id}/status`, { token, body: { status: 'sent' } }),
        'send',
      );
      await post(`/invoices/${id}/payments`, {
        amount: sent.body.data.total,
        // Received today: a payment is never dated more than a year before its invoice, issued today.
        date: schoolToday(),
        method: 'bank_transfer',
      });
    }
  }
  return { family, familyToken: await signIn(api, 'farah@bench.example', password) };
}

async function exportOnce(runtime: RuntimeProcess, family: string, token: string, run: string) {
  await runtime.settle();
  await runtime.take();
  const started = performance.now();
  const response = await fetch(`${runtime.api}/users/${family}/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const zip = new Uint8Array(await response.arrayBuffer());
  const ms = performance.now() - started;
  const reading = await runtime.take();
  if (response.status !== 200) throw new Error(`export: ${response.status} ${Buffer.from(zip).toString()}`);
  const files = unzipSync(zip);
  const data = JSON.parse(Buffer.from(files['data.json']!).toString('utf8'));
  const base64Bytes = Math.ceil(zip.byteLength / 3) * 4;
  const commands: Record<string, number> = {};
  for (const command of reading.commands) commands[command] = (commands[command] ?? 0) + 1;
  return {
    run,
    ms: Math.round(ms),
    zipKb: Math.round(zip.byteLength / 1024),
    base64Kb: Math.round(base64Bytes / 1024),
    shareOf6Mb: `${((base64Bytes / (6 * 1024 * 1024)) * 100).toFixed(0)}%`,
    dataJsonKb: Math.round(files['data.json']!.byteLength / 1024),
    pdfs: Object.keys(files).filter((name) => name.endsWith('.pdf')).length,
    lessons: data.students.reduce(
      (sum: number, child: { lessons: unknown[] }) => sum + child.lessons.length,
      0,
    ),
    statusChanges: data.students.reduce(
      (sum: number, child: { progress: { history: unknown[] }[] }) =>
        sum + child.progress.reduce((inner, topic) => inner + topic.history.length, 0),
      0,
    ),
    invoices: data.invoices.length,
    notifications: data.notifications.length,
    commands,
  };
}

async function main(): Promise<void> {
  const runtime = await startRuntimeProcess(process.env.BENCH_WEB_ROOT ?? 'web/dist');
  try {
    print(`runtime at ${runtime.url}; building a family of three children with a year of lessons…`);
    const built = performance.now();
    const { family, familyToken } = await buildFamily(runtime.api);
    print(`built in ${((performance.now() - built) / 1000).toFixed(0)} s`);
    for (const run of ['first (every PDF made)', 'second (PDFs from the store)']) {
      print(JSON.stringify(await exportOnce(runtime, family, familyToken, run)));
    }
  } finally {
    await runtime.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
