import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currencies } from '../../shared/invoices/money';
import { lessonStatuses } from '../../shared/lesson-statuses';
import { DemoLoadFailure, type DemoLoadResult } from './demo-loader';
import { DemoRefusal } from './demo-state';
import { demoInvoiceStatuses } from './invoice-plan';
import { dataFolderOwner } from '../../functions/local/data-folder-owner';
import { demoSchoolName } from './staff';

/**
 * `npm run demo`: loads the demo school into the local data folder (DATA_DIR,
 * `.data/` by default, the folder `npm start` uses). It starts the local
 * runtime in this process on a free port, on that folder, loads the school
 * through the HTTP API, runs the overdue sweep, stops, and prints how to sign in.
 */
const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../..');

function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

/** `DATA_DIR=… ` as the user wrote it, so the printed commands work when pasted. */
function dataDirPrefix(): string {
  return process.env.DATA_DIR ? `DATA_DIR=${process.env.DATA_DIR} ` : '';
}

function printSummary(result: DemoLoadResult): void {
  const { counts, plan } = result;
  const { dashboard, lessons, invoices } = counts;
  if (result.outcome === 'already-loaded') {
    print(`The demo school is already loaded: nothing was changed.`);
  } else {
    print(`${demoSchoolName} is loaded (${result.seconds.toFixed(0)} s).`);
  }
  print();
  print(
    `  ${dashboard.users} accounts (${plan.teachers.length} teachers, ${plan.families.length} families), ` +
      `${dashboard.students} students, ${dashboard.subjects} subjects, ${dashboard.progressUpdates} progress updates`,
  );
  print(
    `  ${lessons.total} lessons in ${plan.term.name}: ` +
      lessonStatuses.map((status) => `${lessons.byStatus[status]} ${status}`).join(', ') +
      `; ${lessons.byTimezone.UK} on UK time, ${lessons.byTimezone.UAE} on UAE time`,
  );
  print(
    '  Invoices: ' +
      demoInvoiceStatuses
        .map(
          (status) =>
            `${status} ${currencies.map((currency) => `${invoices[status][currency]} ${currency}`).join(' + ')}`,
        )
        .join(', '),
  );
  print();
  const port = process.env.PORT ?? '3000';
  print(`Start the school:  ${process.env.PORT ? `PORT=${port} ` : ''}${dataDirPrefix()}npm start`);
  print(`Then open:         http://localhost:${port}`);
  print();
  print(
    'Sign in with any of these DEMO accounts (demo passwords: for trying the product on this machine only):',
  );
  print();
  const width = Math.max(...result.signIns.map((signIn) => signIn.email.length));
  print(`  ${'role'.padEnd(12)} ${'email'.padEnd(width)}  password`);
  for (const signIn of result.signIns) {
    print(`  ${signIn.role.padEnd(12)} ${signIn.email.padEnd(width)}  ${signIn.password}   (${signIn.name})`);
  }
  print();
  print('Every other demo account (all teachers and families) has the same password.');
}

async function main(): Promise<number> {
  process.env.LOG_LEVEL ??= 'warn';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = resolve(process.env.DATA_DIR ?? resolve(repositoryRoot, '.data'));
  const inside = relative(process.cwd(), dataDir);
  const shownDir = inside && !inside.startsWith('..') ? inside : dataDir;

  const inUse = await dataFolderOwner(dataDir);
  if (inUse) {
    process.stderr.write(
      `${shownDir} is in use by a running server (DynamoDB Local${inUse.pid ? `, pid ${inUse.pid}` : ''}` +
        `${inUse.endpoint ? ` at ${inUse.endpoint}` : ''}).\n` +
        'Only one process can open a data folder, and the demo loads through a runtime of its own.\n' +
        `Stop \`npm start\` (Ctrl+C), run \`${dataDirPrefix()}npm run demo\`, then start it again.\n` +
        'If no `npm start` is running, a killed run left its database behind: start and stop `npm start` once.\n',
    );
    return 1;
  }

  print(`Opening ${shownDir} …`);
  const { startLocalRuntime } = await import('../../functions/local/local-runtime');
  const runtime = await startLocalRuntime({ port: 0, dataDir, webRoot: resolve(repositoryRoot, 'web/dist') });
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) return;
    interrupted = true;
    process.stderr.write(
      '\nStopping. If the load had begun, the folder holds part of the demo: delete it before running again.\n',
    );
    runtime.stop().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    // Imported once the runtime has pointed the AWS SDK at this folder's database.
    const { markOverdueInvoices } = await import('../../functions/invoices/mark-overdue');
    const { loadDemoSchool } = await import('./demo-loader');
    const result = await loadDemoSchool(`${runtime.url}/api`, {
      dataDir: shownDir,
      log: print,
      markOverdue: () => markOverdueInvoices(),
    });
    print();
    printSummary(result);
    return 0;
  } catch (error) {
    if (error instanceof DemoRefusal) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    process.stderr.write(`The demo load failed: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof DemoLoadFailure)
      process.stderr.write(`${shownDir} now holds part of the demo: delete it before running again.\n`);
    return 1;
  } finally {
    if (!interrupted) await runtime.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
