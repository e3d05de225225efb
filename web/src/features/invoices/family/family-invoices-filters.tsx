import { X } from 'lucide-react';
import { currencies } from '../../../../../shared/invoices/money';
import { Button } from '../../../components/button';
import { optionsOf, SelectField } from '../../../components/select-field';
import { statusFilterLabels } from '../invoice-status-badge';
import {
  familyStatusFilters,
  hasActiveFamilyFilters,
  monthOptions,
  type FamilyInvoiceFilters,
  type FilterField,
} from './family-invoices-model';

export interface FamilyInvoicesFiltersProps {
  filters: FamilyInvoiceFilters;
  years: readonly number[];
  onChange: (field: FilterField, value: string) => void;
  onClear: () => void;
}

/** The filters: Status, Month, Year (the last five), Currency, and 'Clear All'. */
export function FamilyInvoicesFilters({ filters, years, onChange, onClear }: FamilyInvoicesFiltersProps) {
  const active = hasActiveFamilyFilters(filters);
  return (
    <section
      aria-label="Filter invoices"
      className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          onChange={(event) => onChange('status', event.target.value)}
          options={optionsOf(familyStatusFilters, statusFilterLabels)}
        >
          <option value="">All</option>
        </SelectField>
        <SelectField
          label="Month"
          value={filters.month === undefined ? '' : String(filters.month)}
          onChange={(event) => onChange('month', event.target.value)}
          options={monthOptions}
        >
          <option value="">All</option>
        </SelectField>
        <SelectField
          label="Year"
          value={filters.year === undefined ? '' : String(filters.year)}
          onChange={(event) => onChange('year', event.target.value)}
          options={optionsOf(years)}
        >
          <option value="">All</option>
        </SelectField>
        <SelectField
          label="Currency"
          value={filters.currency ?? ''}
          onChange={(event) => onChange('currency', event.target.value)}
          options={optionsOf(currencies)}
        >
          <option value="">All</option>
        </SelectField>
        <div className="col-span-2 flex justify-end lg:col-span-1">
          <Button
            variant="ghost"
            onClick={active ? onClear : undefined}
            // Focus stays on the button when nothing is left to clear.
            aria-disabled={!active || undefined}
            className="aria-disabled:opacity-60 aria-disabled:hover:bg-transparent"
          >
            <X aria-hidden="true" className="size-4" />
            Clear All
          </Button>
        </div>
      </div>
    </section>
  );
}
