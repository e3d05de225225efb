import type { Color, PDFDocument, PDFPage } from 'pdf-lib';
import type { DrawOptions, PdfText } from '../pdf-text';
import { bottom, left, pageSize, right, top } from './page';
import { colors } from './palette';

/** What a new page is told when it starts: whether it continues the page before. */
export interface PageStart {
  continued: boolean;
}

export interface RuleOptions {
  color?: Color;
  thickness?: number;
  page?: PDFPage;
}

/**
 * Pages and a cursor moving down them. Blocks draw at `y` and move it down;
 * `ensureSpace` starts a new page when the next block would reach the footer,
 * and `onPageStart` dresses each new page (watermark, running header) before
 * anything else is drawn on it.
 */
export class PdfLayout {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** The baseline where the next thing goes, moving down the page. */
  y = top;

  constructor(
    private readonly doc: PDFDocument,
    readonly text: PdfText,
    private readonly onPageStart: (layout: PdfLayout, start: PageStart) => void = () => {},
  ) {}

  /** Text in ink unless told otherwise; returns its width. */
  draw(value: string, options: DrawOptions, page: PDFPage = this.page): number {
    return this.text.draw(page, value, { color: colors.ink, ...options });
  }

  /** A horizontal line across the content width. */
  rule(y: number, { color = colors.rule, thickness = 0.75, page = this.page }: RuleOptions = {}) {
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness, color });
  }

  addPage(continued: boolean) {
    this.page = this.doc.addPage(pageSize);
    this.pages.push(this.page);
    this.y = top;
    this.onPageStart(this, { continued });
  }

  /** Moves to a new page unless `height` still fits above the footer; true when it did. */
  ensureSpace(height: number): boolean {
    if (this.y - height >= bottom) return false;
    this.addPage(true);
    return true;
  }

  /** Once every page exists: `draw` is called for each, knowing how many there are (page footers). */
  eachPage(draw: (page: PDFPage, index: number, count: number) => void) {
    const count = this.pages.length;
    this.pages.forEach((page, index) => draw(page, index, count));
  }
}
