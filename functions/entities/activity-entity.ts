import { activityStatusColors, type ActivityStatus } from '../../shared/activity-status';
import { newId } from '../../shared/ids';
import type { RecentActivity } from '../../shared/schemas/people-schemas';
import { queryPage } from '../platform/table/query-page';
import type { TableQuery } from '../platform/table/table-query';
import { put } from '../platform/table/table-write';
import { studentTraceAttributes } from './student-traces';

/**
 * Who reads an event: the school's staff (`all`) and the accounts the event
 * concerns (a student's family and teachers). Events are written once per
 * audience (fan-out on write) so each reader's list is one Query.
 */
export type ActivityAudience = { kind: 'all' } | { kind: 'user'; userId: string };

export interface ActivityEvent {
  title: string;
  description: string;
  status: ActivityStatus;
  /** A lucide icon name the web app maps to a component. */
  icon: string;
  /** Lets one kind of event be listed on its own (progress updates for GET /progress/recent). */
  category?: 'progress' | 'people' | 'lessons' | 'invoices';
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

/** Every event of one reader's list, oldest first, with the text that may name someone (erasure). */
export function activityOfAudienceQuery(audience: ActivityAudience): TableQuery {
  return { partition: activityPartition(audience), attributes: ['PK', 'SK', 'title', 'description'] };
}

/** One reader's events older than `beforeIso` (the sort key starts with the event's time), keys only. */
export function activityBeforeQuery(audience: ActivityAudience, beforeIso: string): TableQuery {
  return { partition: activityPartition(audience), sortKey: { below: beforeIso }, attributes: ['PK', 'SK'] };
}

/** Transaction writes recording one event for each audience (duplicates removed). */
export function activityPuts(event: ActivityEvent, audiences: readonly ActivityAudience[], now = new Date()) {
  const id = newId(now);
  const partitions = [...new Set(audiences.map(activityPartition))];
  const { studentId, ...shown } = event;
  return partitions.map((PK) => {
    const key = { PK, SK: `${now.toISOString()}#${id}` };
    return put({
      ...key,
      entity: 'Activity',
      id,
      ...shown,
      ...studentTraceAttributes(studentId ? [studentId] : [], key),
      time: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + retentionSeconds,
    });
  });
}

export async function recentActivity(
  audience: ActivityAudience,
  options: { limit?: number; category?: ActivityEvent['category'] } = {},
): Promise<RecentActivity[]> {
  const { items } = await queryPage(
    {
      partition: activityPartition(audience),
      newestFirst: true,
      ...(options.category
        ? { filter: { expression: 'category = :category', values: { ':category': options.category } } }
        : {}),
    },
    // With a filter, read a few more so that a page of other events still yields some of this kind.
    { limit: (options.limit ?? 10) * (options.category ? 5 : 1) },
  );
  return items.slice(0, options.limit ?? 10).map((item) => ({
    id: item.id as string,
    title: item.title as string,
    description: item.description as string,
    status: item.status as ActivityStatus,
    statusColor: activityStatusColors[item.status as ActivityStatus] ?? activityStatusColors.info,
    time: item.time as string,
    icon: item.icon as string,
  }));
}
