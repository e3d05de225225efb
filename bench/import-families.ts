import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { maxImportRows } from '../shared/imports/import-limits';
import { dynamo } from '../functions/platform/dynamo-client';
import { startLocalRuntime } from '../functions/local/local-runtime';
import { callApi } from './api-client';
import { installDynamoMeter, type MeterReading } from './dynamo-metering';

/**
 * `npm run bench:import -- [--rows N]`: a new school (in the runtime's in-memory DynamoDB Local) imports a
 * families file of N rows (5,000 by default, the import's limit), one family of one child each, with two
 * subjects: the preview (POST /imports) and the apply job (POST /imports/{id}/apply, polled) are timed, and the
 * DynamoDB commands and write capacity of each are counted per row (docs/import.md#bench). Writes nothing to the
 * repository; not part of `npm test`.
 */
process.env.LOG_LEVEL ??= 'warn';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const option = (name: string) => {
  const flag = process.argv.indexOf(`--${name}`);
  return flag >= 0 ? process.argv[flag + 1] : undefined;
};
const rows = Number(option('rows') ?? maxImportRows);

function familiesCsv(count: number): string {
  const lines = [
    'Parent first name,Parent last name,Parent email,Parent phone,Child first name,Grade,Subjects',
  ];
  for (let index = 0; index < count; index++)
    lines.push(
      `Parent${index},Bench,parent${index}@bench.example,+44 7700 ${String(900000 + index)},Child${index},Year ${1 + (index % 13)},Maths;English`,
    );
  return lines.join('\r\n') + '\r\n';
}

function perRow(reading: MeterReading): string {
  const writes = reading.commands.filter((name) => /Put|Update|Delete|TransactWrite|BatchWrite/.test(name));
  const byCommand = Object.entries(
    reading.commands.reduce<Record<string, number>>(
      (all, name) => ({ ...all, [name]: (all[name] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([name, count]) => `${name.replace(/Command$/, '')} ${(count / rows).toFixed(2)}`)
    .join(', ');
  return [
    `  write commands per row ${(writes.length / rows).toFixed(2)}, write capacity units per row ${(reading.writeCapacityUnits / rows).toFixed(1)}, all capacity per row ${(reading.capacityUnits / rows).toFixed(1)}`,
    `  commands per row: ${byCommand}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const runtime = await startLocalRuntime({ port: 0, webRoot: '/nonexistent' });
  try {
    const api = `${runtime.url}/api`;
    const setup = await callApi(api, 'POST', '/auth/setup', {
      body: {
        name: 'Bench Head',
        email: 'head@bench.example',
        password: 'bench horse battery',
        schoolName: 'Bench School',
      },
    });
    if (setup.status !== 201) throw new Error(`setup: ${setup.status} ${JSON.stringify(setup.body)}`);
    const token = setup.body.data.token as string;
    for (const name of ['Maths', 'English'])
      await callApi(api, 'POST', '/subjects', { token, body: { name } });
    const csv = familiesCsv(rows);
    const meter = installDynamoMeter(dynamo());
    let started = performance.now();
    const preview = await callApi(api, 'POST', '/imports', {
      token,
      body: { kind: 'families', fileName: 'bench.csv', content: Buffer.from(csv).toString('base64') },
    });
    if (preview.status !== 201) throw new Error(`preview: ${preview.status} ${JSON.stringify(preview.body)}`);
    const previewSeconds = (performance.now() - started) / 1000;
    const previewReading = meter.take();
    const importId = preview.body.data.importId as string;
    started = performance.now();
    const apply = await callApi(api, 'POST', `/imports/${importId}/apply`, {
      token,
      body: { sendInvitations: false },
    });
    if (apply.status !== 202) throw new Error(`apply: ${apply.status} ${JSON.stringify(apply.body)}`);
    let view: Record<string, unknown> = {};
    for (;;) {
      await new Promise((done) => setTimeout(done, 1000));
      view = (await callApi(api, 'GET', `/imports/${importId}`, { token })).body.data;
      if (view.status !== 'applying') break;
    }
    const applySeconds = (performance.now() - started) / 1000;
    const applyReading = meter.take();
    meter.uninstall();
    process.stdout.write(
      [
        `${rows} rows, ${Buffer.byteLength(csv)} bytes of CSV`,
        `preview: ${previewSeconds.toFixed(1)} s (${JSON.stringify(preview.body.data.counts)})`,
        perRow(previewReading),
        `apply job: ${String(view.status)} in ${applySeconds.toFixed(1)} s (${((applySeconds * 1000) / rows).toFixed(1)} ms a row), outcomes ${JSON.stringify(view.outcomes)}`,
        `${perRow(applyReading)}\n  (the job and the page's polling once a second)`,
        `load average at the end: ${loadavg()
          .map((load) => load.toFixed(2))
          .join(', ')}`,
      ].join('\n') + '\n',
    );
  } finally {
    await runtime.stop();
  }
}

await main();
