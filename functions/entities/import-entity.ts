import {
  $add,
  $set,
  Entity,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
  any,
  boolean,
  item,
  map,
  number,
  prefix,
  string,
  PutTransaction,
  UpdateTransaction,
  DeleteTransaction,
} from 'dynamodb-toolbox';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { ImportKind, ImportMapping } from '../../shared/imports/import-columns';
import type { ImportVerdict, PlannedRow } from '../../shared/imports/import-plan';
import { importKinds } from '../../shared/imports/import-columns';
import { roles, type Role } from '../../shared/roles';
import { queryEntityAll } from '../platform/table/entity-query';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

/**
 * A spreadsheet import (issue 38, docs/import.md) lives in its own partition `IMPORT#<id>`: the head item (kind,
 * status, counts, where the apply job stands), the planned rows in chunks of 100 (a 5,000-row file is 50 items,
 * each far below DynamoDB's 400 KB), one result item per family or teacher the job handled, and one item per leg
 * of the job (its insertion starts the worker, as an invoice job's does). Everything expires a week later (TTL).
 * The mapping staff chose last is remembered per kind (`SCHOOL` / `IMPORT_MAPPING#<kind>`), and the import being
 * applied holds `SCHOOL` / `IMPORT_RUNNING`, so two imports never work on the same families at once.
 */
export type ImportStatus = 'previewed' | 'applying' | 'done' | 'failed';
export type ImportOutcome = 'created' | 'updated' | 'unchanged' | 'failed';

export interface ImportRecord {
  id: string;
  kind: ImportKind;
  fileName: string;
  status: ImportStatus;
  headers: string[];
  mapping: ImportMapping;
  counts: Record<ImportVerdict, number>;
  rowCount: number;
  /** Families (or teachers) the job works through; fixed when the import is applied. */
  total: number;
  processed: number;
  sendInvitations: boolean;
  invitationsSent: number;
  leg: number;
  claimedLeg: number;
  failure?: string;
  createdBy: { userId: string; role: Role };
  /** Who applied it and with which request: the actor of every audit entry the job writes. */
  appliedBy?: { userId: string; role: Role };
  requestId?: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: number;
}

export interface RowResult {
  row: number;
  outcome: ImportOutcome;
  message?: string;
}

export interface GroupResult {
  /** The group's first row: the result item's key. */
  firstRow: number;
  rows: RowResult[];
  /** A family or teacher account this import created (invited at the end if staff asked). */
  createdUserId?: string;
}

export const importLegEntityName = 'ImportJobLeg';
const retentionSeconds = 7 * 24 * 3600;
const rowsPerChunk = 100;
/** How long the import being applied keeps others out if its worker is lost (a 5,000-row job takes minutes). */
const runningLeaseSeconds = 30 * 60;

const partition = (importId: string) => `IMPORT#${importId}`;
const pad = (value: number) => String(value).padStart(5, '0');

export const importExpiry = (now: Date) => Math.floor(now.getTime() / 1000) + retentionSeconds;

const principalMap = () => map({ userId: string(), role: string().enum(...roles) });

const ImportEntity = new Entity({
  name: 'Import',
  table: schoolTable,
  timestamps: false,
  schema: item({
    id: string().key(),
    kind: string().enum(...importKinds),
    fileName: string(),
    status: string().enum('previewed', 'applying', 'done', 'failed'),
    headers: any().castAs<string[]>(),
    mapping: any().castAs<ImportMapping>(),
    counts: any().castAs<Record<ImportVerdict, number>>(),
    rowCount: number(),
    total: number(),
    processed: number(),
    sendInvitations: boolean(),
    invitationsSent: number(),
    leg: number(),
    claimedLeg: number(),
    failure: string().optional(),
    createdBy: principalMap(),
    appliedBy: principalMap().optional(),
    requestId: string().optional(),
    createdAt: string(),
    updatedAt: string(),
    expiresAt: number(),
  }),
  computeKey: ({ id }) => ({ PK: partition(id), SK: 'IMPORT' }),
});

