import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { environmentVariableNames } from '../platform/runtime-config';
import { useLocalStandIns } from '../platform/local-stand-ins';
import { localS3SocketVariable } from '../platform/s3-client';
import { loadDomainHandlers } from './domain-handlers';
import { localRegion, localTableName, startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local';
import { createHttpServer } from './http-server';
import { localSigningSecret } from './local-secret';
import { deleteExpiredItems, firstExpiryDelayMs } from './expire-items';
import { startOverdueSweepTimer } from './overdue-sweep-timer';
import { startRepeatingJob } from './repeating-job';
import { startLessonReminderTimer } from './lesson-reminder-timer';
import { startProgressDigestJob } from './progress-digest-job';
import { startSystemSummaryJob } from './system-summary-job';
import { startRetentionJob } from './retention-job';
import { provisionTable } from './provision-table';
import { backfillExportIndexOnce } from './backfill-export-index-once';
import { backfillPaymentRowsOnce } from './backfill-payment-rows-once';
import { credentialsFor, inMemoryCredentials, type LocalCredentials } from './local-access-key';
import { makeDataFolderPrivate } from './private-data-folder';
import { startS3Local } from './s3-local';
import { startOutboxDrainer, type OutboxDrainer } from './outbox-drainer';
import { startJobLegRunner } from './job-leg-runner';
import { startSesLocal, type SesLocal } from './ses-local';
import { removeWebBuildSnapshot, snapshotWebBuild } from './web-build-snapshot';
import type { DrainSummary } from '../mailer/drain-pending-outbox';

export interface LocalRuntimeOptions {
  port: number;
  host?: string;
  /** Folder for DynamoDB's and S3's files; undefined keeps everything in memory and a temporary folder. */
  dataDir?: string;
  webRoot: string;
  /** Runs the overdue sweep every so often (the EventBridge schedule's stand-in); off when undefined or 0. */
  overdueSweepIntervalMs?: number;
  /** Deletes items whose TTL has passed every so often (DynamoDB's TTL process's stand-in); off when undefined or 0. */
  expiryIntervalMs?: number;
  /** Sends the day-before lesson reminders every so often (the hourly EventBridge rule's stand-in); off when undefined or 0. */
  lessonReminderIntervalMs?: number;
  /** Runs the weekly progress digest every so often (its EventBridge schedule's stand-in); off when undefined or 0. */
  progressDigestIntervalMs?: number;
  /** How often the weekly system summary looks for a week to send (0: never; the default). */
  systemSummaryIntervalMs?: number;
  /** Runs the daily retention job every so often (its EventBridge schedule's stand-in); off when undefined or 0. */
  retentionIntervalMs?: number;
  /**
   * A DynamoDB Local that is already running and a table of this runtime's
   * own in it, instead of starting a JVM: the API tests share one warm
   * DynamoDB Local, each file with its own table (deleted on stop). Only
   * without `dataDir`.
   */
  sharedDynamoDb?: { endpoint: string; tableName: string };
  /**
   * Email: the SES emulator on 127.0.0.1:`port` (0 for a free one) and the
   * outbox drain that sends to it. Without it nothing is sent: messages wait
   * in the outbox (API test files that do not read mail skip the emulator's
   * second of start-up).
   */
  mail?: {
    port: number;
    drainIntervalMs?: number;
    /**
     * An SES emulator that runs elsewhere, instead of starting one (`port` is then unused): a test that
     * kills the runtime keeps, in its own process, the inbox the runtime sent to.
     */
    endpoint?: string;
  };
  /**
   * Tests only: the adapter adds none of CloudFront's headers, as when a
   * request is sent straight to API Gateway's own endpoint (the functions
   * must refuse it).
   */
  aroundTheEdge?: boolean;
}

export interface LocalRuntime {
  url: string;
  port: number;
  /** The SES emulator: its web inbox at `/`, what was sent at `GET /store`. */
  mailUrl?: string;
  /** Drains the outbox now (tests; the runtime also drains after every write and on a timer). */
  drainOutbox?: () => Promise<DrainSummary>;
  /**
   * Tests: waits until no bulk job leg runs in this process. A job's status can read 'done' a moment before
   * its last write has answered here; a test that counts writes waits for that answer.
   */
  jobLegsIdle(): Promise<void>;
  /** The runtime's own copy of the web build it serves (web-build-snapshot.ts); undefined when nothing is built. */
  servedWebRoot?: string;
  stop(): Promise<void>;
}

/** The from address of local mail; any address works, the emulator delivers everything to its inbox. */
const localSenderAddress = 'no-reply@school.example';

const bucketName = 'school-documents';
const localDynamoRequestTimeoutMs = 20_000;

/** Points the AWS SDK and the handlers at the local servers, the way the CDK app's settings do in AWS. */
function configureEnvironment(
  dynamo: { endpoint: string; tableName: string; credentials: LocalCredentials },
  s3SocketPath: string,
  signingSecret: string,
  originSecret: string,
): void {
  Object.assign(process.env, {
    AWS_REGION: localRegion,
    // The database's own key; s3rver knows it too (s3-local.ts), and checks no signature.
    AWS_ACCESS_KEY_ID: dynamo.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: dynamo.credentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    // Only a host name for the requests: every connection goes to s3rver's socket (s3-client.ts).
    AWS_ENDPOINT_URL_S3: 'http://localhost',
    [localS3SocketVariable]: s3SocketPath,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // CloudWatch reads metrics from the functions' logs; here they would only fill the terminal.
    POWERTOOLS_METRICS_DISABLED: 'true',
    [environmentVariableNames.tableName]: dynamo.tableName,
    [environmentVariableNames.bucketName]: bucketName,
    [environmentVariableNames.signingSecret]: signingSecret,
    [environmentVariableNames.originSecret]: originSecret,
    // DynamoDB Local is far slower than DynamoDB: on a loaded 2-core machine one of 20 invoices generated at once
    // took over 5 s (a 5 s bound failed tests/api/invoices-generate.test.ts). A database that is down still
    // fails at once (the connection is refused); one that hangs, within a minute.
    [environmentVariableNames.dynamoRequestTimeoutMs]:
      process.env[environmentVariableNames.dynamoRequestTimeoutMs] ?? String(localDynamoRequestTimeoutMs),
  });
}

/** Points the SES client at the emulator, and the links in emails at this runtime's web app. */
function configureMail(sesEndpoint: string, appUrl: string): void {
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SESV2: sesEndpoint,
    [environmentVariableNames.mailFromAddress]: localSenderAddress,
    [environmentVariableNames.appUrl]: appUrl,
  });
}

