import { rateSourceLabels } from '../../../../../shared/invoices/lesson-rates';
import type { InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';

/**
 * Which rate generation billed a lesson at ("subject rate"), so staff and
 * families see why two lessons cost differently (docs/invoice-lines.md#rates).
 * Nothing for a rate set by hand or billed before rates had sources.
 */
export function RateSourceNote({
  item,
  className,
  parenthesised = false,
}: {
  item: Pick<InvoiceItem, 'rateSource'>;
  className?: string;
  parenthesised?: boolean;
}) {
  if (!item.rateSource) return null;
  const label = rateSourceLabels[item.rateSource];
  return <span className={className}>{parenthesised ? `(${label})` : label}</span>;
}
