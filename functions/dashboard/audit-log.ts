import type { Condition } from 'dynamodb-toolbox';
import { dayStartInstant, monthsBetween, nextCalendarDay } from '../../shared/exports/export-ranges';
import type { AuditAction } from '../../shared/audit/audit-actions';
import type { RouteTable } from '../../shared/routes/route-table';
import {
  AuditEntryEntity,
  auditByActionQuery,
  auditByActorQuery,
  auditByTargetQuery,
  auditMonthQuery,
  toAuditEntry,
  type AuditEntryQuery,
  type AuditTimeRange,
} from '../entities/audit-entry-entity';
import { schoolSetUpAt } from '../entities/school-setup-entity';
import type { RouteInput, RouteService } from '../platform/route-service';
import { namesForEntry, namesOf } from './audit-names';
import { queryEntityPage, queryEntityPagesInTurn } from '../platform/table/entity-query';

type AuditLogQuery = RouteInput<RouteTable['dashboard.auditLog']>['query'];

const defaultPageSize = 50;
const schoolZone = 'Europe/London';
/** Past every stored time: the open end of a range without `to`. */
const openEnd = '9999';
/** Before every stored time: the open start of a range without `from`. */
const openStart = '2000';

/** The filters' days in Europe/London as stored instants, `to` exclusive (the day after's start). */
function timeRangeOf(query: AuditLogQuery): AuditTimeRange {
  return {
    from: query.from ? dayStartInstant(query.from, schoolZone) : openStart,
    to: query.to ? dayStartInstant(nextCalendarDay(query.to), schoolZone) : openEnd,
  };
}

/**
 * The months to read when no filter picks an index, newest first: from the
 * range's end (or this month) back to its start, but never before the month
 * the school was set up (nobody changed anything before it), so a range from
 * the year 2000 does not read two decades of empty months.
 */
async function monthsToRead(range: AuditTimeRange, now: Date): Promise<string[]> {
  const thisMonth = now.toISOString().slice(0, 7);
  const last = range.to === openEnd || range.to.slice(0, 7) > thisMonth ? thisMonth : range.to.slice(0, 7);
  const setupMonth = (await schoolSetUpAt())?.slice(0, 7) ?? thisMonth;
  const asked = range.from === openStart ? setupMonth : range.from.slice(0, 7);
  return monthsBetween(asked > setupMonth ? asked : setupMonth, last).reverse();
}

/**
 * The most selective filter picks the index (a record, then a person, then a
 * kind); the others narrow it as a filter on the same Query. Every one is a
 * key-conditioned Query, newest first, with the dates on the sort key.
 */
type AuditCondition = Condition<typeof AuditEntryEntity>;

const actorIs = (actorId: string | undefined): AuditCondition[] =>
  actorId === undefined ? [] : [{ attr: 'actorId', eq: actorId }];
const actionIs = (action: AuditAction | undefined): AuditCondition[] =>
  action === undefined ? [] : [{ attr: 'action', eq: action }];

function indexQueryOf(query: AuditLogQuery, range: AuditTimeRange): AuditEntryQuery | undefined {
  let base: AuditEntryQuery;
  let narrowing: AuditCondition[];
  if (query.targetId) {
    base = auditByTargetQuery(query.targetId, range);
    narrowing = [...actorIs(query.actorId), ...actionIs(query.action)];
  } else if (query.actorId) {
    base = auditByActorQuery(query.actorId, range);
    narrowing = actionIs(query.action);
  } else if (query.action) {
    base = auditByActionQuery(query.action, range);
    narrowing = [];
  } else return undefined;
  return narrowing.length ? { ...base, filter: { and: narrowing } } : base;
}

/**
 * `GET /audit-log`: one page of entries, newest first, each naming its actor
 * and the records it mentions as they are now (audit-names.ts).
 */
export const auditLog: RouteService<RouteTable['dashboard.auditLog']> = async ({ query }) => {
  const range = timeRangeOf(query);
  const limit = query.limit ?? defaultPageSize;
  const cursor = query.cursor || undefined;
  const indexQuery = indexQueryOf(query, range);
  const page = indexQuery
    ? await queryEntityPage(AuditEntryEntity, indexQuery, { limit, cursor })
    : await queryEntityPagesInTurn(
        AuditEntryEntity,
        (await monthsToRead(range, new Date())).map((month) => auditMonthQuery(month, range)),
        { limit, cursor },
      );
  const entries = page.items;
  const names = await namesOf(entries);
  const data = entries.map((entry) => {
    const own = namesForEntry(entry, names);
    return {
      ...toAuditEntry(entry),
      ...(names.has(entry.actorId) ? { actorName: names.get(entry.actorId)! } : {}),
      ...(Object.keys(own).length ? { names: own } : {}),
    };
  });
  return { data, nextCursor: page.nextCursor };
};
