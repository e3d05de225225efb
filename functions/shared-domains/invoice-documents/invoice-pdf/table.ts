import type { PdfText } from '../pdf-text';
import type { PdfLayout } from './layout';
import { contentWidth, left } from './page';
import { colors } from './palette';

const fontSize = 8.5;
const rowHeight = 18;
const lineHeight = 11;
const headerRowHeight = 20;
/** Space between a cell's edge and its text; other blocks that line up with the columns use it too. */
export const cellPadding = 5;

export interface ColumnSpec<Row> {
  title: string;
  align: 'left' | 'right';
  /** Names wrap onto more lines; the other columns are as wide as their widest cell. */
  wraps: boolean;
  cell: (row: Row) => string;
}

export interface Column<Row> extends ColumnSpec<Row> {
  width: number;
}

/**
 * Widths from the content: each fixed column as wide as its widest cell (a
 * full date is never cut), the wrapping columns sharing what is left.
 */
export function contentColumns<Row>(text: PdfText, specs: ColumnSpec<Row>[], rows: Row[]): Column<Row>[] {
  const widest = (spec: ColumnSpec<Row>) =>
    Math.max(
      text.width(spec.title, { size: fontSize, weight: 'bold' }),
      ...rows.map((row) => text.width(spec.cell(row), { size: fontSize })),
    ) +
    cellPadding * 2 +
    1;
  const fixed = specs.filter((spec) => !spec.wraps).map(widest);
  const fixedTotal = fixed.reduce((sum, width) => sum + width, 0);
  const wrapping = specs.filter((spec) => spec.wraps).length;
  const wrappingWidth = Math.max(60, (contentWidth - fixedTotal) / wrapping);
  let index = 0;
  return specs.map((spec) => ({ ...spec, width: spec.wraps ? wrappingWidth : fixed[index++]! }));
}

/** Where a cell's text starts (left-aligned) or ends (right-aligned). */
function textX(column: Pick<ColumnSpec<never>, 'align'> & { width: number }, cellLeft: number): number {
  return column.align === 'right' ? cellLeft + column.width - cellPadding : cellLeft + cellPadding;
}

function headerRow<Row>(layout: PdfLayout, columns: Column<Row>[]) {
  const height = headerRowHeight;
  layout.page.drawRectangle({
    x: left,
    y: layout.y - height,
    width: contentWidth,
    height,
    color: colors.headerFill,
  });
  let x = left;
  for (const column of columns) {
    layout.draw(column.title, {
      x: textX(column, x),
      y: layout.y - height + 6.5,
      size: fontSize,
      weight: 'bold',
      align: column.align,
      maxWidth: column.width - cellPadding * 2,
    });
    x += column.width;
  }
  layout.y -= height;
}

/**
 * A striped table at the cursor: the header row, then a row per item, each
 * as tall as its most wrapped cell. A row that does not fit goes to the next
 * page, under the header row again; `empty` stands in for no rows.
 */
export function drawTable<Row>(layout: PdfLayout, columns: Column<Row>[], rows: Row[], empty: string) {
  headerRow(layout, columns);
  if (rows.length === 0) {
    layout.draw(empty, {
      x: left + cellPadding,
      y: layout.y - rowHeight + 6,
      size: fontSize,
      color: colors.muted,
    });
    layout.y -= rowHeight;
  }
  rows.forEach((row, index) => {
    const cells = columns.map((column) => {
      const value = column.cell(row);
      return column.wraps
        ? layout.text.wrap(value, { size: fontSize }, column.width - cellPadding * 2)
        : [value];
    });
    const lineCount = Math.max(1, ...cells.map((lines) => lines.length));
    const height = rowHeight + (lineCount - 1) * lineHeight;
    if (layout.ensureSpace(height)) headerRow(layout, columns);
    if (index % 2 === 1) {
      layout.page.drawRectangle({
        x: left,
        y: layout.y - height,
        width: contentWidth,
        height,
        color: colors.stripe,
      });
    }
    let x = left;
    columns.forEach((column, columnIndex) => {
      cells[columnIndex]!.forEach((line, lineIndex) => {
        layout.draw(line, {
          x: textX(column, x),
          y: layout.y - 12 - lineIndex * lineHeight,
          size: fontSize,
          align: column.align,
        });
      });
      x += column.width;
    });
    layout.y -= height;
  });
  layout.rule(layout.y);
}
