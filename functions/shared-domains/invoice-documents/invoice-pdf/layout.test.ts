import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { sideBySide } from './columns';
import { embedInvoiceFonts } from './fonts';
import { labelledRows } from './labelled-rows';
import { PdfLayout, type PageStart } from './layout';
import { bottom, top } from './page';
import { contentColumns, drawTable, type ColumnSpec } from './table';

const folder = mkdtempSync(join(tmpdir(), 'pdf-layout-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function newLayout() {
  const doc = await PDFDocument.create();
  const starts: PageStart[] = [];
  const layout = new PdfLayout(doc, await embedInvoiceFonts(doc), (_layout, start) => {
    starts.push(start);
  });
  layout.addPage(false);
  return { doc, layout, starts };
}

/** Each page's text as poppler reads it. */
async function pageTexts(doc: PDFDocument, name: string): Promise<string[]> {
  const file = join(folder, `${name}.pdf`);
  writeFileSync(file, await doc.save());
  return Array.from({ length: doc.getPageCount() }, (_, index) =>
    execFileSync('pdftotext', ['-f', `${index + 1}`, '-l', `${index + 1}`, '-layout', file, '-'], {
      encoding: 'utf8',
    }),
  );
}

describe('the invoice PDF layout engine', () => {
  it('starts a continued page only when the next block would reach the footer', async () => {
    const { layout, starts } = await newLayout();
    layout.y = bottom + 40;
    expect(layout.ensureSpace(40)).toBe(false);
    expect(layout.pages).toHaveLength(1);
    expect(layout.ensureSpace(41)).toBe(true);
    expect(layout.pages).toHaveLength(2);
    expect(layout.page).toBe(layout.pages[1]);
    expect(layout.y).toBe(top);
    expect(starts).toEqual([{ continued: false }, { continued: true }]);
  });

  it('moves the cursor below the longest of blocks set side by side, all started at the same height', async () => {
    const { layout } = await newLayout();
    layout.y = 600;
    const tops: number[] = [];
    const block = (end: number) => (_layout: PdfLayout, context: string, blockTop: number) => {
      tops.push(blockTop);
      expect(context).toBe('context');
      return end;
    };
    sideBySide(layout, 'context', [block(520), block(470), block(580)], 16);
    expect(tops).toEqual([600, 600, 600]);
    expect(layout.y).toBe(454);
  });

  it("sizes fixed columns to their widest cell and repeats the table's header row on every page it reaches", async () => {
    const { doc, layout } = await newLayout();
    const rows = Array.from({ length: 70 }, (_, index) => ({ day: `Day ${index + 1}`, name: 'Physics' }));
    const specs: ColumnSpec<(typeof rows)[number]>[] = [
      { title: 'When', align: 'left', wraps: false, cell: (row) => row.day },
      { title: 'Subject', align: 'left', wraps: true, cell: (row) => row.name },
    ];
    const columns = contentColumns(layout.text, specs, rows);
    expect(columns[0]!.width).toBeCloseTo(layout.text.width('Day 70', { size: 8.5 }) + 11, 5);
    drawTable(layout, columns, rows, 'Nothing');
    const pages = await pageTexts(doc, 'table');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page).toMatch(/When\s+Subject/);
    expect(pages[0]).toMatch(/\bDay 1\s/);
    expect(pages.at(-1)).toContain('Day 70');
    expect(pages.join('')).not.toContain('Nothing');
  });

  it('keeps a heading with its first rows, moving both to the next page when they do not fit', async () => {
    const { doc, layout } = await newLayout();
    layout.y = bottom + 50;
    labelledRows(layout, 'How to pay', [
      ['Account name', 'Bright Minds'],
      ['Sort code', '12-34-56'],
      ['Reference', 'INV-1'],
    ]);
    const pages = await pageTexts(doc, 'rows');
    expect(pages).toHaveLength(2);
    expect(pages[0]).not.toContain('How to pay');
    expect(pages[1]).toMatch(/How to pay[\s\S]*Account name\s+Bright Minds[\s\S]*Reference\s+INV-1/);
  });
});
