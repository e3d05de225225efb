import { useState } from 'react';
import type { ImportRowView } from '../../../../shared/schemas/import-schemas';
import { Badge, type BadgeTone } from '../../components/badge';
import { PressedButtonGroup } from '../../components/pressed-button-group';

type Filter = 'all' | ImportRowView['verdict'];

const verdictTones: Record<ImportRowView['verdict'], BadgeTone> = {
  create: 'green',
  update: 'blue',
  unchanged: 'slate',
  error: 'amber',
};

const outcomeLabels = {
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged',
  failed: 'Failed',
} as const;

/** Rows shown at once: a 5,000-row file is filtered rather than drawn whole. */
const shownRows = 200;

/** Every row with its verdict and reason (and, once applied, what was done): cards on a phone, a table wider. */
export function ImportRowsList({ rows }: { rows: readonly ImportRowView[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const count = (verdict: Filter) =>
    verdict === 'all' ? rows.length : rows.filter((row) => row.verdict === verdict).length;
  const filters: Filter[] = ['all', 'create', 'update', 'unchanged', 'error'];
  const visible = rows.filter((row) => filter === 'all' || row.verdict === filter);
  return (
    <section aria-labelledby="import-rows-heading" className="space-y-3">
      <h2 id="import-rows-heading" className="text-base font-semibold text-slate-900">
        Rows
      </h2>
      <PressedButtonGroup
        label="Show rows"
        className="flex-wrap"
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        options={filters.map((value) => ({
          value,
          label: `${value === 'all' ? 'All' : value.charAt(0).toUpperCase() + value.slice(1)} (${count(value)})`,
        }))}
      />
      <ul className="divide-y divide-slate-200 rounded-control border border-slate-200 bg-white">
        {visible.slice(0, shownRows).map((row) => (
          <li
            key={row.row}
            className="grid gap-1 px-4 py-3 sm:grid-cols-[4rem_1fr_7rem_1fr] sm:items-center sm:gap-3"
          >
            <span className="text-sm text-slate-500">Row {row.row}</span>
            <span className="font-medium break-words whitespace-pre-line text-slate-900">{row.label}</span>
            <span>
              <Badge tone={verdictTones[row.verdict]}>{row.verdict}</Badge>
            </span>
            <span className="text-sm text-slate-700">
              {row.outcome
                ? `${outcomeLabels[row.outcome]}${row.message ? `: ${row.message}` : ''}`
                : (row.reason ?? '')}
            </span>
          </li>
        ))}
      </ul>
      {visible.length > shownRows ? (
        <p className="text-sm text-slate-600">
          {shownRows} of {visible.length} rows shown: choose a filter, or download the report for all of them.
        </p>
      ) : null}
      {visible.length === 0 ? <p className="text-sm text-slate-600">No rows of this kind.</p> : null}
    </section>
  );
}
