import { monthNames } from '../../../../shared/invoices/invoice-period';
import type { SelectOption } from '../../components/select-field';

/** The options of a Month select: 1 → January … 12 → December. */
export const monthOptions: SelectOption[] = monthNames.map((name, index) => ({
  value: index + 1,
  label: name,
}));
