import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start`: the whole product on this machine. PORT, DATA_DIR and HOST override the defaults;
 * SWEEP_INTERVAL_MS the overdue sweep's hourly timer (0 turns it off); MAIL_PORT the SES emulator's
 * port (8005; always on 127.0.0.1, whatever HOST says: it holds the school's mail); MAIL_ENDPOINT an
 * emulator already running elsewhere to send to instead (tests that kill the runtime keep their inbox);
 * REMINDER_INTERVAL_MS the lesson reminders' hourly timer (0 turns it off); PROGRESS_DIGEST_INTERVAL_MS how often
 * the weekly progress digest looks for a week to send (6 hours; 0 turns it off); RETENTION_INTERVAL_MS the daily
 * retention job's timer (0 turns it off); SYSTEM_SUMMARY_INTERVAL_MS how often the weekly system summary to super_admins
 * looks for a week to send (6 hours; 0 turns it off).
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../..');
  process.env.LOG_LEVEL ??= 'warn';
  // Log lines indented, to read in a terminal rather than in CloudWatch Logs Insights.
  process.env.POWERTOOLS_DEV ??= 'true';
  const { startLocalRuntime } = await import('./local-runtime');
  const { sweepIntervalFromEnvironment } = await import('./overdue-sweep-timer');
  const { defaultExpiryIntervalMs } = await import('./expire-items');
  const { intervalFromEnvironment } = await import('./repeating-job');
  const { mailPortFromEnvironment } = await import('./ses-local');
  const { reminderIntervalFromEnvironment } = await import('./lesson-reminder-timer');
  const { progressDigestIntervalFromEnvironment } = await import('./progress-digest-job');
  const { retentionIntervalFromEnvironment } = await import('./retention-job');
  const { systemSummaryIntervalFromEnvironment } = await import('./system-summary-job');
  const runtime = await startLocalRuntime({
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST,
    ...storageFromEnvironment(repositoryRoot),
    webRoot: resolve(repositoryRoot, 'web/dist'),
    overdueSweepIntervalMs: sweepIntervalFromEnvironment(process.env.SWEEP_INTERVAL_MS),
    expiryIntervalMs: intervalFromEnvironment(
      'EXPIRY_INTERVAL_MS',
      process.env.EXPIRY_INTERVAL_MS,
      defaultExpiryIntervalMs,
    ),
    mail: {
      port: mailPortFromEnvironment(process.env.MAIL_PORT),
      ...(process.env.MAIL_ENDPOINT ? { endpoint: process.env.MAIL_ENDPOINT } : {}),
    },
    lessonReminderIntervalMs: reminderIntervalFromEnvironment(process.env.REMINDER_INTERVAL_MS),
    progressDigestIntervalMs: progressDigestIntervalFromEnvironment(process.env.PROGRESS_DIGEST_INTERVAL_MS),
    retentionIntervalMs: retentionIntervalFromEnvironment(process.env.RETENTION_INTERVAL_MS),
    systemSummaryIntervalMs: systemSummaryIntervalFromEnvironment(process.env.SYSTEM_SUMMARY_INTERVAL_MS),
  });
  // npm scripts run the project's pinned Node (the `node` dev dependency), the major Lambda runs.
  console.log(
    `Ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s on Node ${process.versions.node}`,
  );
  // The address alone on its line: tests and scripts that start the runtime read it from there.
  console.log(runtime.url);
  console.log(`Mail inbox: ${runtime.mailUrl} (every email the app sends lands here)`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    runtime.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/**
 * On disk under DATA_DIR (`.data/` by default), or, for the browser tests only, a table of its own in a
 * DynamoDB Local that already runs at SHARED_DYNAMODB_ENDPOINT (one warm JVM for every spec file's
 * school instead of a cold one each; files and S3 then go to a temporary folder, removed on stop).
 */
function storageFromEnvironment(
  repositoryRoot: string,
): { dataDir: string } | { sharedDynamoDb: { endpoint: string; tableName: string } } {
  const sharedEndpoint = process.env.SHARED_DYNAMODB_ENDPOINT;
  if (sharedEndpoint)
    return {
      sharedDynamoDb: { endpoint: sharedEndpoint, tableName: `school-${randomBytes(6).toString('hex')}` },
    };
  return { dataDir: resolve(process.env.DATA_DIR ?? resolve(repositoryRoot, '.data')) };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
