import { auditActions, type AuditAction } from '../../../../shared/audit/audit-actions';

/** The log's filters as the address keeps them (`?actorId=…&action=…&targetId=…&from=…&to=…`). */
export interface AuditLogFilters {
  actorId?: string;
  action?: AuditAction;
  targetId?: string;
  from?: string;
  to?: string;
}

const idPattern = /^[0-9a-f]{24}$/;
const recordPattern = /^[a-z0-9-]{1,40}$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** What the address says, keeping only values the API would accept (a hand-edited link shows everything else). */
export function auditFiltersFromParams(params: URLSearchParams): AuditLogFilters {
  const value = (name: string, pattern: RegExp) => {
    const text = params.get(name)?.trim().toLowerCase();
    return text && pattern.test(text) ? text : undefined;
  };
  const action = params.get('action');
  const filters: AuditLogFilters = {
    actorId: value('actorId', idPattern),
    action: auditActions.includes(action as AuditAction) ? (action as AuditAction) : undefined,
    targetId: value('targetId', recordPattern),
    from: value('from', datePattern),
    to: value('to', datePattern),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, given]) => given)) as AuditLogFilters;
}

/** The dates in order or a sentence why not: the API refuses `from` after `to`. */
export function dateRangeProblem(filters: AuditLogFilters): string | undefined {
  return filters.from && filters.to && filters.from > filters.to ? 'From must not be after To' : undefined;
}