/** 100 planned rows, as JSON: the preview's rows are read whole and never queried by field. */
const ImportRowsEntity = new Entity({
  name: 'ImportRows',
  table: schoolTable,
  timestamps: false,
  schema: item({
    importId: string().key().savedAs('PK').transform(prefix('IMPORT')),
    chunk: string().key().savedAs('SK').transform(prefix('ROWS')),
    rows: string(),
    expiresAt: number(),
  }),
});

const ImportResultEntity = new Entity({
  name: 'ImportResult',
  table: schoolTable,
  timestamps: false,
  schema: item({
    importId: string().key().savedAs('PK').transform(prefix('IMPORT')),
    firstRow: string().key().savedAs('SK').transform(prefix('RESULT')),
    rows: string(),
    createdUserId: string().optional(),
    expiresAt: number(),
  }),
});

const ImportLegEntity = new Entity({
  name: importLegEntityName,
  table: schoolTable,
  timestamps: false,
  schema: item({ importId: string().key(), leg: number().key(), expiresAt: number() }),
  computeKey: ({ importId, leg }) => ({ PK: partition(importId), SK: `LEG#${pad(leg)}` }),
});

const ImportMappingEntity = new Entity({
  name: 'ImportMapping',
  table: schoolTable,
  timestamps: false,
  schema: item({
    kind: string()
      .key()
      .enum(...importKinds),
    mapping: any().castAs<ImportMapping>(),
    updatedAt: string(),
  }),
  computeKey: ({ kind }) => ({ PK: 'SCHOOL', SK: `IMPORT_MAPPING#${kind}` }),
});

const ImportRunningEntity = new Entity({
  name: 'ImportRunning',
  table: schoolTable,
  timestamps: false,
  schema: item({ importId: string(), leaseUntil: number() }),
  computeKey: () => ({ PK: 'SCHOOL', SK: 'IMPORT_RUNNING' }),
});

/** The import and its planned rows, for one transaction (51 items for 5,000 rows). */
export function importCreation(record: ImportRecord, rows: readonly PlannedRow[]): EntityWrite[] {
  const chunks: EntityWrite[] = [];
  for (let start = 0; start < rows.length; start += rowsPerChunk) {
    chunks.push(
      ImportRowsEntity.build(PutTransaction).item({
        importId: record.id,
        chunk: pad(start / rowsPerChunk),
        rows: JSON.stringify(rows.slice(start, start + rowsPerChunk)),
        expiresAt: record.expiresAt,
      }),
    );
  }
  return [
    ImportEntity.build(PutTransaction)
      .item(record)
      .options({ condition: { attr: 'id', exists: false } }),
    ...chunks,
  ];
}

export async function findImport(importId: string): Promise<ImportRecord | undefined> {
  const { Item: found } = await ImportEntity.build(GetItemCommand)
    .key({ id: importId })
    .options({ consistent: true })
    .send();
  return found;
}

/** The planned rows, in the file's order (the chunks sort by their number). */
export async function importRows(importId: string): Promise<PlannedRow[]> {
  const chunks = await queryEntityAll(ImportRowsEntity, {
    partition: partition(importId),
    sortKey: { beginsWith: 'ROWS#' },
    consistentRead: true,
  });
  return chunks.flatMap((chunk) => JSON.parse(chunk.rows) as PlannedRow[]);
}

export async function importResults(importId: string): Promise<GroupResult[]> {
  const items = await queryEntityAll(ImportResultEntity, {
    partition: partition(importId),
    sortKey: { beginsWith: 'RESULT#' },
    consistentRead: true,
  });
  return items.map((stored) => ({
    firstRow: Number(stored.firstRow),
    rows: JSON.parse(stored.rows) as RowResult[],
    ...(stored.createdUserId ? { createdUserId: stored.createdUserId } : {}),
  }));
}

export function importResultPut(importId: string, result: GroupResult, expiresAt: number): EntityWrite {
  return ImportResultEntity.build(PutTransaction).item({
    importId,
    firstRow: pad(result.firstRow),
    rows: JSON.stringify(result.rows),
    ...(result.createdUserId ? { createdUserId: result.createdUserId } : {}),
    expiresAt,
  });
}

