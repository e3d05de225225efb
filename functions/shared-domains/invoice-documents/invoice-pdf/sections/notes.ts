import { PdfText } from '../../pdf-text';
import { heading } from '../labelled-rows';
import { contentWidth, left, right } from '../page';
import type { InvoiceSection } from '../section';

const style = { size: 9.5 };
const lineHeight = 13;

/**
 * The invoice's notes, wrapped to the page, the heading kept with its first
 * lines. A line that reads right to left (Arabic, Hebrew) is set against the
 * right margin.
 */
export const notes: InvoiceSection = (layout, { invoice }) => {
  const text = invoice.notes.trim();
  if (!text) return;
  const lines = layout.text.wrap(text, style, contentWidth);
  layout.ensureSpace(16 + Math.min(lines.length, 3) * lineHeight);
  heading(layout, 'Notes');
  for (const line of lines) {
    if (layout.ensureSpace(lineHeight)) layout.y -= 8;
    const rightToLeft = PdfText.isRightToLeft(line);
    layout.draw(line, {
      x: rightToLeft ? right : left,
      y: layout.y,
      ...style,
      align: rightToLeft ? 'right' : 'left',
    });
    layout.y -= lineHeight;
  }
};
