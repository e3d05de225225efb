import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { environmentVariableNames } from '../lib/runtime-config';
import { loadDomainHandlers } from './domain-handlers';
import { localRegion, localTableName, startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local';
import { createHttpServer } from './http-server';
import { localSigningSecret } from './local-secret';
import { startOverdueSweepTimer } from './overdue-sweep-timer';
import { provisionTable } from './provision-table';
import { credentialsFor, inMemoryCredentials, type LocalCredentials } from './local-access-key';
import { makeDataFolderPrivate } from './private-data-folder';
import { startS3Local } from './s3-local';

export interface LocalRuntimeOptions {
  port: number;
  host?: string;
  /** Folder for DynamoDB's and S3's files; undefined keeps everything in memory and a temporary folder. */
  dataDir?: string;
  webRoot: string;
  /** Runs the overdue sweep every so often (the EventBridge schedule's stand-in); off when undefined or 0. */
  overdueSweepIntervalMs?: number;
  /**
   * A DynamoDB Local that is already running and a table of this runtime's
   * own in it, instead of starting a JVM: the API tests share one warm
   * DynamoDB Local, each file with its own table (deleted on stop). Only
   * without `dataDir`.
   */
  sharedDynamoDb?: { endpoint: string; tableName: string };
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
  stop(): Promise<void>;
}

const bucketName = 'school-documents';

/** Points the AWS SDK and the handlers at the local servers, the way the CDK app's settings do in AWS. */
function configureEnvironment(
  dynamo: { endpoint: string; tableName: string; credentials: LocalCredentials },
  s3Endpoint: string,
  signingSecret: string,
  originSecret: string,
): void {
  Object.assign(process.env, {
    AWS_REGION: localRegion,
    // The database's own key; s3rver checks no signature, so the S3 client may sign with it too.
    AWS_ACCESS_KEY_ID: dynamo.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: dynamo.credentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3Endpoint,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    [environmentVariableNames.tableName]: dynamo.tableName,
    [environmentVariableNames.bucketName]: bucketName,
    [environmentVariableNames.signingSecret]: signingSecret,
    [environmentVariableNames.originSecret]: originSecret,
  });
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
 * Everything `npm start` runs in one process: DynamoDB Local, the S3
 * stand-in, the same domain handlers the CDK app deploys behind an API
 * Gateway adapter, the built SPA, and the overdue sweep on a timer.
 */
export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  if (dataDir) makeDataFolderPrivate(dataDir);
  const scratchDir = dataDir ? undefined : mkdtempSync(join(tmpdir(), 'school-s3-'));
  const shared = dataDir ? undefined : options.sharedDynamoDb;
  const [dynamoDb, s3] = await Promise.all([
    shared ? sharedDynamoDbTable(shared) : startDynamoDbLocal(dataDir),
    startS3Local(dataDir ?? scratchDir!, bucketName, credentialsFor(dataDir)),
  ]);
  const stopServers = async () => {
    await Promise.allSettled([dynamoDb.stop(), s3.stop()]);
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
    configureEnvironment(table, s3.endpoint, localSigningSecret(dataDir), originSecret);
    const client = new DynamoDBClient({});
    await provisionTable(client, table.tableName);
    client.destroy();
    const edge = options.aroundTheEdge ? undefined : { originSecret };
    const server = createHttpServer(await loadDomainHandlers(), options.webRoot, edge);
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host ?? '127.0.0.1', () => resolveListen());
    });
    const port = (server.address() as AddressInfo).port;
    const overdueSweep = startOverdueSweepTimer({ intervalMs: options.overdueSweepIntervalMs ?? 0 });
    return {
      url: `http://localhost:${port}`,
      port,
      stop: async () => {
        await overdueSweep.stop();
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
