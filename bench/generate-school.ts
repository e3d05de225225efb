import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { schoolSetupKey } from '../functions/entities/school-setup-entity';
import type { LessonRecord } from '../functions/entities/lesson-entity';
import { schoolCountersKey } from '../functions/entities/school-counters-entity';
import { environmentVariableNames, tableName } from '../functions/platform/runtime-config';
import {
  dataFolderCredentials,
  inMemoryCredentials,
  type LocalCredentials,
} from '../functions/local/local-access-key';
import {
  endpointFileOf,
  localRegion,
  localTableName,
  startDynamoDbLocal,
} from '../functions/local/dynamodb-local';
import { provisionTable } from '../functions/local/provision-table';
import { BatchWriter } from './batch-writer';
import { inActivityWindow, invoiceActivity, lessonActivity, progressActivity } from './school-activity';
import { createCurriculum, curriculumItems } from './school-curriculum';
import { issueInvoices, invoiceItems, invoiceSchoolItems } from './school-invoices';
import { bookLessons, lessonItems } from './school-lessons';
import { accountItems, allAccounts, createPeople, studentItems } from './school-people';
import { progressItems, type StatusChange } from './school-progress';
import { generatedEmails, generatedPassword, schoolSizeNamed, type SchoolSize } from './school-sizes';
import { SeededRandom, withSeededIds } from './seeded-random';

export interface GenerateOptions {
  /** DynamoDB endpoint with the school's table (created if missing). */
  endpoint: string;
  /** The key whose database to write into; an in-memory DynamoDB Local's when not given. */
  credentials?: LocalCredentials;
  size: SchoolSize;
  seed?: string;
  /** BatchWriteItem requests in flight. */
  parallel?: number;
  /** Also write the 8 slot-lock items of every non-canceled lesson (off by default: nothing lists them). */
  slotLocks?: boolean;
  log?: (line: string) => void;
}

export interface GenerateSummary {
  size: SchoolSize['name'];
  seed: string;
  items: number;
  itemsByEntity: Record<string, number>;
  batchWriteRequests: number;
  retriedItems: number;
  seconds: number;
  /** Facts the bench needs to pick its requests. */
  sample: {
    familyEmail: string;
    familyChildren: number;
    teacherEmail: string;
    studentId: string;
    subjectId: string;
    invoiceId: string;
    counts: SchoolCounts;
  };
}

/** What the generated school holds, by the product's own nouns. */
export interface SchoolCounts {
  accounts: number;
  families: number;
  teachers: number;
  students: number;
  subjects: number;
  topics: number;
  progressRecords: number;
  statusChanges: number;
  lessons: number;
  invoices: number;
}

/**
 * Writes a whole school straight into DynamoDB with BatchWriteItem, item by
 * item what the API would have written to get there (docs/data-model.md),
 * built with the entities' own key and item functions. Seeded: the same
 * seed gives the same school (only the password hash's salt differs).
 */
export async function generateSchool(options: GenerateOptions): Promise<GenerateSummary> {
  const started = performance.now();
  const seed = options.seed ?? `school-${options.size.name}`;
  const log = options.log ?? (() => {});
  // The runtime's table when one is configured (a test's own), else the data folder's.
  process.env[environmentVariableNames.tableName] ??= localTableName;
  const table = tableName();
  const raw = new DynamoDBClient({
    endpoint: options.endpoint,
    region: localRegion,
    credentials: options.credentials ?? inMemoryCredentials,
  });
  await provisionTable(raw, table);
  const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  try {
    const existing = await client.send(new GetCommand({ TableName: table, Key: schoolSetupKey }));
    if (existing.Item)
      throw new Error('This table already holds a school: generate into an empty data folder');
    const writer = new BatchWriter({ client, tableName: table, parallel: options.parallel ?? 8 });
    const random = new SeededRandom(seed);
    const sample = await withSeededIds(random, () => writeSchool(random, options.size, writer, options, log));
    await writer.flush();
    const seconds = (performance.now() - started) / 1000;
    return {
      size: options.size.name,
      seed,
      items: writer.written,
      itemsByEntity: Object.fromEntries([...writer.counts].sort(([a], [b]) => a.localeCompare(b))),
      batchWriteRequests: writer.requests,
      retriedItems: writer.retriedItems,
      seconds,
      sample,
    };
  } finally {
    client.destroy();
  }
}

