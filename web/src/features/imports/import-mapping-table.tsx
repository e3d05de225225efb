import {
  importColumns,
  type ImportKind,
  type ImportMapping,
} from '../../../../shared/imports/import-columns';
import { SelectField } from '../../components/select-field';

export interface ImportMappingTableProps {
  kind: ImportKind;
  columns: readonly string[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}

/** Which column of the file each field is read from: one select per field (a list on a phone, a grid wider). */
export function ImportMappingTable({ kind, columns, mapping, onChange }: ImportMappingTableProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">Columns</legend>
      <p className="text-sm text-slate-600">
        Guessed from the file&apos;s headers. Change any that are wrong; your choice is remembered for the
        next file.
      </p>
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {importColumns(kind).map((column) => (
          <SelectField
            key={column.field}
            label={`${column.label}${column.required ? ' (required)' : ''}`}
            value={mapping[column.field] ?? ''}
            onChange={(event) => {
              const next = { ...mapping };
              if (event.target.value) next[column.field] = event.target.value;
              else delete next[column.field];
              onChange(next);
            }}
            options={columns.map((header) => ({ value: header, label: header }))}
          >
            <option value="">Not in this file</option>
          </SelectField>
        ))}
      </div>
    </fieldset>
  );
}
