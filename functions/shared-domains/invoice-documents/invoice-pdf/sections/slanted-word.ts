import type { PDFPage, RGB } from 'pdf-lib';
import type { PdfLayout } from '../layout';
import { pageHeight, pageWidth } from '../page';

/** How a watermark word is drawn: its size in points, colour and opacity; always bold, at 35°. */
export interface SlantedWordStyle {
  size: number;
  color: RGB;
  opacity: number;
}

const angle = 35;

/** Draws one large word slanted across the centre of a page (the DRAFT and VOID watermarks). */
export function drawSlantedWord(layout: PdfLayout, word: string, style: SlantedWordStyle, page?: PDFPage) {
  const { size } = style;
  const width = layout.text.width(word, { size, weight: 'bold' });
  const radians = (angle * Math.PI) / 180;
  // Centred on the page: start half the word back along its own slant.
  layout.draw(
    word,
    {
      x: pageWidth / 2 - (width / 2) * Math.cos(radians) + (size / 3) * Math.sin(radians),
      y: pageHeight / 2 - (width / 2) * Math.sin(radians) - (size / 3) * Math.cos(radians),
      weight: 'bold',
      rotate: angle,
      ...style,
    },
    page,
  );
}
