import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { signIn } from './api-client';
import { generateSchool } from './generate-school';
import { startRuntimeProcess, type RuntimeProcess } from './runtime-process';
import { generatedEmails, generatedPassword, schoolSizeNamed } from './school-sizes';

/**
 * `npm run bench:calendar [-- --size small|large]` (large unless given,
 * issue 18): the staff calendar's month view of March 2026 (six weeks,
 * Monday 23 February to Sunday 5 April) on the scale school, as the web app
 * asked for it before (every lesson: the window cut into weeks read side by
 * side, each week page after page, `lessons.list`) and as it asks now (one
 * `lessons.calendar-summary`: each day's count and first 8 lessons), and the
 * summary with a student-name search. Time, requests, bytes sent (gzip, as a
 * browser accepts) and decoded, DynamoDB commands. Writes nothing.
 */
const sizeName = process.argv.includes('--size')
  ? process.argv[process.argv.indexOf('--size') + 1]!
  : 'large';
const print = (line: string) => process.stdout.write(`${line}\n`);
const window = { from: new Date('2026-02-23T00:00:00.000Z'), to: new Date('2026-04-05T23:59:59.999Z') };
const weekMs = 7 * 86_400_000;

interface Fetched {
  wireBytes: number;
  bytes: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function fetchGzip(runtime: RuntimeProcess, token: string, path: string): Promise<Fetched> {
  const response = await fetch(`${runtime.api}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
  });
  const wire = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${wire.toString('utf8')}`);
  // undici decodes a gzip body itself; a body still starting with gzip's magic number was not decoded.
  const decoded = wire[0] === 0x1f && wire[1] === 0x8b ? gunzipSync(wire) : wire;
  return {
    wireBytes: Number(response.headers.get('content-length') ?? wire.length),
    bytes: decoded.length,
    body: JSON.parse(decoded.toString('utf8')),
  };
}

/** The old month view: a week at a time side by side, each week's pages one after another. */
async function everyLesson(runtime: RuntimeProcess, token: string): Promise<Fetched[]> {
  const parts: { from: Date; to: Date }[] = [];
  for (let from = window.from; from <= window.to;) {
    const to = new Date(Math.min(from.getTime() + weekMs - 1, window.to.getTime()));
    parts.push({ from, to });
    from = new Date(to.getTime() + 1);
  }
  const pages = await Promise.all(
    parts.map(async (part) => {
      const fetched: Fetched[] = [];
      let cursor: string | undefined;
      do {
        const query = new URLSearchParams({ from: part.from.toISOString(), to: part.to.toISOString() });
        if (cursor) query.set('cursor', cursor);
        const page = await fetchGzip(runtime, token, `/lessons?${query}`);
        fetched.push(page);
        cursor = page.body.nextCursor;
      } while (cursor);
      return fetched;
    }),
  );
  return pages.flat();
}

async function measure(
  runtime: RuntimeProcess,
  name: string,
  read: () => Promise<Fetched[]>,
  lessonsOf: (fetched: Fetched[]) => string,
): Promise<string> {
  await runtime.settle();
  await runtime.take();
  const started = performance.now();
  const fetched = await read();
  const ms = performance.now() - started;
  const reading = await runtime.take();
  const commands: Record<string, number> = {};
  for (const command of reading.commands) commands[command] = (commands[command] ?? 0) + 1;
  const sum = (pick: (each: Fetched) => number) => fetched.reduce((total, each) => total + pick(each), 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const commandText = Object.entries(commands)
    .map(([command, count]) => `${count} ${command.replace('Command', '')}`)
    .join(', ');
  return `| ${name} | ${(ms / 1000).toFixed(2)} s | ${fetched.length} | ${kb(sum((each) => each.wireBytes))} | ${kb(sum((each) => each.bytes))} | ${lessonsOf(fetched)} | ${commandText} |`;
}

async function main(): Promise<void> {
  const size = schoolSizeNamed(sizeName);
  const runtime = await startRuntimeProcess(process.env.BENCH_WEB_ROOT ?? 'web/dist');
  try {
    print(`[${size.name}] runtime at ${runtime.url}; generating the school…`);
    const generated = await generateSchool({ endpoint: runtime.dynamoEndpoint, size });
    print(`[${size.name}] ${generated.items} items in ${generated.seconds.toFixed(0)} s`);
    const token = await signIn(runtime.api, generatedEmails.admin, generatedPassword);
    const summaryPath = (extra = '') =>
      `/lessons/calendar-summary?from=${window.from.toISOString()}&to=${window.to.toISOString()}&timeZone=Europe%2FLondon${extra}`;
    const summaryLessons = (fetched: Fetched[]) => {
      const days = fetched[0]!.body.data.days as { lessons: unknown[] }[];
      return `${fetched[0]!.body.data.total} counted, ${days.reduce((sum, day) => sum + day.lessons.length, 0)} sent`;
    };
    const rows: string[] = [];
    for (const run of ['first', 'second']) {
      rows.push(
        await measure(
          runtime,
          `every lesson, by week (before; ${run})`,
          () => everyLesson(runtime, token),
          (fetched) => `${fetched.reduce((sum, each) => sum + each.body.data.length, 0)} sent`,
        ),
        await measure(
          runtime,
          `calendar summary (after; ${run})`,
          async () => [await fetchGzip(runtime, token, summaryPath())],
          summaryLessons,
        ),
        await measure(
          runtime,
          `calendar summary, student name "ann" (${run})`,
          async () => [await fetchGzip(runtime, token, summaryPath('&studentName=ann'))],
          summaryLessons,
        ),
      );
      print(rows.slice(-3).join('\n'));
    }
    print(`\n[${size.name}] staff month view, March 2026 (six weeks)\n`);
    print('| read | time | requests | sent (gzip) | JSON | lessons | DynamoDB commands |');
    print('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) print(row);
  } finally {
    await runtime.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
