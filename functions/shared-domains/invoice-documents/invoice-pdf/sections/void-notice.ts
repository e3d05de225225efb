import { PdfText } from '../../pdf-text';
import { instantDate } from '../invoice-dates';
import { contentWidth, left, right } from '../page';
import { colors } from '../palette';
import type { InvoiceSection } from '../section';

const style = { size: 10 };
const lineHeight = 13;
const bar = 3;
const indent = 10;

/**
 * Under the header of a void invoice: "Voided on <day>: <reason>", wrapped to
 * the page beside a red bar. The reason may run over several paragraphs; one
 * that reads right to left (Arabic, Hebrew) is set against the right margin,
 * the first always starts on the left after "Voided on".
 */
export const voidNotice: InvoiceSection = (layout, { invoice, status }) => {
  if (status !== 'void') return;
  const reason = (invoice.voidReason ?? '').trim();
  const paragraphs = reason.replace(/\r\n?/g, '\n').split('\n');
  paragraphs[0] = `Voided on ${instantDate(invoice.voidedAt)}${paragraphs[0] ? `: ${paragraphs[0]}` : ''}`;
  const width = contentWidth - bar - indent;
  paragraphs.forEach((paragraph, index) => {
    const rightToLeft = index > 0 && PdfText.isRightToLeft(paragraph);
    const lines = layout.text.wrap(paragraph, style, width);
    for (const line of lines.length > 0 ? lines : ['']) {
      layout.ensureSpace(lineHeight);
      layout.page.drawRectangle({
        x: left,
        y: layout.y - 4,
        width: bar,
        height: lineHeight,
        color: colors.void,
      });
      if (line)
        layout.draw(line, {
          x: rightToLeft ? right : left + bar + indent,
          y: layout.y,
          ...style,
          align: rightToLeft ? 'right' : 'left',
        });
      layout.y -= lineHeight;
    }
  });
  layout.y -= 12;
};