export function importLegPut(importId: string, leg: number, expiresAt: number): EntityWrite {
  return ImportLegEntity.build(PutTransaction)
    .item({ importId, leg, expiresAt })
    .options({ condition: { attr: 'importId', exists: false } });
}

/**
 * The apply: a previewed import becomes `applying` (only once), takes the school's one running-import place
 * (free, or its holder's lease lapsed) and inserts its first leg, all in one transaction.
 */
export function importApplyStart(
  record: Pick<ImportRecord, 'id' | 'expiresAt'>,
  change: {
    total: number;
    sendInvitations: boolean;
    appliedBy: { userId: string; role: Role };
    requestId: string;
    now: Date;
  },
): { head: EntityWrite; running: EntityWrite; leg: EntityWrite } {
  const nowSeconds = Math.floor(change.now.getTime() / 1000);
  return {
    head: ImportEntity.build(UpdateTransaction)
      .item({
        id: record.id,
        status: 'applying',
        total: change.total,
        sendInvitations: change.sendInvitations,
        // Set whole: the item has no map to set fields of yet.
        appliedBy: $set(change.appliedBy),
        requestId: change.requestId,
        leg: 1,
        updatedAt: change.now.toISOString(),
      })
      .options({ condition: { attr: 'status', eq: 'previewed' } }),
    running: ImportRunningEntity.build(PutTransaction)
      .item({ importId: record.id, leaseUntil: nowSeconds + runningLeaseSeconds })
      .options({
        condition: {
          or: [
            { attr: 'importId', exists: false },
            { attr: 'leaseUntil', lt: nowSeconds },
          ],
        },
      }),
    leg: importLegPut(record.id, 1, record.expiresAt),
  };
}

/** The running-import place is given up by the import holding it (and by no other). */
export function importRunningRelease(importId: string): EntityWrite {
  return ImportRunningEntity.build(DeleteTransaction)
    .key({})
    .options({ condition: { attr: 'importId', eq: importId } });
}

/** A leg takes the job only if it is the current leg and no delivery of it took it before. */
export async function claimImportLeg(importId: string, leg: number, now: string): Promise<boolean> {
  try {
    await ImportEntity.build(UpdateItemCommand)
      .item({ id: importId, claimedLeg: leg, updatedAt: now })
      .options({
        condition: {
          and: [
            { attr: 'status', eq: 'applying' },
            { attr: 'leg', eq: leg },
            { attr: 'claimedLeg', lt: leg },
          ],
        },
      })
      .send();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

interface ImportProgress {
  processedDelta: number;
  invitationsDelta?: number;
  now: string;
  next?: 'leg' | { status: 'done' | 'failed'; failure?: string };
}

/** Progress of the leg holding the job: counts, and the next leg or the end. */
export function importProgress(importId: string, leg: number, change: ImportProgress): EntityWrite {
  const ending = change.next && change.next !== 'leg' ? change.next : undefined;
  return ImportEntity.build(UpdateTransaction)
    .item({
      id: importId,
      updatedAt: change.now,
      processed: $add(change.processedDelta),
      invitationsSent: $add(change.invitationsDelta ?? 0),
      ...(change.next === 'leg' ? { leg: leg + 1 } : {}),
      ...(ending ? { status: ending.status, ...(ending.failure ? { failure: ending.failure } : {}) } : {}),
    })
    .options({
      condition: {
        and: [
          { attr: 'claimedLeg', eq: leg },
          { attr: 'status', eq: 'applying' },
        ],
      },
    });
}

export async function readImportMapping(kind: ImportKind): Promise<ImportMapping | undefined> {
  const { Item: found } = await ImportMappingEntity.build(GetItemCommand).key({ kind }).send();
  return found?.mapping;
}

export async function saveImportMapping(
  kind: ImportKind,
  mapping: ImportMapping,
  now: string,
): Promise<void> {
  await ImportMappingEntity.build(PutItemCommand).item({ kind, mapping, updatedAt: now }).send();
}