/** The SES emulator to send to: the one given, or one started here. */
function sesFor(mail: NonNullable<LocalRuntimeOptions['mail']>): Promise<SesLocal> {
  if (mail.endpoint) return Promise.resolve({ endpoint: mail.endpoint, stop: () => Promise.resolve() });
  return startSesLocal(mail.port);
}

/** A table in someone else's DynamoDB Local: stopping it deletes the table, not the server. */
function sharedDynamoDbTable(shared: { endpoint: string; tableName: string }): Promise<DynamoDbLocal> {
  return Promise.resolve({
    endpoint: shared.endpoint,
    credentials: inMemoryCredentials,
    stop: async () => {
      const client = new DynamoDBClient({ endpoint: shared.endpoint, credentials: inMemoryCredentials });
      try {
        await client.send(new DeleteTableCommand({ TableName: shared.tableName }));
      } catch {
        // Never created (the start failed before), or already gone.
      } finally {
        client.destroy();
      }
    },
  });
}

/**
 * Creates the table unless it exists: on the first start, and again when the supervisor restarts a
 * DynamoDB Local that died (one in memory comes back empty). The SDK finds the endpoint and key
 * that configureEnvironment set.
 */
async function provisionOwnTable(tableName: string): Promise<void> {
  const client = new DynamoDBClient({});
  try {
    await provisionTable(client, tableName);
  } finally {
    client.destroy();
  }
  await backfillExportIndexOnce();
  await backfillPaymentRowsOnce();
}

/**
 * Everything `npm start` runs in one process: DynamoDB Local, the S3
 * stand-in, the same domain handlers the CDK app deploys behind an API
 * Gateway adapter, the built SPA, the overdue sweep on a timer, and (with
 * `mail`) the SES emulator with the outbox drain that sends to it.
 */
