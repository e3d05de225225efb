import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { signIn } from './api-client';
import { generateSchool } from './generate-school';
import { startRuntimeProcess, type RuntimeProcess } from './runtime-process';
import { generatedEmails, generatedPassword, schoolSizeNamed } from './school-sizes';

/**
 * `npm run bench:exports [-- --size small|large]` (large unless given): the
 * scale school generated into a local runtime (in a child process, DynamoDB
 * Local in memory), then the school year's exports as a browser asks for them
 * (gzip accepted), each twice: GET /invoices/export.csv and
 * GET /lessons/export.csv for September 2025 to August 2026, one teacher's
 * lessons for the same year, and GET /lessons/teacher-hours for its twelve
 * months. Prints time, rows, bytes sent and decoded, DynamoDB commands and
 * the runtime's resident memory. Writes nothing to the repository.
 */
const sizeName = process.argv.includes('--size')
  ? process.argv[process.argv.indexOf('--size') + 1]!
  : 'large';
const print = (line: string) => process.stdout.write(`${line}\n`);
const year = { from: '2025-09-01', to: '2026-08-31' };

interface Measured {
  name: string;
  status: number;
  ms: number;
  rows: number;
  wireBytes: number;
  csvBytes: number;
  commands: Record<string, number>;
  rssMb: number;
}

async function measure(
  runtime: RuntimeProcess,
  token: string,
  name: string,
  path: string,
): Promise<Measured> {
  await runtime.settle();
  await runtime.take();
  const started = performance.now();
  const response = await fetch(`${runtime.api}${path}`, {
    // Node's fetch would decode gzip itself and hide the bytes sent: the body is read as it crossed the wire.
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
  });
  const wire = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  const reading = await runtime.take();
  const commands: Record<string, number> = {};
  for (const command of reading.commands) commands[command] = (commands[command] ?? 0) + 1;
  // undici decodes a gzip body itself; a body still starting with gzip's magic number was not decoded.
  const decoded = wire[0] === 0x1f && wire[1] === 0x8b ? gunzipSync(wire) : wire;
  const text = decoded.toString('utf8');
  const rows = path.includes('.csv') ? text.split('\r\n').length - 2 : 0;
  return {
    name,
    status: response.status,
    ms: Math.round(ms),
    rows,
    wireBytes: Number(response.headers.get('content-length') ?? wire.length),
    csvBytes: decoded.length,
    commands,
    rssMb: Math.round(runtime.memory().peak / 1024 / 1024),
  };
}

async function main(): Promise<void> {
  const size = schoolSizeNamed(sizeName);
  const runtime = await startRuntimeProcess(process.env.BENCH_WEB_ROOT ?? 'web/dist');
  try {
    print(`[${size.name}] runtime at ${runtime.url}; generating the school…`);
    const generated = await generateSchool({ endpoint: runtime.dynamoEndpoint, size });
    print(`[${size.name}] ${generated.items} items in ${generated.seconds.toFixed(0)} s`);
    const token = await signIn(runtime.api, generatedEmails.admin, generatedPassword);
    const teacherToken = await signIn(runtime.api, generated.sample.teacherEmail, generatedPassword);
    const targets: [string, string, string][] = [
      ['invoices CSV, school year', token, `/invoices/export.csv?from=${year.from}&to=${year.to}`],
      ['lessons CSV, school year', token, `/lessons/export.csv?from=${year.from}&to=${year.to}`],
      [
        "lessons CSV, a teacher's year (as the teacher)",
        teacherToken,
        `/lessons/export.csv?from=${year.from}&to=${year.to}`,
      ],
      ['teacher hours, 12 months', token, '/lessons/teacher-hours?from=2025-09&to=2026-08'],
    ];
    const results: Measured[] = [];
    for (const [name, caller, path] of targets) {
      for (const run of ['first', 'second']) {
        const measured = await measure(runtime, caller, `${name} (${run})`, path);
        results.push(measured);
        print(JSON.stringify(measured));
      }
    }
    print('\n| export | status | time | rows | sent (gzip) | CSV | DynamoDB commands | runtime peak RSS |');
    print('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const each of results) {
      const commands = Object.entries(each.commands)
        .map(([command, count]) => `${count} ${command.replace('Command', '')}`)
        .join(', ');
      print(
        `| ${each.name} | ${each.status} | ${(each.ms / 1000).toFixed(1)} s | ${each.rows || '—'} | ` +
          `${(each.wireBytes / 1024).toFixed(0)} KB | ${(each.csvBytes / 1024).toFixed(0)} KB | ${commands} | ${each.rssMb} MB |`,
      );
    }
  } finally {
    await runtime.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
