import { ScrollText } from 'lucide-react';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { auditActionLabels, auditActions } from '../../../../shared/audit/audit-actions';
import { roleLabels } from '../../../../shared/roles';
import type { AuditEntry } from '../../../../shared/schemas/audit-schemas';
import { Button } from '../../components/button';
import { CardList } from '../../components/list-card';
import { PageHeader } from '../../components/page-header';
import { RetryAlert } from '../../components/retry-alert';
import { SelectField } from '../../components/select-field';
import { Spinner } from '../../components/spinner';
import { TableCard } from '../../components/table-card';
import { TextField } from '../../components/text-field';
import { breakpoints, useMediaQuery } from '../../components/use-media-query';
import { useAccountChoices, useAuditLog } from './audit-log-api';
import { auditFiltersFromParams, dateRangeProblem, type AuditLogFilters } from './audit-log-filters';
import { AuditEntryCard, AuditEntryRow } from './audit-entry-views';
import { PageTitle } from '../../components/page-title';

/**
 * The audit log (super_admin): every privileged change, newest first, with
 * who made it (named as the account is now), what and which record changed,
 * and the fields before and after. The filters live in the address, so a
 * filtered view can be shared or reloaded.
 */
export function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => auditFiltersFromParams(searchParams), [searchParams]);
  const problem = dateRangeProblem(filters);
  const log = useAuditLog(filters);
  const accounts = useAccountChoices();
  const entries = log.data?.pages.flatMap((page) => page.data) ?? [];
  const showFilters = (next: AuditLogFilters) =>
    setSearchParams(
      Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as Record<string, string>,
    );

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    showFilters(
      auditFiltersFromParams(
        new URLSearchParams([...form.entries()].map(([name, value]) => [name, String(value)])),
      ),
    );
  }

  return (
    <div className="space-y-6">
      <PageTitle>Audit log · School Progress</PageTitle>
      <PageHeader
        title="Audit log"
        description="Every privileged change, newest first: who made it, to which record, and what it changed."
      />
      <form
        key={searchParams.toString()}
        onSubmit={applyFilters}
        aria-label="Filter the audit log"
        className="grid gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-3"
      >
        <SelectField
          label="Who"
          name="actorId"
          defaultValue={filters.actorId ?? ''}
          options={(accounts.data ?? []).map((account) => ({
            value: account._id,
            label: 'role' in account ? `${account.name} (${roleLabels[account.role]})` : account.name,
          }))}
        >
          <option value="">Anyone</option>
        </SelectField>
        <SelectField
          label="Kind of change"
          name="action"
          defaultValue={filters.action ?? ''}
          options={auditActions.map((action) => ({ value: action, label: auditActionLabels[action] }))}
        >
          <option value="">Any change</option>
        </SelectField>
        <TextField
          label="Record"
          name="targetId"
          hint="The id of a user, student, lesson or invoice"
          defaultValue={filters.targetId ?? ''}
          autoComplete="off"
        />
        <TextField label="From" name="from" type="date" defaultValue={filters.from ?? ''} />
        <TextField label="To" name="to" type="date" defaultValue={filters.to ?? ''} error={problem} />
        <div className="flex items-end gap-3">
          <Button type="submit">Show changes</Button>
          <Button type="button" variant="secondary" onClick={() => showFilters({})}>
            Clear
          </Button>
        </div>
      </form>
      {log.isError ? (
        <RetryAlert
          message="Failed to load the audit log"
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : null}
      {problem ? null : log.data ? (
        entries.length === 0 && !log.hasNextPage ? (
          <EmptyLog />
        ) : (
          <AuditEntries
            entries={entries}
            updating={log.isFetching && !log.isFetchingNextPage}
            onRecord={(entry) => showFilters({ ...filters, targetId: entry.targetId })}
            footer={
              <>
                <span>
                  {entries.length} {entries.length === 1 ? 'change' : 'changes'} shown
                </span>
                {log.hasNextPage ? (
                  <Button
                    variant="secondary"
                    busy={log.isFetchingNextPage}
                    onClick={() => void log.fetchNextPage()}
                  >
                    Load more
                  </Button>
                ) : null}
              </>
            }
          />
        )
      ) : log.isError ? null : (
        <div className="flex min-h-40 items-center justify-center text-brand-700">
          <Spinner size="lg" label="Loading the audit log" />
        </div>
      )}
    </div>
  );
}

/** A table from 640 px; below, one card per entry, so a phone never scrolls sideways to read a change. */
function AuditEntries({
  entries,
  updating,
  onRecord,
  footer,
}: {
  entries: AuditEntry[];
  updating: boolean;
  onRecord: (entry: AuditEntry) => void;
  footer: ReactNode;
}) {
  const wide = useMediaQuery(breakpoints.sm);
  if (!wide)
    return (
      <div
        className={`space-y-3 transition-opacity${updating ? ' opacity-60' : ''}`}
        aria-busy={updating || undefined}
      >
        <CardList label="Audit log entries, newest first">
          {entries.map((entry) => (
            <AuditEntryCard key={entry._id} entry={entry} onRecord={() => onRecord(entry)} />
          ))}
        </CardList>
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
          {footer}
        </div>
      </div>
    );
  return (
    <TableCard caption="Audit log entries, newest first" updating={updating} footer={footer}>
      <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <tr>
          <th scope="col" className="px-4 py-3">
            Time
          </th>
          <th scope="col" className="px-4 py-3">
            Who
          </th>
          <th scope="col" className="px-4 py-3">
            What changed
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 text-sm text-slate-800">
        {entries.map((entry) => (
          <AuditEntryRow key={entry._id} entry={entry} onRecord={() => onRecord(entry)} />
        ))}
      </tbody>
    </TableCard>
  );
}

function EmptyLog() {
  return (
    <section className="flex flex-col items-center gap-3 rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ScrollText aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-base font-semibold text-slate-900">No changes match these filters</h2>
      <p className="max-w-md text-sm text-slate-600">
        Privileged changes (accounts, students, lessons, invoices and settings) appear here as they are made.
      </p>
    </section>
  );
}
