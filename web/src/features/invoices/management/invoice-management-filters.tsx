import { X } from 'lucide-react';
import { monthNames, invoicePeriodYears } from '../../../../../shared/invoices/invoice-period';
import { currencies, type Currency } from '../../../../../shared/invoices/money';
import { Button } from '../../../components/button';
import { optionsOf, SelectField } from '../../../components/select-field';
import { statusFilterLabels } from '../invoice-status-badge';
import type { StudentOption } from './invoice-management-api';
import {
  filterStatuses,
  hasActiveFilters,
  noInvoiceFilters,
  type FilterStatus,
  type InvoiceListFilters,
} from './invoice-management-url-state';

export interface InvoiceManagementFiltersProps {
  filters: InvoiceListFilters;
  onChange: (filters: InvoiceListFilters) => void;
  students: readonly StudentOption[];
  studentsLoading: boolean;
}

/** The filters: Status, Student, Month, Year and Currency, and 'Clear All'. */
export function InvoiceManagementFilters({
  filters,
  onChange,
  students,
  studentsLoading,
}: InvoiceManagementFiltersProps) {
  const years = invoicePeriodYears().map(String);
  if (filters.year && !years.includes(filters.year)) years.push(filters.year);
  const set = (change: Partial<InvoiceListFilters>) => onChange({ ...filters, ...change });
  // A student picked in the address stays selectable while the list loads (or after the student went).
  const studentOptions =
    filters.studentId && !students.some((student) => student._id === filters.studentId)
      ? [
          { _id: filters.studentId, name: studentsLoading ? 'Loading…' : 'Unknown student', grade: '' },
          ...students,
        ]
      : students;

  return (
    <section
      aria-label="Filter invoices"
      className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as FilterStatus | '' })}
          options={optionsOf(filterStatuses, statusFilterLabels)}
        >
          <option value="">All</option>
        </SelectField>
        <SelectField
          label="Student"
          value={filters.studentId}
          onChange={(event) => set({ studentId: event.target.value })}
          options={studentOptions.map((student) => ({ value: student._id, label: student.name }))}
        >
          <option value="">All students</option>
        </SelectField>
        <SelectField
          label="Month"
          value={filters.month}
          onChange={(event) => set({ month: event.target.value })}
          options={monthNames.map((name, index) => ({ value: index + 1, label: name }))}
        >
          <option value="">All months</option>
        </SelectField>
        <SelectField
          label="Year"
          value={filters.year}
          onChange={(event) => set({ year: event.target.value })}
          options={optionsOf(years)}
        >
          <option value="">All years</option>
        </SelectField>
        <SelectField
          label="Currency"
          value={filters.currency}
          onChange={(event) => set({ currency: event.target.value as Currency | '' })}
          options={optionsOf(currencies)}
        >
          <option value="">All currencies</option>
        </SelectField>
      </div>
      <div className="mt-3 flex justify-end">
        <Button
          size="sm"
          variant="ghost"
          // Kept in place (not hidden) so the layout does not jump; it has nothing to clear until a filter is set.
          disabled={!hasActiveFilters(filters)}
          onClick={() => onChange(noInvoiceFilters)}
        >
          <X aria-hidden="true" className="size-4" />
          Clear All
        </Button>
      </div>
    </section>
  );
}
