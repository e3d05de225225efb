import { roleLabels } from '../../../../shared/roles';
import { auditActionLabels } from '../../../../shared/audit/audit-actions';
import type { AuditEntry } from '../../../../shared/schemas/audit-schemas';
import { CardField, ListCard } from '../../components/list-card';
import { madeOnFirstUse } from '../../lib/made-on-first-use';
import { changeText, fieldChanges, recordText } from './audit-summary';

const timeFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      dateStyle: 'medium',
      timeStyle: 'short',
    }),
);

/**
 * One entry as a table row, from 640 px: when, who, and what changed (the
 * record by name or number, one line of change, the fields folded under
 * Details), three columns that fit 1280 px with the sidebar (issue 40).
 */
export function AuditEntryRow({ entry, onRecord }: { entry: AuditEntry; onRecord: () => void }) {
  return (
    <tr className="align-top" data-testid="audit-entry">
      <td className="px-4 py-3 whitespace-nowrap tabular-nums">
        <time dateTime={entry.at}>{timeFormat().format(new Date(entry.at))}</time>
      </td>
      <td className="px-4 py-3">
        <span className="font-medium break-words">{entry.actorName ?? 'Deleted account'}</span>
        <span className="block text-xs text-slate-600">{roleLabels[entry.actorRole]}</span>
      </td>
      <td className="w-full px-4 py-3">
        <EntrySummary entry={entry} onRecord={onRecord} />
      </td>
    </tr>
  );
}

/** The kind of change, its record (a button narrowing the log to it), one line of change and the details. */
function EntrySummary({ entry, onRecord }: { entry: AuditEntry; onRecord: () => void }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className="font-medium text-slate-900">
        {auditActionLabels[entry.action]}
        <span aria-hidden="true"> · </span>
        <RecordButton entry={entry} onRecord={onRecord} />
      </p>
      <p className="break-words text-slate-700">{changeText(entry)}</p>
      <FieldDetails entry={entry} />
    </div>
  );
}

/** Every field kept, before and after in words, folded: the summary line says enough for most entries. */
function FieldDetails({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry);
  if (changes.length === 0) return null;
  return (
    <details className="group text-sm">
      <summary className="inline-flex min-h-6 cursor-pointer items-center text-brand-700 underline hover:text-brand-900">
        Details<span className="sr-only"> of this change</span>
      </summary>
      <dl className="mt-2 space-y-1 rounded-control bg-slate-50 p-3">
        {changes.map((change) => (
          <div key={change.field}>
            <dt className="inline font-medium">{change.label}: </dt>
            <dd className="inline break-words">
              {change.before ?? ''}
              {change.before !== undefined && change.after !== undefined ? ' → ' : ''}
              {change.after ?? ''}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** One entry on a phone: what changed as its heading, then when, who, the record and the change. */
export function AuditEntryCard({ entry, onRecord }: { entry: AuditEntry; onRecord: () => void }) {
  return (
    <ListCard
      testId="audit-entry"
      title={<h2 className="font-semibold text-slate-900">{auditActionLabels[entry.action]}</h2>}
    >
      <CardField label="When">
        <time dateTime={entry.at}>{timeFormat().format(new Date(entry.at))}</time>
      </CardField>
      <CardField label="Who">
        {entry.actorName ?? 'Deleted account'}
        <span className="block text-xs text-slate-600">{roleLabels[entry.actorRole]}</span>
      </CardField>
      <CardField label="Record" wide>
        <RecordButton entry={entry} onRecord={onRecord} />
      </CardField>
      <CardField label="What changed" wide>
        <span className="block break-words">{changeText(entry)}</span>
        <FieldDetails entry={entry} />
      </CardField>
    </ListCard>
  );
}

/** The record by name or number, as a button that narrows the log to that record. */
function RecordButton({ entry, onRecord }: { entry: AuditEntry; onRecord: () => void }) {
  const name = recordText(entry);
  return (
    <button
      type="button"
      onClick={onRecord}
      className="min-h-6 text-left break-words text-brand-700 underline hover:text-brand-900"
      aria-label={`Show only changes to ${name}`}
    >
      {name}
    </button>
  );
}
