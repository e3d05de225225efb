import { activityStatusColors, type ActivityStatus } from '../../../shared/activity-status';
import { newId } from '../../../shared/ids';
import type { RecentActivity } from '../../../shared/schemas/people-schemas';
import { queryPage } from '../table/query-page';
import { put } from '../table/table-write';
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

const retentionSeconds = 180 * 24 * 60 * 60;

export const activityPartition = (audience: ActivityAudience) =>
  audience.kind === 'all' ? 'ACTIVITY#ALL' : `ACTIVITY#USER#${audience.userId}`;

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