export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const scratchDir = dataDir ? undefined : mkdtempSync(join(tmpdir(), 'school-s3-'));
  const webBuildDir = join(dataDir ?? scratchDir!, 'web-build');
  // Before the folder is made private: a stale snapshot's files are links to web/dist's, whose modes stay as built.
  removeWebBuildSnapshot(webBuildDir);
  if (dataDir) makeDataFolderPrivate(dataDir);
  const shared = dataDir ? undefined : options.sharedDynamoDb;
  const [dynamoDb, s3, mail] = await Promise.all([
    shared
      ? sharedDynamoDbTable(shared)
      : startDynamoDbLocal(dataDir, { afterRestart: () => provisionOwnTable(localTableName) }),
    startS3Local(dataDir ?? scratchDir!, bucketName, credentialsFor(dataDir)),
    options.mail ? sesFor(options.mail) : Promise.resolve<SesLocal | undefined>(undefined),
  ]);
  const stopServers = async () => {
    await Promise.allSettled([dynamoDb.stop(), s3.stop(), mail?.stop()]);
    removeWebBuildSnapshot(webBuildDir);
    if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
  };
  const table = {
    endpoint: dynamoDb.endpoint,
    tableName: shared?.tableName ?? localTableName,
    credentials: dynamoDb.credentials,
  };
  try {
    // Only this process's adapter sends it: one per process (the handlers keep the first they read).
    const originSecret =
      process.env[environmentVariableNames.originSecret] || randomBytes(32).toString('base64url');
    configureEnvironment(table, s3.socketPath, localSigningSecret(dataDir), originSecret);
    // The System health page's dead letters, email identity and alarms read this machine's stand-ins.
    useLocalStandIns();
    // The school's Stripe keys beside its data, as the JWT secret is (platform/payment-secrets.ts).
    process.env[environmentVariableNames.paymentSecretsFile] = join(
      dataDir ?? scratchDir!,
      'payment-secrets.json',
    );
    await provisionOwnTable(table.tableName);
    let drainer: OutboxDrainer | undefined;
    const edge = options.aroundTheEdge ? undefined : { originSecret };
    const servedWebRoot = snapshotWebBuild(options.webRoot, webBuildDir);
    const server = createHttpServer(await loadDomainHandlers(), servedWebRoot, edge, {
      confirmStored: dataDir !== undefined,
      afterWrite: () => drainer?.nudge(),
    });
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host ?? '127.0.0.1', () => resolveListen());
    });
    const port = (server.address() as AddressInfo).port;
    const url = `http://localhost:${port}`;
    if (mail) {
      configureMail(mail.endpoint, url);
      drainer = startOutboxDrainer(options.mail?.drainIntervalMs);
    }
    const jobLegs = startJobLegRunner(() => drainer?.nudge());
    const overdueSweep = startOverdueSweepTimer({ intervalMs: options.overdueSweepIntervalMs ?? 0 });
    const expiry = startRepeatingJob({
      name: 'TTL expiry',
      intervalMs: options.expiryIntervalMs ?? 0,
      firstDelayMs: firstExpiryDelayMs,
      run: () => deleteExpiredItems(),
    });
    const lessonReminders = startLessonReminderTimer(options.lessonReminderIntervalMs ?? 0);
    const progressDigest = startProgressDigestJob(options.progressDigestIntervalMs ?? 0);
    const retention = startRetentionJob(options.retentionIntervalMs ?? 0);
    const systemSummary = startSystemSummaryJob(options.systemSummaryIntervalMs ?? 0);
    return {
      url,
      port,
      ...(mail && drainer ? { mailUrl: mail.endpoint, drainOutbox: drainer.drain } : {}),
      jobLegsIdle: jobLegs.idle,
      ...(servedWebRoot ? { servedWebRoot } : {}),
      stop: async () => {
        await jobLegs.stop();
        await drainer?.stop();
        await Promise.all([
          overdueSweep.stop(),
          expiry.stop(),
          lessonReminders.stop(),
          progressDigest.stop(),
          retention.stop(),
          systemSummary.stop(),
        ]);
        server.closeAllConnections();
        await new Promise((resolveClose) => server.close(resolveClose));
        await stopServers();
      },
    };
  } catch (error) {
    await stopServers();
    throw error;
  }
}
