import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  Entity,
  EntityParser,
  PutTransaction,
  QueryCommand,
  UpdateItemCommand,
  item,
  list,
  number,
  string,
  type FormattedItem,
  type InputItem,
} from 'dynamodb-toolbox';
import { activityStatusColors, type ActivityStatus } from '../../shared/activity-status';
import { newId } from '../../shared/ids';
import { activityStatusSchema, type RecentActivity } from '../../shared/schemas/people-schemas';
import { queryEntityPage, queryEntityPages } from '../platform/table/entity-query';
import { schoolTable } from '../platform/table/school-table';
import type { TableItem, TableKey } from '../platform/table/table-item';
import type { EntityWrite } from '../platform/table/table-write';
import { studentTraceAttributes } from './student-traces';

/**
 * Who reads an event: the school's staff (`all`) and the accounts the event
 * concerns (a student's family and teachers). Events are written once per
 * audience (fan-out on write) so each reader's list is one Query.
 */
export type ActivityAudience = { kind: 'all' } | { kind: 'user'; userId: string };

const activityCategories = ['progress', 'people', 'lessons', 'invoices'] as const;

export interface ActivityEvent {
  title: string;
  description: string;
  status: ActivityStatus;
  /** A lucide icon name the web app maps to a component. */
  icon: string;
  /** Lets one kind of event be listed on its own (progress updates for GET /progress/recent). */
  category?: (typeof activityCategories)[number];
  /** The student the event is about, so a move or a deletion finds every copy (student-traces.ts). */
  studentId?: string;
}

/**
 * The ceiling, set at write time as the item's TTL: the school's retention
 * setting (retention-settings-entity.ts, at most this) is applied by the daily
 * retention job, which deletes by the item's time, so a shorter setting
 * reaches items already written at its next run.
 */
export const activityMaxRetentionDays = 180;
const retentionSeconds = activityMaxRetentionDays * 24 * 60 * 60;

export const activityPartition = (audience: ActivityAudience) =>
  audience.kind === 'all' ? 'ACTIVITY#ALL' : `ACTIVITY#USER#${audience.userId}`;

/**
 * One reader's copy of an event: in the reader's partition (`PK`), under the
 * event's time and id (`SK`), so a list is newest first by the key alone.
 */
export const ActivityEntity = new Entity({
  name: 'Activity',
  table: schoolTable,
  timestamps: false,
  schema: item({
    PK: string().key(),
    SK: string().key(),
    id: string(),
    title: string(),
    description: string(),
    status: string().enum(...activityStatusSchema.options),
    icon: string(),
    category: string()
      .enum(...activityCategories)
      .optional(),
    // The student traces (student-traces.ts): absent on events about no student.
    studentIds: list(string()).optional(),
    GSI3PK: string().optional(),
    GSI3SK: string().optional(),
    time: string(),
    /** TTL, epoch seconds. */
    expiresAt: number(),
  }),
});

export type ActivityItem = FormattedItem<typeof ActivityEntity>;

/** One reader's events, oldest first, a page at a time (erasure reads their text and whom they are about). */
export async function* activityPagesOf(audience: ActivityAudience): AsyncGenerator<ActivityItem[]> {
  yield* queryEntityPages(ActivityEntity, { partition: activityPartition(audience) });
}

/**
 * The keys of one reader's events, a page at a time: all of them, or those
 * older than `before` (the sort key starts with the event's time).
 */
export async function* activityKeyPages(
  audience: ActivityAudience,
  options: { before?: string } = {},
): AsyncGenerator<TableKey[]> {
  const pages = schoolTable
    .build(QueryCommand)
    .entities(ActivityEntity)
    .query({
      partition: activityPartition(audience),
      ...(options.before !== undefined ? { range: { lt: options.before } } : {}),
    })
    .options({ attributes: ['PK', 'SK'] })
    .paginate();
  for await (const page of pages) yield page.Items ?? [];
}

/** Rewrites an event's text in place (erasure replaces a name); an event deleted meanwhile stays deleted. */
export async function rewordActivity(
  key: TableKey,
  text: Pick<ActivityItem, 'title' | 'description'>,
): Promise<void> {
  try {
    await ActivityEntity.build(UpdateItemCommand)
      .item({ ...key, ...text })
      .options({ condition: { attr: 'id', exists: true } })
      .send();
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** One copy of the event for each audience (duplicates removed), all under the same time and id. */
function activityCopies(
  event: ActivityEvent,
  audiences: readonly ActivityAudience[],
  now: Date,
): InputItem<typeof ActivityEntity>[] {
  const id = newId(now);
  const time = now.toISOString();
  const partitions = [...new Set(audiences.map(activityPartition))];
  const { studentId, ...shown } = event;
  return partitions.map((PK) => {
    const key = { PK, SK: `${time}#${id}` };
    return {
      ...key,
      id,
      ...shown,
      ...studentTraceAttributes(studentId ? [studentId] : [], key),
      time,
      expiresAt: Math.floor(now.getTime() / 1000) + retentionSeconds,
    };
  });
}

/** Transaction writes recording one event for each audience (duplicates removed). */
export function activityPuts(
  event: ActivityEvent,
  audiences: readonly ActivityAudience[],
  now = new Date(),
): EntityWrite[] {
  return activityCopies(event, audiences, now).map((copy) => ActivityEntity.build(PutTransaction).item(copy));
}

/** The items as stored, for writers that load a table without transactions (the bench). */
export function activityItems(
  event: ActivityEvent,
  audiences: readonly ActivityAudience[],
  now: Date,
): TableItem[] {
  return activityCopies(event, audiences, now).map(
    (copy) => ActivityEntity.build(EntityParser).parse(copy).item,
  );
}

export async function recentActivity(
  audience: ActivityAudience,
  options: { limit?: number; category?: ActivityEvent['category'] } = {},
): Promise<RecentActivity[]> {
  const limit = options.limit ?? 10;
  const { items } = await queryEntityPage(
    ActivityEntity,
    {
      partition: activityPartition(audience),
      newestFirst: true,
      ...(options.category ? { filter: { attr: 'category', eq: options.category } } : {}),
    },
    // With a filter, read a few more so that a page of other events still yields some of this kind.
    { limit: limit * (options.category ? 5 : 1) },
  );
  return items.slice(0, limit).map((activity) => ({
    id: activity.id,
    title: activity.title,
    description: activity.description,
    status: activity.status,
    statusColor: activityStatusColors[activity.status],
    time: activity.time,
    icon: activity.icon,
  }));
}
