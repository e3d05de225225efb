import type { PdfLayout } from './layout';
import { contentWidth, left } from './page';
import { colors } from './palette';

/** A section's bold heading at the cursor; the cursor moves below it. */
export function heading(layout: PdfLayout, title: string) {
  layout.draw(title, { x: left, y: layout.y - 12, size: 10, weight: 'bold' });
  layout.y -= 28;
}

/**
 * A heading and rows of label and value, the values in one column after the
 * widest label and wrapping. The heading stays with its first rows; a row
 * that does not fit continues on the next page. Nothing at all without rows.
 */
export function labelledRows(layout: PdfLayout, title: string, rows: [string, string][]) {
  if (rows.length === 0) return;
  layout.ensureSpace(28 + Math.min(rows.length, 3) * 14);
  heading(layout, title);
  const labelWidth = Math.max(...rows.map(([label]) => layout.text.width(label, { size: 9.5 }))) + 12;
  for (const [label, value] of rows) {
    const lines = layout.text.wrap(value, { size: 9.5 }, contentWidth - labelWidth);
    if (layout.ensureSpace(lines.length * 13)) layout.y -= 8;
    layout.draw(label, { x: left, y: layout.y, size: 9.5, color: colors.muted });
    for (const line of lines) {
      layout.draw(line, { x: left + labelWidth, y: layout.y, size: 9.5 });
      layout.y -= 13;
    }
  }
  layout.y -= 6;
}
