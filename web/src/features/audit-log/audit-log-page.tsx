import { ScrollText } from 'lucide-react';
import { useMemo, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { auditActionLabels, auditActions } from '../../../../shared/audit/audit-actions';
import { roleLabels } from '../../../../shared/roles';
import type { AuditEntry } from '../../../../shared/schemas/audit-schemas';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { RetryAlert } from '../../components/retry-alert';
import { SelectField } from '../../components/select-field';
import { Spinner } from '../../components/spinner';
import { TableCard } from '../../components/table-card';
import { TextField } from '../../components/text-field';
import { useAccountChoices, useAuditLog } from './audit-log-api';
import { auditFiltersFromParams, dateRangeProblem, type AuditLogFilters } from './audit-log-filters';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

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
      <title>Audit log · School Progress</title>
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
          <TableCard
            caption="Audit log entries, newest first"
            updating={log.isFetching && !log.isFetchingNextPage}
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
          >
            <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Time
                </th>
                <th scope="col" className="px-4 py-3">
                  Who
                </th>
                <th scope="col" className="px-4 py-3">
                  Change
                </th>
                <th scope="col" className="px-4 py-3">
                  Record
                </th>
                <th scope="col" className="px-4 py-3">
                  Before → after
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-sm text-slate-800">
              {entries.map((entry) => (
                <EntryRow
                  key={entry._id}
                  entry={entry}
                  onRecord={() => showFilters({ ...filters, targetId: entry.targetId })}
                />
              ))}
            </tbody>
          </TableCard>
        )
      ) : log.isError ? null : (
        <div className="flex min-h-40 items-center justify-center text-brand-700">
          <Spinner size="lg" label="Loading the audit log" />
        </div>
      )}
    </div>
  );
}

function EntryRow({ entry, onRecord }: { entry: AuditEntry; onRecord: () => void }) {
  return (
    <tr className="align-top" data-testid="audit-entry">
      <td className="px-4 py-3 whitespace-nowrap tabular-nums">
        <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))}</time>
      </td>
      <td className="px-4 py-3">
        <span className="font-medium">{entry.actorName ?? 'Deleted account'}</span>
        <span className="block text-xs text-slate-600">{roleLabels[entry.actorRole]}</span>
      </td>
      <td className="px-4 py-3">{auditActionLabels[entry.action]}</td>
      <td className="px-4 py-3">
        <span className="block text-xs text-slate-600 capitalize">{entry.targetType}</span>
        <button
          type="button"
          onClick={onRecord}
          className="min-h-6 font-mono text-xs break-all text-brand-700 underline hover:text-brand-900"
          aria-label={`Show only changes to ${entry.targetType} ${entry.targetId}`}
        >
          {entry.targetId}
        </button>
      </td>
      <td className="min-w-64 px-4 py-3">
        <FieldChanges entry={entry} />
      </td>
    </tr>
  );
}

/** A field's value as one line: lists joined, anything nested as compact JSON. */
function shown(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object'))
    return value.length ? value.join(', ') : '(none)';
  return JSON.stringify(value);
}

function FieldChanges({ entry }: { entry: AuditEntry }) {
  const names = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  // Both sides present but empty: an edit that was saved unchanged. Neither side: values removed by an erasure.
  if (names.length === 0)
    return (
      <span className="text-slate-600">
        {entry.before && entry.after ? 'Saved without changes' : 'No field values kept'}
      </span>
    );
  return (
    <dl className="space-y-1">
      {names.map((name) => (
        <div key={name}>
          <dt className="inline font-medium">{name}: </dt>
          <dd className="inline break-words">
            {entry.before ? shown(entry.before[name]) : ''}
            {entry.before && entry.after ? ' → ' : ''}
            {entry.after ? shown(entry.after[name]) : ''}
          </dd>
        </div>
      ))}
    </dl>
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
