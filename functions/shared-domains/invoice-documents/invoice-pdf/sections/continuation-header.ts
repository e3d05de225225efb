import { contentWidth, left, right, top } from '../page';
import { colors } from '../palette';
import type { InvoicePageDecoration } from '../section';

/** On every page after the first: the school and which invoice this continues, over a rule. */
export const continuationHeader: InvoicePageDecoration = (layout, { school, invoice }, { continued }) => {
  if (!continued) return;
  layout.draw(school.schoolName, {
    x: left,
    y: top - 10,
    size: 10,
    weight: 'bold',
    maxWidth: contentWidth / 2,
  });
  layout.draw(`Invoice ${invoice.invoiceNumber} (continued)`, {
    x: right,
    y: top - 10,
    size: 10,
    align: 'right',
    color: colors.muted,
    maxWidth: contentWidth / 2 - 10,
  });
  layout.rule(top - 18);
  layout.y = top - 34;
};