async function writeSchool(
  random: SeededRandom,
  size: SchoolSize,
  writer: BatchWriter,
  options: GenerateOptions,
  log: (line: string) => void,
): Promise<GenerateSummary['sample']> {
  const progressPerStudent = Math.floor(size.progressRecords / size.students);
  const subjects = createCurriculum(random, size);
  const subjectById = new Map(subjects.map((subject) => [subject.id, subject]));
  await writer.putAll(curriculumItems(subjects));
  log(`curriculum: ${subjects.length} subjects, ${size.topics} topics`);

  const people = await createPeople(random, size, subjects, progressPerStudent);
  const teacherById = new Map(people.teachers.map((teacher) => [teacher.id, teacher]));
  const recentChanges: StatusChange[] = [];
  let progressRecords = 0;
  let progressUpdates = 0;
  for (const student of people.students) {
    const parent = people.familyOf.get(student.parentId)!.user;
    const teachers = student.teacherIds.map((id) => teacherById.get(id)!);
    const items = progressItems(
      random,
      student,
      subjects,
      { parent, teachers },
      progressPerStudent,
      (change) => {
        if (inActivityWindow(change.changedAt)) recentChanges.push(change);
      },
    );
    for (let next = items.next(); ; next = items.next()) {
      if (next.done) {
        student.progressUpdates = next.value;
        progressUpdates += next.value;
        break;
      }
      if (next.value.entity === 'TopicProgress') progressRecords++;
      await writer.put(next.value);
    }
  }
  await writer.putAll(accountItems(people));
  await writer.putAll(studentItems(people));
  log(`people: ${allAccounts(people).length} accounts, ${people.students.length} students`);
  log(`progress: ${progressRecords} records, ${progressUpdates} status changes`);

  const lessons = bookLessons(
    random,
    people.students,
    teacherById,
    people.familyOf,
    subjectById,
    Math.floor(size.lessons / size.students),
  );
  const lessonsOf = new Map<string, LessonRecord[]>();
  for (const lesson of lessons) {
    const list = lessonsOf.get(lesson.studentId) ?? [];
    list.push(lesson);
    lessonsOf.set(lesson.studentId, list);
  }
  const { invoices, events } = issueInvoices(random, people.students, lessonsOf, people.familyOf);
  for (const lesson of lessons) await writer.putAll(lessonItems(lesson, options.slotLocks === true));
  log(`lessons: ${lessons.length}`);
  for (const invoice of invoices) await writer.putAll(invoiceItems(invoice));
  await writer.putAll(invoiceSchoolItems(invoices));
  log(`invoices: ${invoices.length}`);

  for (const change of recentChanges) await writer.putAll(progressActivity(change));
  for (const lesson of lessons)
    if (inActivityWindow(lesson.createdAt)) await writer.putAll(lessonActivity(lesson));
  for (const event of events) if (inActivityWindow(event.at)) await writer.putAll(invoiceActivity(event));

  const accounts = allAccounts(people);
  // Last, so a school is only "set up" once everything else is in.
  await writer.put({
    ...schoolCountersKey,
    students: people.students.length,
    users: accounts.length,
    subjects: subjects.length,
    progressUpdates,
    superAdmins: 1,
  });
  await writer.put({
    ...schoolSetupKey,
    entity: 'SchoolSetup',
    superAdminId: people.superAdmin.id,
    createdAt: people.superAdmin.createdAt,
  });

  const family =
    people.families.find((candidate) => candidate.user.children.length === 2) ?? people.families[0]!;
  const student = people.students.find((candidate) => candidate.id === family.user.children[0])!;
  const invoice = invoices.find(
    (candidate) => candidate.studentId === student.id && candidate.status === 'paid',
  )!;
  return {
    familyEmail: family.user.email,
    familyChildren: family.user.children.length,
    teacherEmail: generatedEmails.teacher(0),
    studentId: student.id,
    subjectId: student.subjects[0]!,
    invoiceId: invoice.id,
    counts: {
      accounts: accounts.length,
      families: people.families.length,
      teachers: people.teachers.length,
      students: people.students.length,
      subjects: subjects.length,
      topics: size.topics,
      progressRecords,
      statusChanges: progressUpdates,
      lessons: lessons.length,
      invoices: invoices.length,
    },
  };
}

function argument(name: string): string | undefined {
  const flag = process.argv.indexOf(`--${name}`);
  return flag >= 0 ? process.argv[flag + 1] : undefined;
}

/**
 * `node --import tsx bench/generate-school.ts --size small|large --data-dir DIR [--seed S] [--slot-locks]`
 * (or `--endpoint URL` of a running DynamoDB Local). With --data-dir, a
 * running `npm start` on that folder is used, else DynamoDB Local is
 * started on it for the run.
 */
async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const size = schoolSizeNamed(argument('size') ?? 'small');
  const dataDir = argument('data-dir');
  let endpoint = argument('endpoint');
  let stop: (() => Promise<void>) | undefined;
  if (!endpoint) {
    if (!dataDir) throw new Error('Give --data-dir DIR or --endpoint URL');
    const folder = resolve(dataDir);
    if (existsSync(endpointFileOf(folder))) endpoint = readFileSync(endpointFileOf(folder), 'utf8').trim();
    else {
      const dynamoDb = await startDynamoDbLocal(folder);
      endpoint = dynamoDb.endpoint;
      stop = dynamoDb.stop;
    }
  }
  const print = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const summary = await generateSchool({
      endpoint,
      // A data folder's database is its key's own (functions/local/local-access-key.ts).
      credentials: dataDir ? dataFolderCredentials(resolve(dataDir)) : undefined,
      size,
      seed: argument('seed'),
      parallel: Number(argument('parallel') ?? 8),
      slotLocks: process.argv.includes('--slot-locks'),
      log: print,
    });
    print(
      `\n${summary.size} school (seed ${summary.seed}): ${summary.items} items in ${summary.seconds.toFixed(1)} s`,
    );
    print(
      `(${Math.round(summary.items / summary.seconds)} items/s, ${summary.batchWriteRequests} BatchWriteItem requests, ${summary.retriedItems} items retried)`,
    );
    for (const [entity, count] of Object.entries(summary.itemsByEntity))
      print(`  ${entity.padEnd(16)} ${count}`);
    print(
      `\nSign in with password ${generatedPassword}: ${generatedEmails.superAdmin} (super_admin), ${generatedEmails.admin} (admin),`,
    );
    print(`${summary.sample.teacherEmail} (teacher), ${summary.sample.familyEmail} (family)`);
  } finally {
    await stop?.();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
