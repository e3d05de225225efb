import { roleLabels } from '../../../../shared/roles';
import { auditActionLabels } from '../../../../shared/audit/audit-actions';
import type { AuditEntry } from '../../../../shared/schemas/audit-schemas';
import { CardField, ListCard } from '../../components/list-card';
import { madeOnFirstUse } from '../../lib/made-on-first-use';

const timeFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      dateStyle: 'medium',
      timeStyle: 'medium',
    }),
);

/** One entry as a table row, from 640 px. */
export function AuditEntryRow({ entry, onRecord }: { entry: AuditEntry; onRecord: () => void }) {
  return (
    <tr className="align-top" data-testid="audit-entry">
      <td className="px-4 py-3 whitespace-nowrap tabular-nums">
        <time dateTime={entry.at}>{timeFormat().format(new Date(entry.at))}</time>
      </td>
      <td className="px-4 py-3">
        <span className="font-medium">{entry.actorName ?? 'Deleted account'}</span>
        <span className="block text-xs text-slate-600">{roleLabels[entry.actorRole]}</span>
      </td>
      <td className="px-4 py-3">{auditActionLabels[entry.action]}</td>
      <td className="px-4 py-3">
        <span className="block text-xs text-slate-600 capitalize">{entry.targetType}</span>
        <RecordButton entry={entry} onRecord={onRecord} />
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

export function FieldChanges({ entry }: { entry: AuditEntry }) {
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

/** One entry on a phone: what changed as its heading, then when, who, the record and the fields. */
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
      <CardField label={`Record (${entry.targetType})`} wide>
        <RecordButton entry={entry} onRecord={onRecord} />
      </CardField>
      <CardField label="Before → after" wide>
        <FieldChanges entry={entry} />
      </CardField>
    </ListCard>
  );
}

/** The record's id, as a button that narrows the log to that record. */
function RecordButton({ entry, onRecord }: { entry: AuditEntry; onRecord: () => void }) {
  return (
    <button
      type="button"
      onClick={onRecord}
      className="min-h-6 font-mono text-xs break-all text-brand-700 underline hover:text-brand-900"
      aria-label={`Show only changes to ${entry.targetType} ${entry.targetId}`}
    >
      {entry.targetId}
    </button>
  );
}
